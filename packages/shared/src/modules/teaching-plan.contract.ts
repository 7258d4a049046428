import { z } from 'zod';
import { defineRoute } from '../api/route.ts';
import type { ACTIONS, PermissionCode } from '../auth/permissions.ts';
import { defineListRoute } from '../list/define-list-route.ts';
import { filter } from '../list/filters.ts';
import { STORED_KEY_PATTERN } from './files.contract.ts';

// 教学计划: per grade and semester, the weekly psychology lessons of its classes, and their records.

export const PLAN_MESSAGES = {
  addOk: '添加成功！',
  editOk: '编辑成功!',
  deleteOk: '删除成功!',
  recordOk: '课堂记录已保存',
  notFound: '未找到对应数据',
  notGrade: '请选择年级',
  notClass: '请选择该年级下的班级',
  teacherMissing: '请选择授课教师',
  courseMissing: '所选课程或课时不存在',
} as const;

/** Periods of a school day (第 1–12 节). */
export const PLAN_PERIODS = 12;
/** `学年-学期`: 2025-2026-1 is the autumn semester of the 2025–2026 school year. */
export const SEMESTER_PATTERN = /^(\d{4})-(\d{4})-[12]$/;

/** The conflict message for a teacher or class already in a lesson that period. */
export const planConflictMessage = (who: 'teacher' | 'class', name: string, day: string, period: number) =>
  `${who === 'teacher' ? '教师' : '班级'}「${name}」在 ${day} 第 ${period} 节已有心理课，不能重复安排`;

const id = z.string().min(1, 'id 不能为空').max(64);
const idQuery = z.object({ id });
const semester = z
  .string('请输入学期')
  .trim()
  .regex(SEMESTER_PATTERN, '学期格式为 学年-学期，如 2025-2026-1')
  .refine((s) => {
    const [, from, to] = SEMESTER_PATTERN.exec(s) ?? [];
    return Number(to) === Number(from) + 1;
  }, '学年的两个年份应相邻，如 2025-2026-1');

export const planRecordSchema = z.object({
  id: z.string(),
  title: z.string(),
  gradeId: z.string(),
  gradeName: z.string(),
  semester: z.string(),
  remark: z.string(),
  lessons: z.number(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type PlanRecord = z.infer<typeof planRecordSchema>;

export const planInput = z.object({
  title: z.string('请输入计划名称').trim().min(1, '请输入计划名称').max(100, '计划名称最多 100 个字符'),
  gradeId: z.string(PLAN_MESSAGES.notGrade).min(1, PLAN_MESSAGES.notGrade).max(64),
  semester,
  remark: z.string().trim().max(500, '备注最多 500 个字符').default(''),
});

export const planLessonSchema = z.object({
  id: z.string(),
  planId: z.string(),
  classId: z.string(),
  className: z.string(),
  teacherId: z.string(),
  teacherName: z.string(),
  courseId: z.string().nullable(),
  courseTitle: z.string().nullable(),
  lessonId: z.string().nullable(),
  topic: z.string(),
  lessonDate: z.string(),
  /** Monday 1 … Sunday 7. */
  weekday: z.number(),
  period: z.number(),
  room: z.string(),
  present: z.number().nullable(),
  absent: z.number().nullable(),
  notes: z.string(),
  materials: z.array(z.string()),
  recorded: z.boolean(),
});
export type PlanLesson = z.infer<typeof planLessonSchema>;

const day = z.string('请选择日期').regex(/^\d{4}-\d{2}-\d{2}$/, '请选择日期');

export const planLessonInput = z.object({
  classId: z.string(PLAN_MESSAGES.notClass).min(1, PLAN_MESSAGES.notClass).max(64),
  teacherId: z.string(PLAN_MESSAGES.teacherMissing).min(1, PLAN_MESSAGES.teacherMissing).max(64),
  courseId: z.string().max(64).nullish(),
  lessonId: z.string().max(64).nullish(),
  topic: z.string('请输入课题').trim().min(1, '请输入课题').max(100, '课题最多 100 个字符'),
  lessonDate: day,
  period: z.coerce
    .number('请选择节次')
    .int()
    .min(1, '请选择节次')
    .max(PLAN_PERIODS, `节次为 1–${PLAN_PERIODS}`),
  room: z.string().trim().max(50, '教室最多 50 个字符').default(''),
});

export const planRecordInput = z.object({
  id,
  present: z.coerce.number('请输入出勤人数').int().min(0).max(1000),
  absent: z.coerce.number('请输入缺勤人数').int().min(0).max(1000),
  notes: z.string().trim().max(5000, '课堂记录最多 5000 个字符').default(''),
  materials: z
    .array(z.string().regex(STORED_KEY_PATTERN, '资料文件无效'))
    .max(20, '资料最多 20 个')
    .default([]),
});

const option = z.object({ id: z.string(), name: z.string() });
/** What a plan's forms choose from: grades with their classes, teachers, courses with their lessons. */
export const planOptionsSchema = z.object({
  grades: z.array(option.extend({ classes: z.array(option) })),
  teachers: z.array(option),
  courses: z.array(option.extend({ lessons: z.array(option) })),
});
export type PlanOptions = z.infer<typeof planOptionsSchema>;

const crud = (action: keyof typeof ACTIONS) => `course:plan:${action}` as PermissionCode;

export const planRoutes = {
  list: defineListRoute({
    path: '/course/plan/list',
    access: crud('list'),
    summary: '教学计划分页列表',
    record: planRecordSchema,
    sort: ['createTime', 'semester'],
    filters: { title: filter.text(), semester: filter.text(), gradeId: filter.text() },
  }),
  options: defineRoute({
    method: 'GET',
    path: '/course/plan/options',
    access: crud('list'),
    summary: '教学计划的年级、班级、教师与课程选项',
    response: planOptionsSchema,
  }),
  add: defineRoute({
    method: 'POST',
    path: '/course/plan/add',
    access: crud('add'),
    summary: '添加教学计划',
    operation: '添加教学计划',
    body: planInput,
    response: z.string(),
  }),
  edit: defineRoute({
    method: ['PUT', 'POST'],
    path: '/course/plan/edit',
    access: crud('edit'),
    summary: '编辑教学计划',
    operation: '编辑教学计划',
    body: planInput.extend({ id }),
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/course/plan/delete',
    access: crud('delete'),
    summary: '删除教学计划',
    operation: '删除教学计划',
    query: idQuery,
  }),
  /** A plan's schedule, by date and period (a semester holds at most a few hundred lessons). */
  lessons: defineRoute({
    method: 'GET',
    path: '/course/plan/lesson/all',
    access: crud('list'),
    summary: '教学计划的课表',
    query: idQuery,
    response: z.array(planLessonSchema),
  }),
  lessonAdd: defineRoute({
    method: 'POST',
    path: '/course/plan/lesson/add',
    access: crud('edit'),
    summary: '安排心理课',
    operation: '安排心理课',
    body: planLessonInput.extend({ planId: id }),
    response: z.string(),
  }),
  lessonEdit: defineRoute({
    method: ['PUT', 'POST'],
    path: '/course/plan/lesson/edit',
    access: crud('edit'),
    summary: '修改心理课安排',
    operation: '修改心理课安排',
    body: planLessonInput.extend({ id }),
  }),
  lessonDelete: defineRoute({
    method: 'DELETE',
    path: '/course/plan/lesson/delete',
    access: crud('edit'),
    summary: '删除心理课安排',
    operation: '删除心理课安排',
    query: idQuery,
  }),
  record: defineRoute({
    method: ['PUT', 'POST'],
    path: '/course/plan/lesson/record',
    access: crud('edit'),
    summary: '填写课堂记录（出勤、记录、资料）',
    operation: '填写课堂记录',
    body: planRecordInput,
  }),
  exportXls: defineRoute({
    method: 'GET',
    path: '/course/plan/exportXls',
    access: crud('export'),
    summary: '导出教学计划',
    operation: false,
    query: idQuery,
  }),
};
