import { z } from 'zod';
import { pageOf, pageQuery } from '../api/envelope.ts';
import { defineRoute } from '../api/route.ts';
import { passwordProblem } from '../auth/password-policy.ts';
import { defineListRoute } from '../list/define-list-route.ts';
import { filter } from '../list/filters.ts';
import { refineDate } from '../validation/calendar-date.ts';
import { maxLength, optionalMobile, Rules, username as usernameRules } from '../validation/rules.ts';
import { uploadedFileSchema } from './scales.contract.ts';

/** Field limits of the user form; the console derives its `maxLength`s from these. */
export const USER_LIMITS = {
  username: 18,
  realname: 50,
  email: 100,
  workNo: 50,
  telephone: 30,
  post: 100,
  /** Ids in one comma list (`selectedroles`, `ids` …). */
  idList: 2000,
} as const;

/** The user screen's wording: JeecgBoot's replies where it has one, our own guards otherwise. */
export const UserMsg = {
  addOk: '添加成功！',
  editOk: '修改成功!',
  deleteOk: '删除用户成功',
  deleteBatchOk: '批量删除用户成功',
  frozenOk: '操作成功!',
  passwordOk: '密码修改成功!',
  notFound: '未找到对应实体',
  usernameTaken: '用户账号已存在',
  phoneTaken: '该手机号已被其他账号使用',
  available: '该值可用！',
  realnameRequired: '请输入用户姓名',
  passwordRequired: '请输入密码',
  confirmMismatch: '两次输入的密码不一样！',
  selectOne: '请选择一条记录！',
  selfFreeze: '不能冻结当前登录的账号',
  selfDelete: '不能删除当前登录的账号',
  selfStrip: '不能取消自己的用户管理权限，否则将无法再管理账号',
  foreignAccount: '该账号归属其他学校，只能在本校调整角色和部门',
  sharedAccount: '该账号同时属于其他学校，密码、手机号和冻结状态只能由平台管理员或本人修改',
  unknownRole: '所选角色不存在',
  unknownDepart: '所选部门不存在',
  departUsersAddOk: '添加成功!',
  departUserRemoveOk: '删除成功!',
  notInDepart: '当前选中部门与用户无关联关系!',
} as const;

/** JeecgBoot `user_status`: 1 正常, 2 冻结. */
export const USER_STATUS = { normal: 1, frozen: 2 } as const;

const trimmed = (max: number) => z.string().trim().max(max, maxLength(max).message);
const optionalText = (max: number) => trimmed(max).nullish();
const ruleRefined = (
  schema: z.ZodString,
  rules: readonly { test: (v: string) => boolean; message: string }[],
) => rules.reduce<z.ZodType<string>>((s, rule) => s.refine(rule.test, rule.message), schema);

/** JeecgBoot's consoles send numbers as numbers or strings; '' means not given. */
const looseInt = <T extends z.ZodType<number>>(schema: T) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
    schema.optional(),
  );

/** A comma list of ids as JeecgBoot sends it (`a,b,` with a trailing comma tolerated). */
export const idListSchema = z
  .string()
  .max(USER_LIMITS.idList, maxLength(USER_LIMITS.idList).message)
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

export function splitIds(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

const userFields = {
  realname: trimmed(USER_LIMITS.realname).min(1, UserMsg.realnameRequired),
  sex: looseInt(z.union([z.literal(1), z.literal(2)])),
  birthday: z
    .string()
    .trim()
    // JeecgBoot clients may send a date-time; its day is what is stored.
    .superRefine((v, ctx) => refineDate('出生日期')(v.slice(0, 10), ctx))
    .transform((v) => (v === '' ? null : v.slice(0, 10)))
    .nullish(),
  phone: trimmed(11).refine(optionalMobile.test, optionalMobile.message).nullish(),
  email: trimmed(USER_LIMITS.email).refine(Rules.email.test, Rules.email.message).nullish(),
  workNo: optionalText(USER_LIMITS.workNo),
  telephone: optionalText(USER_LIMITS.telephone),
  post: optionalText(USER_LIMITS.post),
  userIdentity: looseInt(z.union([z.literal(1), z.literal(2)])),
  status: looseInt(z.union([z.literal(1), z.literal(2)])),
  selectedroles: idListSchema.optional(),
  selecteddeparts: idListSchema.optional(),
  /**
   * JeecgBoot's user form sends what its image upload answered (a capability name, see
   * `IMAGE_CAPABILITY_PATTERN`), the unchanged current value, or '' to remove it; checked by the server.
   */
  avatar: z.string().max(300_000).nullish(),
};

export const passwordSchema = z
  .string()
  .max(128, maxLength(128).message)
  .superRefine((v, ctx) => {
    const problem = v === '' ? UserMsg.passwordRequired : passwordProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const userAddSchema = z
  .object({
    username: ruleRefined(z.string().trim(), usernameRules),
    password: passwordSchema,
    confirmpassword: z.string().max(128).optional(),
    ...userFields,
  })
  .refine((v) => v.confirmpassword === undefined || v.confirmpassword === v.password, {
    message: UserMsg.confirmMismatch,
    path: ['confirmpassword'],
  });
export type UserAdd = z.input<typeof userAddSchema>;

export const userEditSchema = z.object({
  id: z.string().min(1, 'id 不能为空').max(64),
  ...userFields,
});
export type UserEdit = z.input<typeof userEditSchema>;

/** One row of 用户管理 (JeecgBoot SysUser as listed; never the password hash). */
export const userRecordSchema = z.object({
  id: z.string(),
  username: z.string(),
  realname: z.string(),
  avatar: z.string().nullable(),
  birthday: z.string().nullable(),
  sex: z.number().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  orgCode: z.string().nullable(),
  orgCodeTxt: z.string().nullable(),
  /** The user's departments in this school (ids, in `orgCodeTxt`'s order; Vue3's 部门 column). */
  belongDepIds: z.string().nullable(),
  /** 负责部门: the departments this user heads, of this school, and their names. */
  departIds: z.string().nullable(),
  departIds_dictText: z.string().nullable(),
  status: z.number(),
  delFlag: z.number(),
  workNo: z.string().nullable(),
  post: z.string().nullable(),
  telephone: z.string().nullable(),
  userIdentity: z.number().nullable(),
  /** The tenant that owns the account; another school's account is only a member here. */
  homeTenant: z.boolean(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

/** A department as the user pickers show it (JeecgBoot DepartIdModel). */
export const departOptionSchema = z.object({ key: z.string(), value: z.string(), title: z.string() });

const userFilters = {
  username: filter.text(),
  realname: filter.text(),
  phone: filter.text(),
  sex: filter.number(),
  status: filter.number(),
  workNo: filter.text(),
  createTime: filter.datetime(),
  /** Members of this department (JeecgBoot's console sends `departId`). */
  departId: filter.custom(),
};

const idQuery = z.object({ id: z.string().min(1, 'id 不能为空').max(64) });
const idsQuery = z.object({ ids: idListSchema });

export const userImportResultSchema = z.object({
  totalCount: z.number(),
  errorCount: z.number(),
  successCount: z.number(),
  msg: z.string(),
  /** When any row was bad: the stored .xlsx listing them and why (`/sys/common/static/<key>`, JeecgBoot's shape). */
  fileUrl: z.string().nullable(),
  fileName: z.string().nullable(),
});
export type UserImportResult = z.infer<typeof userImportResultSchema>;

function userList(path: string, summary: string) {
  return defineListRoute({
    path,
    access: 'system:user:list',
    summary,
    record: userRecordSchema,
    sort: ['createTime', 'username', 'realname', 'status', 'sex', 'workNo'],
    filters: userFilters,
    dicts: { sex: 'sex', status: 'user_status' },
  });
}

export const userRoutes = {
  /** JeecgBoot's user list asks which third-party apps sync users; Xinmiao connects none. */
  thirdAppEnabled: defineRoute({
    method: 'GET',
    path: '/sys/thirdApp/getEnabledType',
    access: 'login',
    summary: '已启用的第三方应用 (企业微信、钉钉)',
    response: z.object({ wechatEnterprise: z.literal(false), dingtalk: z.literal(false) }),
  }),
  list: userList('/sys/user/list', '用户分页列表'),
  /**
   * JeecgBoot Vue3 (v3.9.3) lists 用户管理 here, "across tenants" in JeecgBoot; Xinmiao never lists
   * another school's accounts, so it is the same list as `/sys/user/list`.
   */
  listAll: userList('/sys/user/listAll', '用户分页列表 (Vue3)'),
  queryById: defineRoute({
    method: 'GET',
    path: '/sys/user/queryById',
    access: 'system:user:list',
    summary: '用户详情',
    query: idQuery,
    response: userRecordSchema,
  }),
  add: defineRoute({
    method: 'POST',
    path: '/sys/user/add',
    access: 'system:user:add',
    summary: '添加用户',
    operation: '添加用户',
    body: userAddSchema,
  }),
  edit: defineRoute({
    method: ['PUT', 'POST'],
    path: '/sys/user/edit',
    access: 'system:user:edit',
    summary: '编辑用户',
    operation: '编辑用户',
    body: userEditSchema,
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/sys/user/delete',
    access: 'system:user:delete',
    summary: '删除用户',
    operation: '删除用户',
    query: idQuery,
  }),
  deleteBatch: defineRoute({
    method: 'DELETE',
    path: '/sys/user/deleteBatch',
    access: 'system:user:delete',
    summary: '批量删除用户',
    operation: '删除用户',
    query: idsQuery,
  }),
  frozenBatch: defineRoute({
    method: ['PUT', 'POST'],
    path: '/sys/user/frozenBatch',
    access: 'system:user:frozen',
    summary: '冻结/解冻用户',
    operation: '冻结用户',
    body: z.object({
      ids: idListSchema,
      status: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])),
    }),
  }),
  changePassword: defineRoute({
    method: ['PUT', 'POST'],
    path: '/sys/user/changePassword',
    access: 'system:user:changePassword',
    summary: '重置用户密码',
    operation: '重置用户密码',
    body: z
      .object({
        username: z
          .string()
          .trim()
          .min(1, '请输入用户名')
          .max(USER_LIMITS.username + 46),
        password: passwordSchema,
        confirmpassword: z.string().max(128).optional(),
      })
      .refine((v) => v.confirmpassword === undefined || v.confirmpassword === v.password, {
        message: UserMsg.confirmMismatch,
        path: ['confirmpassword'],
      }),
  }),
  queryUserRole: defineRoute({
    method: 'GET',
    path: '/sys/user/queryUserRole',
    access: 'system:user:list',
    summary: '用户的角色',
    query: z.object({ userid: z.string().min(1, 'userid 不能为空').max(64) }),
    response: z.array(z.string()),
  }),
  userDepartList: defineRoute({
    method: 'GET',
    path: '/sys/user/userDepartList',
    access: 'system:user:list',
    summary: '用户的部门',
    query: z.object({ userId: z.string().min(1, 'userId 不能为空').max(64) }),
    response: z.array(departOptionSchema),
  }),
  queryUserByDepId: defineRoute({
    method: 'GET',
    path: '/sys/user/queryUserByDepId',
    access: 'system:user:list',
    summary: '部门下的用户',
    query: z.object({
      id: z.string().min(1, 'id 不能为空').max(64),
      realname: z.string().max(100).optional(),
    }),
    response: z.array(userRecordSchema),
  }),
  getMultiUser: defineRoute({
    method: 'GET',
    path: '/sys/user/getMultiUser',
    access: 'system:user:list',
    summary: '按账号、姓名或 id 选择用户',
    query: z.object({
      username: z.string().max(100).optional(),
      realname: z.string().max(100).optional(),
      id: idListSchema.optional(),
      pageSize: z.coerce.number().int().min(1).max(1000).default(100),
    }),
    response: z.array(userRecordSchema),
  }),
  queryUserComponentData: defineRoute({
    method: 'GET',
    path: '/sys/user/queryUserComponentData',
    access: 'system:user:list',
    summary: '用户选择组件数据',
    query: pageQuery.extend({
      departId: z.string().max(64).optional(),
      realname: z.string().max(100).optional(),
      username: z.string().max(100).optional(),
      id: idListSchema.optional(),
    }),
    response: pageOf(userRecordSchema),
  }),
  checkOnlyUser: defineRoute({
    method: 'GET',
    path: '/sys/user/checkOnlyUser',
    access: 'system:user:list',
    summary: '校验账号、手机号是否已被本校使用',
    query: z.object({
      username: z.string().max(100).optional(),
      phone: z.string().max(20).optional(),
      id: z.string().max(64).optional(),
    }),
  }),
  /** Members of a department and the departments below it (none given: the caller's departments). */
  departUserList: defineRoute({
    method: 'GET',
    path: '/sys/user/departUserList',
    access: 'system:user:list',
    summary: '部门成员',
    query: pageQuery.extend({
      depId: z.string().max(64).optional(),
      username: z.string().max(100).optional(),
      realname: z.string().max(100).optional(),
    }),
    response: pageOf(userRecordSchema),
  }),
  editSysDepartWithUser: defineRoute({
    method: ['POST', 'PUT'],
    path: '/sys/user/editSysDepartWithUser',
    access: 'system:user:edit',
    summary: '添加部门成员',
    operation: '添加部门成员',
    body: z.object({
      depId: z.string().min(1).max(64),
      userIdList: z.array(z.string().min(1).max(64)).min(1).max(500),
    }),
  }),
  deleteUserInDepart: defineRoute({
    method: 'DELETE',
    path: '/sys/user/deleteUserInDepart',
    access: 'system:user:edit',
    summary: '移出部门',
    operation: '移出部门',
    query: z.object({ depId: z.string().min(1).max(64), userId: z.string().min(1).max(64) }),
  }),
  deleteUserInDepartBatch: defineRoute({
    method: 'DELETE',
    path: '/sys/user/deleteUserInDepartBatch',
    access: 'system:user:edit',
    summary: '批量移出部门',
    operation: '批量移出部门',
    query: z.object({ depId: z.string().min(1).max(64), userIds: idListSchema }),
  }),
  exportXls: defineRoute({
    method: 'GET',
    path: '/sys/user/exportXls',
    access: 'system:user:export',
    summary: '导出用户',
    operation: '导出用户',
    query: z.object({
      username: z.string().max(200).optional(),
      realname: z.string().max(200).optional(),
      phone: z.string().max(200).optional(),
      status: z.string().max(20).optional(),
      selections: idListSchema.optional(),
    }),
  }),
  importExcel: defineRoute({
    method: 'POST',
    path: '/sys/user/importExcel',
    access: 'system:user:import',
    summary: '导入用户',
    operation: '导入用户',
    query: z.object({ dryRun: z.enum(['true', 'false']).optional() }),
    body: z.object({ file: uploadedFileSchema }),
    response: userImportResultSchema,
  }),
} as const;
