import { z } from 'zod';
import { pageOf, pageQuery } from '../api/envelope.ts';
import { defineRoute } from '../api/route.ts';
import { passwordSchema } from './users.contract.ts';

/** The platform's own tenant: an administrator signed in here manages every school. */
export const PLATFORM_TENANT_ID = 1;

export const TENANT_MESSAGES = {
  addOk: '添加成功！',
  editOk: '编辑成功!',
  deleteOk: '删除成功!',
  notFound: '未找到对应数据',
  platformOnly: '只有平台管理员可以执行此操作',
  keepOwn: '不能删除或冻结当前登录的租户',
  idTaken: '租户编号已存在',
  dateOrder: '结束时间不能早于开始时间',
  memberAdded: '已加入该租户',
  memberRemoved: '已移出该租户',
  memberMissing: '未找到该用户',
  memberSelf: '不能将自己移出当前租户',
  memberPasswordOk: '密码已重置，该账号所在的各学校已收到通知',
  outOfTerm: '所在学校不在使用有效期内，无法登录！',
} as const;

/** `tenant_status`: 1 正常, 0 冻结. */
export const TENANT_STATUS = { '1': '正常', '0': '冻结' } as const;

export const sysTenantSchema = z.object({
  id: z.number(),
  name: z.string(),
  beginDate: z.string().nullable(),
  endDate: z.string().nullable(),
  status: z.number(),
  status_dictText: z.string(),
  houseNumber: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string(),
});
export type SysTenant = z.infer<typeof sysTenantSchema>;

const dateTime = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, '日期格式应为 yyyy-MM-dd HH:mm:ss')
  .or(z.literal(''))
  .nullish()
  .transform((v) => v || null);

const tenantFields = z.object({
  name: z.string().trim().min(1, '请输入租户名称').max(100, '租户名称最多 100 个字符'),
  beginDate: dateTime,
  endDate: dateTime,
  status: z.coerce.number().int().min(0, '状态只能是正常或冻结').max(1, '状态只能是正常或冻结').default(1),
  houseNumber: z.string().trim().max(20, '门牌号最多 20 个字符').nullish(),
});

const ordered = <T extends { beginDate: string | null; endDate: string | null }>(v: T) =>
  !v.beginDate || !v.endDate || v.beginDate <= v.endDate;

const tenantId = z.coerce
  .number({ message: '租户编号须为整数' })
  .int('租户编号须为整数')
  .min(1, '租户编号须为正整数')
  .max(2_000_000_000, '租户编号过大');

export const tenantInput = tenantFields
  .extend({ id: tenantId.optional() })
  .refine(ordered, { message: TENANT_MESSAGES.dateOrder, path: ['endDate'] });
export type TenantInput = z.input<typeof tenantInput>;
export const tenantEditInput = tenantFields
  .extend({ id: tenantId })
  .refine(ordered, { message: TENANT_MESSAGES.dateOrder, path: ['endDate'] });

export const tenantMemberSchema = z.object({
  id: z.string(),
  username: z.string(),
  realname: z.string(),
  phone: z.string().nullable(),
  /** The school that owns the account. */
  homeTenantId: z.number(),
});
export type TenantMember = z.infer<typeof tenantMemberSchema>;

export const tenantRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/sys/tenant/list',
    access: 'system:tenant:list',
    summary: '租户分页列表',
    query: pageQuery.extend({
      name: z.string().max(100).optional(),
      status: z.string().max(2).optional(),
      // Tenants are few; this list has no advanced query, and says so rather than ignore one.
      superQueryParams: z.string().max(0, '租户列表不支持高级查询').optional(),
    }),
    response: pageOf(sysTenantSchema),
  }),
  queryById: defineRoute({
    method: 'GET',
    path: '/sys/tenant/queryById',
    access: 'system:tenant:list',
    summary: '租户详情',
    query: z.object({ id: tenantId }),
    response: sysTenantSchema,
  }),
  add: defineRoute({
    method: 'POST',
    path: '/sys/tenant/add',
    access: 'system:tenant:add',
    summary: '添加租户',
    operation: '添加租户',
    body: tenantInput,
  }),
  edit: defineRoute({
    method: ['PUT', 'POST'],
    path: '/sys/tenant/edit',
    access: 'system:tenant:edit',
    summary: '编辑租户',
    operation: '编辑租户',
    body: tenantEditInput,
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/sys/tenant/delete',
    access: 'system:tenant:delete',
    summary: '删除租户',
    operation: '删除租户',
    query: z.object({ id: tenantId }),
  }),
  members: defineRoute({
    method: 'GET',
    path: '/sys/tenant/getTenantUserList',
    access: 'system:tenant:list',
    summary: '租户成员',
    // `tenantId` in a query names the session's tenant to the server; the tenant asked about is
    // `userTenantId` (JeecgBoot's own name here).
    query: pageQuery.extend({ userTenantId: tenantId, username: z.string().max(100).optional() }),
    response: pageOf(tenantMemberSchema),
  }),
  addMember: defineRoute({
    method: 'POST',
    path: '/sys/tenant/invitationUserJoin',
    access: 'system:tenant:edit',
    summary: '添加租户成员',
    operation: '添加租户成员',
    body: z.object({
      tenantId,
      username: z.string().trim().min(1, '请输入用户账号').max(100),
      homeTenantId: z.coerce.number().int().min(0).max(2_000_000_000),
    }),
  }),
  removeMember: defineRoute({
    method: ['PUT', 'DELETE'],
    path: '/sys/tenant/leaveTenant',
    access: 'system:tenant:edit',
    summary: '移出租户成员',
    operation: '移出租户成员',
    query: z.object({ userTenantId: tenantId, userId: z.string().min(1, 'userId 不能为空').max(64) }),
  }),
  /**
   * JeecgBoot's user form fills its tenant choice from here: the caller's own active schools
   * (optionally only `ids`), never the platform's list of every school.
   */
  queryList: defineRoute({
    method: 'GET',
    path: '/sys/tenant/queryList',
    access: 'login',
    summary: '当前用户可选的租户',
    query: z.object({ ids: z.string().max(2000).optional() }),
    response: z.array(z.object({ id: z.number(), name: z.string(), status: z.number() })),
  }),
  /** Only the platform resets a member's password: the one way for an account several schools share. */
  memberPassword: defineRoute({
    method: ['PUT', 'POST'],
    path: '/sys/tenant/changeMemberPassword',
    access: 'system:tenant:edit',
    summary: '重置租户成员密码',
    operation: '重置租户成员密码',
    body: z.object({
      userId: z.string().min(1, 'userId 不能为空').max(64),
      password: passwordSchema,
    }),
  }),
  currentUserTenant: defineRoute({
    method: 'GET',
    path: '/sys/tenant/getCurrentUserTenant',
    access: 'login',
    summary: '当前用户的租户',
    response: z.object({
      list: z.array(z.object({ id: z.number(), name: z.string() })),
      tenantId: z.number(),
    }),
  }),
} as const;
