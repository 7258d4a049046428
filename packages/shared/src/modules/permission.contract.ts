import { z } from 'zod';
import { defineRoute } from '../api/route.ts';
import { DATA_RULE_CONDITIONS, type DataRuleCondition } from '../auth/data-scope.ts';
import { dataRuleSchema } from './role.contract.ts';

/** JeecgBoot's wording for the menu routes, plus the overlay's own refusals (decisions §21). */
export const PERMISSION_MESSAGES = {
  editOk: '修改成功!',
  ruleAddOk: '添加成功!',
  ruleEditOk: '修改成功!',
  ruleDeleteOk: '删除成功!',
  notFound: '未找到对应数据',
  platformOnly: '菜单目录由平台统一维护：学校可修改名称、图标、排序和显示方式，不能新增、删除或改变菜单结构',
  noRuleFields: '该菜单的数据不支持数据规则',
  unknownColumn: '规则字段不在该菜单允许的字段中',
  sqlRules: '不支持自定义SQL规则',
  unknownVariable: '规则值中含有不支持的系统变量',
} as const;

/** One catalogue entry as 菜单管理 lists it (JeecgBoot `SysPermissionTree`), with the school's overlay applied. */
export type PermissionNode = {
  id: string;
  key: string;
  title: string;
  parentId: string | null;
  name: string;
  url: string | null;
  component: string | null;
  componentName: string | null;
  redirect: string | null;
  /** 0 一级菜单, 1 子菜单, 2 按钮. */
  menuType: number;
  perms: string | null;
  permsType: string;
  sortNo: number;
  icon: string | null;
  route: boolean;
  leaf: boolean;
  keepAlive: boolean;
  hidden: boolean;
  alwaysShow: boolean;
  internalOrExternal: boolean;
  status: string;
  ruleFlag: number;
  /** Whether this school changed the entry (name, icon, order or display). */
  overridden: boolean;
  children?: PermissionNode[];
};

export const permissionNodeSchema: z.ZodType<PermissionNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    key: z.string(),
    title: z.string(),
    parentId: z.string().nullable(),
    name: z.string(),
    url: z.string().nullable(),
    component: z.string().nullable(),
    componentName: z.string().nullable(),
    redirect: z.string().nullable(),
    menuType: z.number(),
    perms: z.string().nullable(),
    permsType: z.string(),
    sortNo: z.number(),
    icon: z.string().nullable(),
    route: z.boolean(),
    leaf: z.boolean(),
    keepAlive: z.boolean(),
    hidden: z.boolean(),
    alwaysShow: z.boolean(),
    internalOrExternal: z.boolean(),
    status: z.string(),
    ruleFlag: z.number(),
    overridden: z.boolean(),
    children: z.array(permissionNodeSchema).optional(),
  }),
);

const id = z.string().min(1, 'id 不能为空').max(64);
const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
  .transform((v) => v === true || v === 1 || v === '1');

/**
 * 菜单管理 edit. The school's fields are applied; the structural ones (JeecgBoot clients send the
 * whole entry back) must equal the catalogue's, else the edit is refused.
 */
export const permissionEditInput = z.object({
  id,
  name: z.string().trim().min(1, '请输入菜单名称').max(50, '菜单名称最多 50 个字符'),
  icon: z.string().trim().max(50, '图标名称最多 50 个字符').nullish(),
  sortNo: z.coerce.number().min(-100_000).max(100_000).optional(),
  hidden: flag.optional(),
  keepAlive: flag.optional(),
  alwaysShow: flag.optional(),
  url: z.string().max(500).nullish(),
  component: z.string().max(200).nullish(),
  menuType: z.coerce.number().int().optional(),
  perms: z.string().max(200).nullish(),
  parentId: z.string().max(64).nullish(),
});
export type PermissionEditInput = z.input<typeof permissionEditInput>;

const conditions = Object.keys(DATA_RULE_CONDITIONS) as [DataRuleCondition, ...DataRuleCondition[]];

export const dataRuleInput = z.object({
  permissionId: id,
  ruleName: z.string().trim().min(1, '请输入规则名称').max(50, '规则名称最多 50 个字符'),
  ruleColumn: z
    .string()
    .trim()
    .min(1, '请输入规则字段')
    .max(64, '规则字段最多 64 个字符')
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/, '规则字段只能是字母、数字和下划线'),
  ruleConditions: z.enum(conditions, { error: '请选择有效的条件规则' }),
  ruleValue: z.string().trim().min(1, '请输入规则值').max(200, '规则值最多 200 个字符'),
  status: z.coerce
    .string()
    .pipe(z.enum(['0', '1']))
    .default('1'),
});
export type DataRuleInput = z.input<typeof dataRuleInput>;

export const permissionRoutes = {
  /**
   * Vue3's 菜单管理 asks which menu is everyone's home page, to mark it. The home page is the
   * platform's (`HOME_PATH`), so this is read-only: `updateDefIndex` is not offered.
   */
  defaultIndex: defineRoute({
    method: 'GET',
    path: '/sys/sysRoleIndex/queryDefIndex',
    access: 'login',
    summary: '默认首页 (Vue3 菜单管理)',
    response: z.object({ url: z.string(), component: z.string(), route: z.boolean() }),
  }),
  list: defineRoute({
    method: 'GET',
    path: '/sys/permission/list',
    access: 'system:permission:list',
    summary: '菜单树 (含本校的修改)',
    // The whole tree, unfiltered: an advanced query is refused rather than silently ignored.
    query: z.object({ superQueryParams: z.never({ error: '参数不正确' }).optional() }),
    response: z.array(permissionNodeSchema),
  }),
  /** Vue2's 菜单管理 loads the tree level by level: the top-level menus first (no children)… */
  systemMenuList: defineRoute({
    method: 'GET',
    path: '/sys/permission/getSystemMenuList',
    access: 'system:permission:list',
    summary: '一级菜单 (不含下级)',
    response: z.array(permissionNodeSchema),
  }),
  /** …then the children of one entry… */
  systemSubmenu: defineRoute({
    method: 'GET',
    path: '/sys/permission/getSystemSubmenu',
    access: 'system:permission:list',
    summary: '某菜单的下级 (不含再下级)',
    query: z.object({ parentId: id }),
    response: z.array(permissionNodeSchema),
  }),
  /** …or of every expanded entry at once, by parent id. */
  systemSubmenuBatch: defineRoute({
    method: 'GET',
    path: '/sys/permission/getSystemSubmenuBatch',
    access: 'system:permission:list',
    summary: '多个菜单的下级, 按上级 id 分组',
    query: z.object({ parentIds: z.string().min(1, 'parentIds 不能为空').max(20_000) }),
    response: z.record(z.string(), z.array(permissionNodeSchema)),
  }),
  ruleFields: defineRoute({
    method: 'GET',
    path: '/sys/permission/ruleFields',
    access: 'system:permission:list',
    summary: '菜单可用的数据规则字段',
    query: z.object({ permissionId: id }),
    response: z.array(z.string()),
  }),
  add: defineRoute({
    method: 'POST',
    path: '/sys/permission/add',
    access: 'system:permission:add',
    summary: '新增菜单 (由平台维护, 学校不可新增)',
    operation: '新增菜单',
    body: z.record(z.string(), z.unknown()),
  }),
  edit: defineRoute({
    method: ['PUT', 'POST'],
    path: '/sys/permission/edit',
    access: 'system:permission:edit',
    summary: '修改本校的菜单名称、图标、排序与显示',
    operation: '编辑菜单',
    body: permissionEditInput,
  }),
  reset: defineRoute({
    method: ['PUT', 'POST'],
    path: '/sys/permission/reset',
    access: 'system:permission:edit',
    summary: '恢复菜单为平台默认',
    operation: '恢复菜单默认',
    query: z.object({ id }),
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/sys/permission/delete',
    access: 'system:permission:delete',
    summary: '删除菜单 (由平台维护, 学校不可删除)',
    operation: '删除菜单',
    query: z.object({ id: id.optional() }),
  }),
  deleteBatch: defineRoute({
    method: 'DELETE',
    path: '/sys/permission/deleteBatch',
    access: 'system:permission:delete',
    summary: '批量删除菜单 (由平台维护, 学校不可删除)',
    operation: '删除菜单',
    query: z.object({ ids: z.string().max(20_000).optional() }),
  }),
  rules: defineRoute({
    method: 'GET',
    path: '/sys/permission/getPermRuleListByPermId',
    access: 'system:permission:list',
    summary: '菜单的数据规则',
    query: z.object({ permissionId: id }),
    response: z.array(dataRuleSchema),
  }),
  /** The data-rule list of JeecgBoot's menu pages (both consoles), with its optional filters. */
  queryRules: defineRoute({
    method: 'GET',
    path: '/sys/permission/queryPermissionRule',
    access: 'system:permission:list',
    summary: '菜单的数据规则 (可按名称、值筛选)',
    query: z.object({
      permissionId: id,
      ruleName: z.string().max(50).optional(),
      ruleValue: z.string().max(200).optional(),
    }),
    response: z.array(dataRuleSchema),
  }),
  addRule: defineRoute({
    method: 'POST',
    path: '/sys/permission/addPermissionRule',
    access: 'system:permission:edit',
    summary: '添加数据规则',
    operation: '添加数据规则',
    body: dataRuleInput,
  }),
  editRule: defineRoute({
    method: ['PUT', 'POST'],
    path: '/sys/permission/editPermissionRule',
    access: 'system:permission:edit',
    summary: '修改数据规则',
    operation: '修改数据规则',
    body: dataRuleInput.extend({ id }),
  }),
  deleteRule: defineRoute({
    method: 'DELETE',
    path: '/sys/permission/deletePermissionRule',
    access: 'system:permission:edit',
    summary: '删除数据规则',
    operation: '删除数据规则',
    query: z.object({ id }),
  }),
} as const;
