import { z } from 'zod';
import { defineRoute } from '../api/route.ts';
import { defineListRoute } from '../list/define-list-route.ts';
import { filter } from '../list/filters.ts';
import { STAFF_TYPES } from '../school/student-values.ts';
import { optionalMobile, Rules } from '../validation/rules.ts';

export const STAFF_MESSAGES = {
  addOk: '添加成功！',
  editOk: '编辑成功!',
  deleteOk: '删除成功!',
  scopeOk: '负责范围已保存',
  notFound: '未找到对应数据',
  noAccount: '该账号不是本校成员，请先在用户管理中创建账号',
} as const;

const staffType = z.enum(Object.keys(STAFF_TYPES) as [keyof typeof STAFF_TYPES], '请选择类型');

export const staffSchema = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string(),
  workNo: z.string(),
  name: z.string(),
  staffType: z.string(),
  phone: z.string().nullable(),
  /** Names of the classes / colleges this person covers. */
  scope: z.array(z.string()),
  caseloadCount: z.number(),
  createTime: z.string(),
});
export type Staff = z.infer<typeof staffSchema>;

export const staffInput = z.object({
  username: z.string('请输入账号').trim().min(1, '请输入账号').max(50),
  workNo: z
    .string('请输入工号')
    .trim()
    .min(1, '请输入工号')
    .refine((v) => Rules.alnum20.test(v), Rules.alnum20.message),
  name: z.string('请输入姓名').trim().min(1, '请输入姓名').max(50, '姓名最多 50 个字符'),
  staffType,
  phone: z
    .string()
    .trim()
    .optional()
    .refine((v) => optionalMobile.test(v ?? ''), optionalMobile.message)
    .transform((v) => v || undefined),
});
export type StaffInput = z.input<typeof staffInput>;

export const staffScopeSchema = z.object({
  departIds: z.array(z.string()),
  caseload: z.array(z.object({ id: z.string(), studentNo: z.string(), name: z.string() })),
});

const idQuery = z.object({ id: z.string().min(1, 'id 不能为空').max(64) });
const staffFilters = {
  workNo: filter.text(z.string().max(50).optional()),
  name: filter.text(z.string().max(50).optional()),
  staffType: filter.text(staffType.optional()),
  createTime: filter.datetime(),
} as const;

export const staffRoutes = {
  list: defineListRoute({
    path: '/school/staff/list',
    access: 'school:teacher:list',
    summary: '教职工分页列表',
    record: staffSchema,
    sort: ['createTime', 'workNo', 'name'],
    filters: staffFilters,
  }),
  consultants: defineListRoute({
    path: '/school/consultant/list',
    access: 'school:consultant:list',
    summary: '咨询师分页列表',
    record: staffSchema,
    sort: ['createTime', 'workNo', 'name'],
    filters: staffFilters,
  }),
  add: defineRoute({
    method: 'POST',
    path: '/school/staff/add',
    access: 'school:teacher:add',
    summary: '添加教职工',
    operation: '添加教职工',
    body: staffInput,
  }),
  edit: defineRoute({
    method: ['PUT', 'POST'],
    path: '/school/staff/edit',
    access: 'school:teacher:edit',
    summary: '编辑教职工',
    operation: '编辑教职工',
    body: staffInput.omit({ username: true }).extend({ id: z.string().min(1).max(64) }),
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/school/staff/delete',
    access: 'school:teacher:delete',
    summary: '删除教职工',
    operation: '删除教职工',
    query: idQuery,
  }),
  scope: defineRoute({
    method: 'GET',
    path: '/school/staff/scope',
    access: 'school:teacher:list',
    summary: '教职工负责范围',
    query: idQuery,
    response: staffScopeSchema,
  }),
  saveScope: defineRoute({
    method: 'POST',
    path: '/school/staff/scope',
    access: 'school:staff:scope',
    summary: '分配负责范围（班级、院系、咨询个案）',
    operation: '分配负责范围',
    body: z.object({
      id: z.string().min(1).max(64),
      departIds: z.array(z.string().min(1).max(64)).max(500, '最多 500 个班级或院系'),
      studentIds: z.array(z.string().min(1).max(64)).max(5000, '个案最多 5000 名学生').default([]),
    }),
  }),
};
