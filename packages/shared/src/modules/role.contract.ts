import { z } from 'zod';
import { defineRoute } from '../api/route.ts';
import { DATA_SCOPES, type DataScope } from '../auth/data-scope.ts';
import { defineExportRoute } from '../list/define-export-route.ts';
import { defineImportRoute } from '../list/define-import-route.ts';
import { defineListRoute } from '../list/define-list-route.ts';
import { filter } from '../list/filters.ts';

/** JeecgBoot's wording for the role routes, plus the lockout guard's own. */
export const ROLE_MESSAGES = {
  addOk: '添加成功！',
  editOk: '修改成功!',
  deleteOk: '删除角色成功',
  deleteBatchOk: '删除成功!',
  notFound: '未找到对应数据',
  codeTaken: '角色编码已存在',
  codeFree: '该值可用！',
  saveOk: '保存成功！',
  unknownPermission: '权限不存在或已停用',
  lockout: '不能移除您自己唯一的授权管理权限，否则将无法再管理角色权限',
  noDataRules: '未找到权限配置信息',
  dataRuleSaveOk: '保存成功!',
  grantFirst: '请先保存角色菜单权限!',
  userAddOk: '添加成功!',
  userDeleteOk: '删除成功!',
  userNotMember: '所选用户不属于本校',
} as const;

/**
 * The codes that let an administrator keep managing roles: losing all of them would lock the actor
 * out of 角色管理 for good, so a change that takes the last of them from the actor is refused.
 */
export const ROLE_ADMIN_CODES = ['system:role:assign'] as const;

const dataScope = z.enum(Object.keys(DATA_SCOPES) as [DataScope, ...DataScope[]]);

export const roleSchema = z.object({
  id: z.string(),
  roleName: z.string(),
  roleCode: z.string(),
  description: z.string().nullable(),
  dataScope,
  tenantId: z.number(),
  createBy: z.string().nullable(),
  createTime: z.string(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type Role = z.infer<typeof roleSchema>;

export const roleInput = z.object({
  roleName: z.string().trim().min(1, '请输入角色名称').max(50, '角色名称最多 50 个字符'),
  roleCode: z
    .string()
    .trim()
    .min(1, '请输入角色编码')
    .max(50, '角色编码最多 50 个字符')
    .regex(/^[A-Za-z][A-Za-z0-9_-]*$/, '角色编码只能包含字母、数字、下划线和中划线，并以字母开头'),
  description: z.string().max(200, '描述最多 200 个字符').nullish(),
  dataScope: dataScope.default('all'),
});
export type RoleInput = z.input<typeof roleInput>;

const id = z.string().min(1, 'id 不能为空').max(64);
const idList = z.string().max(20_000);

/** A node of JeecgBoot's permission tree (`TreeModel`). */
export type PermissionTreeNode = {
  key: string;
  title: string;
  value: string;
  slotTitle: string;
  parentId: string | null;
  icon: string | null;
  /** 0 一级菜单, 1 子菜单, 2 按钮. */
  menuType: number;
  isLeaf: boolean;
  ruleFlag: boolean;
  children?: PermissionTreeNode[];
};

export const permissionTreeNodeSchema: z.ZodType<PermissionTreeNode> = z.lazy(() =>
  z.object({
    key: z.string(),
    title: z.string(),
    value: z.string(),
    slotTitle: z.string(),
    parentId: z.string().nullable(),
    icon: z.string().nullable(),
    menuType: z.number(),
    isLeaf: z.boolean(),
    ruleFlag: z.boolean(),
    children: z.array(permissionTreeNodeSchema).optional(),
  }),
);

export const permissionTreeSchema = z.object({
  treeList: z.array(permissionTreeNodeSchema),
  ids: z.array(z.string()),
});

export const dataRuleSchema = z.object({
  id: z.string(),
  permissionId: z.string(),
  ruleName: z.string(),
  ruleColumn: z.string(),
  ruleConditions: z.string(),
  ruleValue: z.string(),
  status: z.string(),
  createBy: z.string().nullable(),
  createTime: z.string(),
});
export type DataRuleRecord = z.infer<typeof dataRuleSchema>;

export const roleUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  realname: z.string(),
  phone: z.string().nullable(),
  status: z.number(),
});
export type RoleUser = z.infer<typeof roleUserSchema>;

const roleList = defineListRoute({
  path: '/sys/role/list',
  access: 'system:role:list',
  summary: '角色分页列表',
  record: roleSchema,
  // Vue3's 角色管理 sorts by `id` (ids grow with creation time).
  sort: ['createTime', 'roleName', 'roleCode', 'id'],
  filters: { roleName: filter.text(), roleCode: filter.text() },
  dicts: {},
});

export const roleRoutes = {
  list: roleList,
  exportXls: defineExportRoute(roleList, {
    path: '/sys/role/exportXls',
    access: 'system:role:export',
    summary: '导出角色',
  }),
  importExcel: defineImportRoute({
    path: '/sys/role/importExcel',
    access: 'system:role:import',
    summary: '导入角色',
  }),
  queryall: defineRoute({
    method: 'GET',
    path: '/sys/role/queryall',
    access: 'login',
    staffOnly: true,
    summary: '本校全部角色 (选择角色)',
    response: z.array(roleSchema),
  }),
  queryById: defineRoute({
    method: 'GET',
    path: '/sys/role/queryById',
    access: 'system:role:list',
    summary: '角色详情',
    query: z.object({ id }),
    response: roleSchema,
  }),
  checkRoleCode: defineRoute({
    method: 'GET',
    path: '/sys/role/checkRoleCode',
    access: 'system:role:list',
    summary: '校验角色编码 (本校内唯一)',
    operation: false,
    query: z.object({ roleCode: z.string().trim().min(1, '请输入角色编码').max(50), id: id.optional() }),
  }),
  add: defineRoute({
    method: 'POST',
    path: '/sys/role/add',
    access: 'system:role:add',
    summary: '添加角色',
    operation: '添加角色',
    body: roleInput,
  }),
  edit: defineRoute({
    method: ['PUT', 'POST'],
    path: '/sys/role/edit',
    access: 'system:role:edit',
    summary: '编辑角色',
    operation: '编辑角色',
    body: roleInput.extend({ id }),
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/sys/role/delete',
    access: 'system:role:delete',
    summary: '删除角色',
    operation: '删除角色',
    query: z.object({ id }),
  }),
  deleteBatch: defineRoute({
    method: 'DELETE',
    path: '/sys/role/deleteBatch',
    access: 'system:role:delete',
    summary: '批量删除角色',
    operation: '删除角色',
    query: z.object({ ids: idList.min(1, 'ids 不能为空') }),
  }),
  roleTree: defineRoute({
    method: 'GET',
    path: '/sys/role/queryTreeList',
    access: 'system:role:assign',
    summary: '授权用的权限树',
    response: permissionTreeSchema,
  }),
  permissionTree: defineRoute({
    method: 'GET',
    path: '/sys/permission/queryTreeList',
    access: 'system:role:assign',
    summary: '授权用的权限树',
    response: permissionTreeSchema,
  }),
  queryRolePermission: defineRoute({
    method: 'GET',
    path: '/sys/permission/queryRolePermission',
    access: 'system:role:assign',
    summary: '角色已授权的菜单与按钮',
    query: z.object({ roleId: id }),
    response: z.array(z.string()),
  }),
  saveRolePermission: defineRoute({
    method: 'POST',
    path: '/sys/permission/saveRolePermission',
    access: 'system:role:assign',
    summary: '保存角色授权',
    operation: '角色授权',
    body: z.object({
      roleId: id,
      permissionIds: idList.default(''),
      /** What the client loaded; absent → `permissionIds` is the whole new set. */
      lastpermissionIds: idList.optional(),
    }),
  }),
  dataRules: defineRoute({
    method: 'GET',
    path: '/sys/role/datarule/:permissionId/:roleId',
    access: 'system:role:assign',
    summary: '角色在一个菜单上的数据规则',
    params: z.object({ permissionId: id, roleId: id }),
    response: z.object({ datarule: z.array(dataRuleSchema), drChecked: z.string() }),
  }),
  saveDataRules: defineRoute({
    method: 'POST',
    path: '/sys/role/datarule',
    access: 'system:role:assign',
    summary: '保存角色的数据规则',
    operation: '保存数据规则',
    body: z.object({ permissionId: id, roleId: id, dataRuleIds: idList.default('') }),
  }),
  userList: defineListRoute({
    path: '/sys/user/userRoleList',
    access: 'system:role:list',
    summary: '角色下的用户',
    record: roleUserSchema,
    /** `createTime` is what JeecgBoot's list pages send by default (both consoles). */
    sort: ['username', 'createTime'],
    filters: { roleId: filter.custom(id.optional()), username: filter.custom(), realname: filter.custom() },
    dicts: { status: 'user_status' },
  }),
  addUsers: defineRoute({
    method: 'POST',
    path: '/sys/user/addSysUserRole',
    access: 'system:role:assign',
    summary: '给角色添加用户',
    operation: '角色添加用户',
    body: z.object({ roleId: id, userIdList: z.array(id).min(1, '请选择用户').max(1000) }),
  }),
  deleteUser: defineRoute({
    method: 'DELETE',
    path: '/sys/user/deleteUserRole',
    access: 'system:role:assign',
    summary: '从角色移除用户',
    operation: '角色移除用户',
    query: z.object({ roleId: id, userId: id }),
  }),
  deleteUsers: defineRoute({
    method: 'DELETE',
    path: '/sys/user/deleteUserRoleBatch',
    access: 'system:role:assign',
    summary: '从角色批量移除用户',
    operation: '角色移除用户',
    query: z.object({ roleId: id, userIds: idList.min(1, '请选择用户') }),
  }),
} as const;
