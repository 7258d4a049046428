import { z } from 'zod';
import { defineRoute } from '../api/route.ts';
import { defineImportRoute } from '../list/define-import-route.ts';
import { defineListRoute } from '../list/define-list-route.ts';
import { filter } from '../list/filters.ts';
import { maxLength, optionalMobile } from '../validation/rules.ts';
import { permissionTreeSchema } from './role.contract.ts';
import { idListSchema } from './users.contract.ts';

/** JeecgBoot `org_category`: 1 学校/公司, 2 部门, 3 岗位; school structure adds its own (学院, 年级, 班级 …). */
export const ORG_CATEGORY_PATTERN = /^[0-9A-Za-z_]{1,16}$/;

export const DEPART_LIMITS = { departName: 100, departNameEn: 200, abbr: 50, text: 500 } as const;

export const DepartMsg = {
  addOk: '添加成功！',
  editOk: '修改成功!',
  deleteOk: '删除成功!',
  deleteBatchOk: '删除成功!',
  notFound: '未找到对应实体',
  nameRequired: '请输入机构名称',
  parentMissing: '上级部门不存在',
  parentFixed: '不支持修改上级部门：请新建部门后迁移成员',
  hasChildren: '该部门下存在子部门，请先删除子部门',
  hasMembers: '该部门下存在用户，请先移除用户',
  codesExhausted: '同一上级下的部门数量已达上限',
  category: '机构类型格式不正确',
  saved: '保存成功！',
} as const;

const trimmed = (max: number) => z.string().trim().max(max, maxLength(max).message);
const optionalText = (max: number) => trimmed(max).nullish();

const departFields = {
  departName: trimmed(DEPART_LIMITS.departName).min(1, DepartMsg.nameRequired),
  departNameEn: optionalText(DEPART_LIMITS.departNameEn),
  departNameAbbr: optionalText(DEPART_LIMITS.abbr),
  departOrder: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : typeof v === 'string' ? Number(v) : v),
    z.number().int('排序须为整数').min(0, '排序须为自然数').max(1_000_000, '排序过大'),
  ),
  description: optionalText(DEPART_LIMITS.text),
  orgCategory: z
    .preprocess((v) => (v === undefined || v === null || v === '' ? '2' : String(v)), z.string())
    .refine((v) => ORG_CATEGORY_PATTERN.test(v), DepartMsg.category),
  mobile: trimmed(11).refine(optionalMobile.test, optionalMobile.message).nullish(),
  fax: optionalText(30),
  address: optionalText(DEPART_LIMITS.text),
  memo: optionalText(DEPART_LIMITS.text),
  status: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 1 : Number(v)),
    z.union([z.literal(0), z.literal(1)]),
  ),
};

export const departAddSchema = z.object({
  parentId: z.string().max(64).nullish(),
  ...departFields,
});
export type DepartAdd = z.input<typeof departAddSchema>;

export const departEditSchema = z.object({
  id: z.string().min(1, 'id 不能为空').max(64),
  parentId: z.string().max(64).nullish(),
  ...departFields,
});
export type DepartEdit = z.input<typeof departEditSchema>;

/** A department as JeecgBoot's SysDepartTreeModel: the row plus key/value/title and the tree. */
export type DepartNode = {
  id: string;
  key: string;
  value: string;
  title: string;
  parentId: string | null;
  departName: string;
  departNameEn: string | null;
  departNameAbbr: string | null;
  departOrder: number;
  description: string | null;
  orgCategory: string;
  orgType: string;
  orgCode: string;
  mobile: string | null;
  fax: string | null;
  address: string | null;
  memo: string | null;
  status: string;
  delFlag: string;
  isLeaf: boolean;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
  children?: DepartNode[] | undefined;
};

const departNodeBase = z.object({
  id: z.string(),
  key: z.string(),
  value: z.string(),
  title: z.string(),
  parentId: z.string().nullable(),
  departName: z.string(),
  departNameEn: z.string().nullable(),
  departNameAbbr: z.string().nullable(),
  departOrder: z.number(),
  description: z.string().nullable(),
  orgCategory: z.string(),
  orgType: z.string(),
  orgCode: z.string(),
  mobile: z.string().nullable(),
  fax: z.string().nullable(),
  address: z.string().nullable(),
  memo: z.string().nullable(),
  status: z.string(),
  delFlag: z.string(),
  isLeaf: z.boolean(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export const departNodeSchema: z.ZodType<DepartNode> = departNodeBase.extend({
  children: z.lazy(() => z.array(departNodeSchema)).optional(),
});

/** JeecgBoot DepartIdModel: the id tree of the department pickers. */
export type DepartIdNode = {
  key: string;
  value: string;
  title: string;
  isLeaf: boolean;
  children?: DepartIdNode[] | undefined;
};
export const departIdNodeSchema: z.ZodType<DepartIdNode> = z.object({
  key: z.string(),
  value: z.string(),
  title: z.string(),
  isLeaf: z.boolean(),
  children: z.lazy(() => z.array(departIdNodeSchema)).optional(),
});

const idQuery = z.object({ id: z.string().min(1, 'id 不能为空').max(64) });

const departLevelQuery = z.object({
  pid: z.string().max(64).optional(),
  primaryKey: z.string().max(20).optional(),
});

export const departRoutes = {
  /** Every live department (or the ticked ones, `selections`), parents first, each with its parent's code. */
  exportXls: defineRoute({
    method: 'GET',
    path: '/sys/sysDepart/exportXls',
    access: 'system:depart:export',
    summary: '导出部门',
    operation: '导出部门',
    query: z.object({ selections: idListSchema.optional() }),
  }),
  importExcel: defineImportRoute({
    path: '/sys/sysDepart/importExcel',
    access: 'system:depart:import',
    summary: '导入部门',
  }),
  queryTreeList: defineRoute({
    method: 'GET',
    path: '/sys/sysDepart/queryTreeList',
    access: 'system:depart:list',
    summary: '部门树',
    query: z.object({ ids: idListSchema.optional() }),
    response: z.array(departNodeSchema),
  }),
  queryMyDeptTreeList: defineRoute({
    method: 'GET',
    path: '/sys/sysDepart/queryMyDeptTreeList',
    access: 'login',
    staffOnly: true,
    summary: '我的部门及其下级',
    response: z.array(departNodeSchema),
  }),
  searchBy: defineRoute({
    method: 'GET',
    path: '/sys/sysDepart/searchBy',
    access: 'system:depart:list',
    summary: '按名称搜索部门',
    query: z.object({ keyWord: z.string().max(100).default(''), myDeptSearch: z.string().max(2).optional() }),
    response: z.array(departNodeSchema),
  }),
  queryIdTree: defineRoute({
    method: 'GET',
    path: '/sys/sysDepart/queryIdTree',
    access: 'login',
    staffOnly: true,
    summary: '部门 id 树 (选择部门)',
    response: z.array(departIdNodeSchema),
  }),
  queryDepartTreeSync: defineRoute({
    method: 'GET',
    path: '/sys/sysDepart/queryDepartTreeSync',
    access: 'login',
    staffOnly: true,
    summary: '部门树 (逐级加载)',
    query: departLevelQuery,
    response: z.array(departNodeSchema),
  }),
  /**
   * JeecgBoot Vue3 (v3.9.3) 部门管理's tree: departments and their posts level by level. Xinmiao's
   * posts (职务) are not tree nodes, so it is the department level alone.
   */
  queryDepartAndPostTreeSync: defineRoute({
    method: 'GET',
    path: '/sys/sysDepart/queryDepartAndPostTreeSync',
    access: 'login',
    staffOnly: true,
    summary: '部门树 (逐级加载, Vue3)',
    query: departLevelQuery,
    response: z.array(departNodeSchema),
  }),
  /**
   * JeecgBoot Vue3's department pickers and 用户管理 show a department as its path of names
   * (`学校/学院/班级`), by org code or by id; '' when there is none in this school.
   */
  departPathName: defineRoute({
    method: 'GET',
    path: '/sys/sysDepart/getDepartPathNameByOrgCode',
    access: 'login',
    staffOnly: true,
    summary: '部门路径名称',
    query: z.object({ orgCode: z.string().max(64).optional(), depId: z.string().max(64).optional() }),
    response: z.string(),
  }),
  getSchoolList: defineRoute({
    method: ['POST', 'GET'],
    path: '/sys/sysDepart/getSchoolList',
    access: 'login',
    staffOnly: true,
    summary: '学校列表 (机构类型 1)',
    response: z.array(departNodeSchema),
  }),
  queryById: defineRoute({
    method: 'GET',
    path: '/sys/sysDepart/queryById',
    access: 'system:depart:list',
    summary: '部门详情',
    query: idQuery,
    response: departNodeSchema,
  }),
  add: defineRoute({
    method: 'POST',
    path: '/sys/sysDepart/add',
    access: 'system:depart:add',
    summary: '添加部门',
    operation: '添加部门',
    body: departAddSchema,
    response: departNodeSchema,
  }),
  edit: defineRoute({
    method: ['PUT', 'POST'],
    path: '/sys/sysDepart/edit',
    access: 'system:depart:edit',
    summary: '编辑部门',
    operation: '编辑部门',
    body: departEditSchema,
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/sys/sysDepart/delete',
    access: 'system:depart:delete',
    summary: '删除部门',
    operation: '删除部门',
    query: idQuery,
  }),
  deleteBatch: defineRoute({
    method: 'DELETE',
    path: '/sys/sysDepart/deleteBatch',
    access: 'system:depart:delete',
    summary: '批量删除部门',
    operation: '删除部门',
    query: z.object({ ids: idListSchema }),
  }),
} as const;

/** A department role (JeecgBoot SysDepartRole): a role that only applies inside its department. */
export const departRoleSchema = z.object({
  id: z.string(),
  departId: z.string(),
  roleName: z.string(),
  roleCode: z.string(),
  description: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type DepartRole = z.infer<typeof departRoleSchema>;

export const DepartRoleMsg = {
  addOk: '添加成功！',
  editOk: '编辑成功!',
  deleteOk: '删除成功!',
  savedOk: '保存成功！',
  notFound: '未找到对应实体',
  nameRequired: '请输入部门角色名称',
  codeRequired: '请输入部门角色编码',
  codePattern: '部门角色编码只能包含字母、数字和下划线',
  departMissing: '部门不存在',
  userMissing: '用户不是本部门成员',
} as const;

const departRoleFields = {
  roleName: z.string().trim().min(1, DepartRoleMsg.nameRequired).max(100, maxLength(100).message),
  roleCode: z
    .string()
    .trim()
    .min(1, DepartRoleMsg.codeRequired)
    .max(64, maxLength(64).message)
    .regex(/^[A-Za-z0-9_]+$/, DepartRoleMsg.codePattern),
  description: optionalText(DEPART_LIMITS.text),
};

const departRoleIdQuery = z.object({ id: z.string().min(1, 'id 不能为空').max(64) });

export const departRoleRoutes = {
  list: defineListRoute({
    path: '/sys/sysDepartRole/list',
    access: 'system:depart:list',
    summary: '部门角色分页列表',
    record: departRoleSchema,
    sort: ['createTime', 'roleName', 'roleCode'],
    filters: {
      roleName: filter.text(),
      roleCode: filter.text(),
      /** The department whose roles are listed (JeecgBoot sends `deptId`). */
      deptId: filter.custom(),
    },
  }),
  queryById: defineRoute({
    method: 'GET',
    path: '/sys/sysDepartRole/queryById',
    access: 'system:depart:list',
    summary: '部门角色详情',
    query: departRoleIdQuery,
    response: departRoleSchema,
  }),
  add: defineRoute({
    method: 'POST',
    path: '/sys/sysDepartRole/add',
    access: 'system:depart:assign',
    summary: '添加部门角色',
    operation: '添加部门角色',
    body: z.object({ departId: z.string().min(1, DepartRoleMsg.departMissing).max(64), ...departRoleFields }),
  }),
  edit: defineRoute({
    method: ['PUT', 'POST'],
    path: '/sys/sysDepartRole/edit',
    access: 'system:depart:assign',
    summary: '编辑部门角色',
    operation: '编辑部门角色',
    body: z.object({ id: z.string().min(1, 'id 不能为空').max(64), ...departRoleFields }),
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/sys/sysDepartRole/delete',
    access: 'system:depart:assign',
    summary: '删除部门角色',
    operation: '删除部门角色',
    query: departRoleIdQuery,
  }),
  deleteBatch: defineRoute({
    method: 'DELETE',
    path: '/sys/sysDepartRole/deleteBatch',
    access: 'system:depart:assign',
    summary: '批量删除部门角色',
    operation: '删除部门角色',
    query: z.object({ ids: idListSchema }),
  }),
  getDeptRoleList: defineRoute({
    method: 'GET',
    path: '/sys/sysDepartRole/getDeptRoleList',
    access: 'system:depart:list',
    summary: '部门的全部部门角色',
    query: z.object({ departId: z.string().min(1).max(64), userId: z.string().max(64).optional() }),
    response: z.array(departRoleSchema),
  }),
  getDeptRoleByUserId: defineRoute({
    method: 'GET',
    path: '/sys/sysDepartRole/getDeptRoleByUserId',
    access: 'system:depart:list',
    summary: '用户在部门中的部门角色',
    query: z.object({ userId: z.string().min(1).max(64), departId: z.string().max(64).optional() }),
    response: z.array(z.object({ id: z.string(), userId: z.string(), droleId: z.string() })),
  }),
  deptRoleUserAdd: defineRoute({
    method: 'POST',
    path: '/sys/sysDepartRole/deptRoleUserAdd',
    access: 'system:depart:assign',
    summary: '设置用户的部门角色',
    operation: '设置部门角色用户',
    body: z.object({
      userId: z.string().min(1).max(64),
      departId: z.string().min(1).max(64),
      newRoleId: idListSchema.optional().transform((v) => v ?? []),
    }),
  }),
  departUsers: defineRoute({
    method: 'GET',
    path: '/sys/sysDepartRole/roleUsers',
    access: 'system:depart:list',
    summary: '部门角色的用户',
    query: z.object({ roleId: z.string().min(1).max(64) }),
    response: z.array(z.object({ id: z.string(), username: z.string(), realname: z.string() })),
  }),
} as const;

export const DepartPermissionMsg = {
  saved: '保存成功！',
  departMissing: '部门不存在',
  roleMissing: '部门角色不存在',
  outsideDepart: '所选权限超出了该部门的授权范围',
} as const;

const permissionIds = idListSchema.optional().transform((v) => v ?? []);

export const departPermissionRoutes = {
  queryDepartPermission: defineRoute({
    method: 'GET',
    path: '/sys/permission/queryDepartPermission',
    access: 'system:depart:list',
    summary: '部门的授权',
    query: z.object({ departId: z.string().min(1).max(64) }),
    response: z.array(z.string()),
  }),
  saveDepartPermission: defineRoute({
    method: 'POST',
    path: '/sys/permission/saveDepartPermission',
    access: 'system:depart:assign',
    summary: '保存部门授权',
    operation: '保存部门授权',
    body: z.object({
      departId: z.string().min(1).max(64),
      permissionIds,
      lastpermissionIds: z.string().max(20_000).optional(),
    }),
  }),
  queryTreeListForDeptRole: defineRoute({
    method: 'GET',
    path: '/sys/sysDepartPermission/queryTreeListForDeptRole',
    access: 'system:depart:list',
    summary: '部门角色可授权的菜单树',
    query: z.object({ departId: z.string().min(1).max(64) }),
    response: permissionTreeSchema,
  }),
  queryDeptRolePermission: defineRoute({
    method: 'GET',
    path: '/sys/sysDepartPermission/queryDeptRolePermission',
    access: 'system:depart:list',
    summary: '部门角色的授权',
    query: z.object({ roleId: z.string().min(1).max(64) }),
    response: z.array(z.string()),
  }),
  saveDeptRolePermission: defineRoute({
    method: 'POST',
    path: '/sys/sysDepartPermission/saveDeptRolePermission',
    access: 'system:depart:assign',
    summary: '保存部门角色授权',
    operation: '保存部门角色授权',
    body: z.object({
      roleId: z.string().min(1).max(64),
      permissionIds,
      lastpermissionIds: z.string().max(20_000).optional(),
    }),
  }),
} as const;
