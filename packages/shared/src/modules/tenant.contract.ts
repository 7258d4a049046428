import { z } from 'zod';
import { pageOf, pageQuery } from '../api/envelope.ts';
import { defineRoute } from '../api/route.ts';
import { optionalMobile, type Rule, username as usernameRules } from '../validation/rules.ts';
import { passwordSchema, USER_LIMITS, UserMsg } from './users.contract.ts';

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
  directorNamed: '已指定为该学校的首位中心主任，学校管理员已收到通知',
  directorExists: '该学校已有临床权限持有人，临床授权须由其作为第二审批人批准，平台不能再指定',
  regionNeedsCode: '教育局须选择所辖地区',
  notRegion: '该租户不是教育局',
  regionAccountAdded: '已添加教育局账号',
} as const;

/** `sys_tenant.kind`: a school, or an education bureau (教育局) that sees its region's aggregates. */
export const TENANT_KINDS = { school: '学校', region: '教育局' } as const;
export type TenantKind = keyof typeof TENANT_KINDS;
export const tenantKindSchema = z.enum(['school', 'region']);

/**
 * The only permissions a 教育局 account may use (besides its own sign-in routes): aggregated,
 * suppressed statistics of its region's schools. Every other route answers 无权限 for it, whatever
 * its roles hold.
 */
export const REGION_ACCESS: readonly string[] = [
  'statistics:view',
  'statistics:ledger:export',
  'cockpit:view',
];

/** The console pages a 教育局's role opens: home, the five cockpits, 统计分析 and 台账管理. */
export const REGION_PAGES: readonly string[] = [
  '/dashboard/analysis',
  '/cockpit/condition',
  '/cockpit/psychologicalTests',
  '/cockpit/careerPlanning',
  '/cockpit/lectureHall',
  '/cockpit/schoolDataCockpit',
  '/statistics/overview',
  '/statistics/ledger',
];

/** The role every 教育局 tenant starts with, holding `REGION_ACCESS` and `REGION_PAGES`. */
export const REGION_ROLE = { code: 'region', name: '教育局', dataScope: 'self' } as const;

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
  /** 行政区划代码 (a county's six digits, GB/T 2260). */
  regionCode: z.string().nullable(),
  kind: tenantKindSchema,
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
  regionCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, '所在地区应为 6 位行政区划代码')
    .or(z.literal(''))
    .nullish()
    .transform((v) => v || null),
});

const ordered = <T extends { beginDate: string | null; endDate: string | null }>(v: T) =>
  !v.beginDate || !v.endDate || v.beginDate <= v.endDate;

const tenantId = z.coerce
  .number({ message: '租户编号须为整数' })
  .int('租户编号须为整数')
  .min(1, '租户编号须为正整数')
  .max(2_000_000_000, '租户编号过大');

const ruled = (schema: z.ZodString, rules: readonly Rule[]) =>
  rules.reduce<z.ZodType<string>>((s, rule) => s.refine(rule.test, rule.message), schema);

/** What the platform fills in for a 教育局 account (the region is the tenant's own). */
export const regionAccountInput = z.object({
  tenantId,
  username: ruled(z.string().trim(), usernameRules),
  realname: z.string().trim().min(1, UserMsg.realnameRequired).max(USER_LIMITS.realname),
  phone: ruled(z.string().trim().max(11), [optionalMobile]).optional(),
});
export type RegionAccountInput = z.input<typeof regionAccountInput>;

/** The new account and its initial password, shown once: the server keeps only its hash. */
export const regionAccountIssuedSchema = z.object({
  username: z.string(),
  realname: z.string(),
  regionCode: z.string().nullable(),
  password: z.string(),
});
export type RegionAccountIssued = z.infer<typeof regionAccountIssuedSchema>;

/** The kind is chosen once, on 新增: a 教育局 covers the region of its `regionCode` (any level). */
export const tenantInput = tenantFields
  .extend({ id: tenantId.optional(), kind: tenantKindSchema.default('school') })
  .refine(ordered, { message: TENANT_MESSAGES.dateOrder, path: ['endDate'] })
  .refine((v) => v.kind === 'school' || !!v.regionCode, {
    message: TENANT_MESSAGES.regionNeedsCode,
    path: ['regionCode'],
  });
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
  /**
   * A school's first centre director (docs/security.md, "Who approves a clinical grant"): only while
   * nobody in the school holds a clinical permission; recorded as an approved clinical grant and
   * told to the school's administrators.
   */
  /**
   * An account of a 教育局 tenant, holding its 教育局 role: the platform creates them. It sees the
   * tenant's region (docs/decisions.md §52); its random initial password is in this reply only and
   * must be changed at the first sign-in.
   */
  addRegionAccount: defineRoute({
    method: 'POST',
    path: '/sys/tenant/addRegionAccount',
    access: 'system:tenant:edit',
    summary: '添加教育局账号',
    operation: '添加教育局账号',
    body: regionAccountInput,
    response: regionAccountIssuedSchema,
  }),
  nameCentreDirector: defineRoute({
    method: 'POST',
    path: '/sys/tenant/nameCentreDirector',
    access: 'system:tenant:edit',
    summary: '指定学校首位中心主任',
    operation: '指定首位中心主任',
    body: z.object({ tenantId, userId: z.string().trim().min(1, '请选择用户').max(64) }),
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
