import { z } from 'zod';
import { abilitiesSchema } from '../api/abilities.ts';
import { defineRoute } from '../api/route.ts';
import { defineListRoute } from '../list/define-list-route.ts';
import { filter } from '../list/filters.ts';
import { studentFields } from '../school/student-input.ts';
import { STUDENT_STATUS } from '../school/student-values.ts';

export const STUDENT_MESSAGES = {
  addOk: '添加成功！',
  editOk: '编辑成功!',
  deleteOk: '删除成功!',
  transferOk: '转班成功',
  graduateOk: '操作成功',
  accountsOk: '学生账号已生成',
  notFound: '未找到对应数据',
  notAClass: '请选择班级',
  sameClass: '学生已在该班级',
  inHistory: '该学生已有成长档案或转班记录，不能删除，请改为归档',
} as const;

export const STUDENT_ACTIONS = ['edit', 'transfer', 'graduate', 'delete'] as const;

export const studentSchema = z.object({
  id: z.string(),
  studentNo: z.string(),
  name: z.string(),
  sex: z.number().nullable(),
  birthday: z.string().nullable(),
  /** Masked (110***********002X) unless the caller holds `school:student:unmask`. */
  idCard: z.string().nullable(),
  phone: z.string().nullable(),
  classId: z.string(),
  className: z.string(),
  /** College › grade › class, for the list. */
  classPath: z.string(),
  enrolYear: z.number().nullable(),
  studentType: z.string(),
  studentStatus: z.string(),
  guardianName: z.string().nullable(),
  guardianPhone: z.string().nullable(),
  guardianRelation: z.string().nullable(),
  /** The answering-page account (username = 学号), when one was created. */
  username: z.string().nullable(),
  createTime: z.string(),
});
export type Student = z.infer<typeof studentSchema>;

export const studentDetailSchema = studentSchema.extend({ abilities: abilitiesSchema(STUDENT_ACTIONS) });
export type StudentDetail = z.infer<typeof studentDetailSchema>;

export const studentTransferSchema = z.object({
  id: z.string(),
  fromClass: z.string(),
  toClass: z.string(),
  reason: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string(),
});

export const studentReaderSchema = z.object({
  id: z.string(),
  reader: z.string(),
  resource: z.string(),
  ip: z.string().nullable(),
  /** 查看目的, when the reader gave one. */
  purpose: z.string().nullable(),
  createTime: z.string(),
});
export type StudentReader = z.infer<typeof studentReaderSchema>;

const idQuery = z.object({ id: z.string().min(1, 'id 不能为空').max(64) });
const ids = z
  .array(z.string().min(1).max(64), '请选择学生')
  .min(1, '请选择学生')
  .max(5000, '一次最多 5000 名学生');

export const studentListFilters = {
  studentNo: filter.text(z.string().max(50).optional()),
  name: filter.text(z.string().max(50).optional()),
  classId: filter.text(z.string().max(64).optional()),
  studentStatus: filter.text(z.enum(Object.keys(STUDENT_STATUS) as [keyof typeof STUDENT_STATUS]).optional()),
  studentType: filter.text(z.string().max(10).optional()),
  enrolYear: filter.number(),
  createTime: filter.datetime(),
  /** Students anywhere under this department (college, grade or class). */
  departId: filter.custom(z.string().max(64).optional()),
} as const;

/**
 * The printable account slip of new or reset student accounts, one section per class: the initial
 * passwords exist only in it (the server keeps hashes), so it comes with the reply, base64-encoded.
 */
export const accountSlipSchema = z.object({ fileName: z.string(), xlsx: z.string(), pdf: z.string() });
export type AccountSlipFiles = z.infer<typeof accountSlipSchema>;

export const STUDENT_ACCOUNT_MESSAGES = {
  noAccounts: '所选学生都还没有账号，请先生成账号',
  /** Every new student account joins the 学生 role without anyone's approval: it may confer no clinical permission. */
  clinicalStudentRole: (names: string) =>
    `「学生」角色含有临床权限（${names}），新学生账号加入该角色无需第二人审批，因此不能生成账号：请先在角色授权中从「学生」角色移除这些权限`,
} as const;

export const studentRoutes = {
  list: {
    ...defineListRoute({
      path: '/school/student/list',
      access: 'school:student:list',
      summary: '学生分页列表（按负责范围）',
      record: studentDetailSchema,
      sort: ['createTime', 'studentNo', 'name', 'enrolYear'],
      filters: studentListFilters,
    }),
    auditRead: true as const,
  },
  queryById: defineRoute({
    method: 'GET',
    path: '/school/student/queryById',
    access: 'school:student:list',
    summary: '学生详情',
    query: idQuery,
    response: studentDetailSchema,
    auditRead: true,
  }),
  add: defineRoute({
    method: 'POST',
    path: '/school/student/add',
    access: 'school:student:add',
    summary: '添加学生',
    operation: '添加学生',
    body: studentFields,
  }),
  edit: defineRoute({
    method: ['PUT', 'POST'],
    path: '/school/student/edit',
    access: 'school:student:edit',
    summary: '编辑学生',
    operation: '编辑学生',
    body: studentFields.extend({ id: z.string().min(1).max(64) }),
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/school/student/delete',
    access: 'school:student:delete',
    summary: '删除学生',
    operation: '删除学生',
    query: idQuery,
  }),
  transfer: defineRoute({
    method: 'POST',
    path: '/school/student/transfer',
    access: 'school:student:transfer',
    summary: '学生转班（保留转班记录）',
    operation: '学生转班',
    body: z.object({
      ids,
      toClassId: z.string('请选择班级').min(1, '请选择班级').max(64),
      reason: z.string().trim().max(200, '原因最多 200 个字符').optional(),
    }),
  }),
  transfers: defineRoute({
    method: 'GET',
    path: '/school/student/transfers',
    access: 'school:student:list',
    summary: '学生转班记录',
    query: idQuery,
    response: z.array(studentTransferSchema),
  }),
  graduate: defineRoute({
    method: 'POST',
    path: '/school/student/graduate',
    access: 'school:student:graduate',
    summary: '批量毕业或归档',
    operation: '学生毕业或归档',
    body: z.object({ ids, status: z.enum(['3', '5'], '请选择毕业或归档') }),
  }),
  createAccounts: defineRoute({
    method: 'POST',
    path: '/school/student/createAccounts',
    access: 'school:student:account',
    summary: '批量生成学生账号（用户名为学号），返回账号单',
    operation: '生成学生账号',
    body: z.object({ ids }),
    response: z.object({ created: z.number(), existing: z.number(), slip: accountSlipSchema.nullable() }),
  }),
  resetAccounts: defineRoute({
    method: 'POST',
    path: '/school/student/resetAccounts',
    access: 'school:student:account',
    summary: '重置学生账号的初始密码，返回账号单',
    operation: '重置学生密码',
    body: z.object({ ids }),
    response: z.object({ reset: z.number(), slip: accountSlipSchema.nullable() }),
  }),
  readers: defineRoute({
    method: 'GET',
    path: '/school/student/readers',
    access: 'school:student:list',
    summary: '谁查看了该学生的数据',
    query: idQuery,
    response: z.array(studentReaderSchema),
  }),
  myReaders: defineRoute({
    method: 'GET',
    path: '/school/student/myReaders',
    access: 'login',
    summary: '谁查看了我的数据（学生本人）',
    response: z.object({
      /** The signed-in account's student record; null for staff. */
      student: z.object({ studentNo: z.string(), name: z.string() }).nullable(),
      readers: z.array(studentReaderSchema),
    }),
  }),
  exportXls: defineRoute({
    method: 'GET',
    path: '/school/student/exportXls',
    access: 'school:student:export',
    summary: '导出学生（证件号、手机号按权限脱敏）',
    operation: false,
    query: z.object({
      studentNo: z.string().max(50).optional(),
      name: z.string().max(50).optional(),
      departId: z.string().max(64).optional(),
      studentStatus: z.string().max(10).optional(),
    }),
  }),
};
