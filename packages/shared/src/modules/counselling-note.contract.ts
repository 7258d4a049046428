import { z } from 'zod';
import { abilitiesSchema } from '../api/abilities.ts';
import { defineRoute } from '../api/route.ts';
import { CASE_STATUSES, type CounsellingCaseStatus } from '../counselling/values.ts';
import { defineListRoute } from '../list/define-list-route.ts';
import { filter } from '../list/filters.ts';

export const NOTE_MESSAGES = {
  saved: '咨询记录已保存',
  signed: '咨询记录已签署，不可再修改',
  refused: '咨询记录仅限主责咨询师和中心主任查阅',
  careerRefused: '生涯咨询记录仅限生涯导师、心理中心和学生本人查阅',
  notTreating: '只有主责咨询师可以撰写和签署咨询记录',
  notDue: '咨询完成后才能撰写记录',
  empty: '请先保存咨询记录再签署',
  amendReason: '修订已签署的记录请填写修订原因',
  caseSaved: '个案已更新',
} as const;

export const noteSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  version: z.number(),
  content: z.string(),
  amendReason: z.string().nullable(),
  signedBy: z.string().nullable(),
  signedTime: z.string().nullable(),
  createTime: z.string(),
});
export type CounsellingNote = z.infer<typeof noteSchema>;

/** The steps of a counselling case, in the order the console offers them. */
export const COUNSELLING_CASE_ACTIONS = [
  'plan',
  'refer',
  'supervise',
  'resume',
  'closingReport',
  'close',
  'followUp',
] as const;

export const caseSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  counsellorId: z.string(),
  counsellorName: z.string(),
  status: z.string(),
  plan: z.string().nullable(),
  plannedSessions: z.number().nullable(),
  closingReport: z.string().nullable(),
  sessions: z.number(),
  createTime: z.string(),
  /** The steps the caller may take now (the server's case policy). */
  abilities: abilitiesSchema(COUNSELLING_CASE_ACTIONS),
});
export type CounsellingCase = z.infer<typeof caseSchema>;

const id = z.string().min(1, 'id 不能为空').max(64);

export const caseAction = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('plan'),
      id,
      plan: z.string('请输入咨询计划').trim().min(1, '请输入咨询计划').max(2000, '咨询计划最多 2000 个字符'),
      plannedSessions: z.coerce.number('请输入计划次数').int().min(1, '计划次数至少 1 次').max(50),
    }),
    z.object({ action: z.literal('refer'), id }),
    z.object({ action: z.literal('supervise'), id }),
    z.object({ action: z.literal('resume'), id }),
    z.object({
      action: z.literal('closingReport'),
      id,
      closingReport: z
        .string('请输入结案报告')
        .trim()
        .min(1, '请输入结案报告')
        .max(5000, '结案报告最多 5000 个字符'),
    }),
    z.object({ action: z.literal('close'), id }),
    z.object({ action: z.literal('followUp'), id }),
  ],
  '请选择操作',
);
export type CounsellingCaseAction = z.input<typeof caseAction>;

export const CASE_ACTION_LABELS: Record<CounsellingCaseAction['action'], string> = {
  plan: '制定咨询计划',
  refer: '转介',
  supervise: '提交督导',
  resume: '恢复咨询',
  closingReport: '提交结案报告',
  close: '结案',
  followUp: '转入随访',
};

/** A signed career note as its student reads it on /m. */
export const myCareerNoteSchema = z.object({
  bookingId: z.string(),
  content: z.string(),
  signedBy: z.string().nullable(),
  signedTime: z.string().nullable(),
});
export type MyCareerNote = z.infer<typeof myCareerNoteSchema>;

export const noteRoutes = {
  /** The student's own 生涯咨询 note (its latest signed version), when the school shows career records to students. */
  mine: defineRoute({
    method: 'GET',
    path: '/counselling/my/note',
    access: 'login',
    summary: '我的生涯咨询记录',
    auditRead: true,
    query: z.object({ bookingId: id }),
    response: myCareerNoteSchema.nullable(),
  }),
  versions: defineRoute({
    method: 'GET',
    path: '/counselling/note/versions',
    // Who reads which note is the note policy's, by the booking's kind: a 心理咨询's needs the
    // clinical grant, a 生涯咨询's follows the career visibility (生涯导师 hold no clinical grant).
    access: 'counselling:booking:list',
    // Audited by the handler, refusals included, under the booking and the student.
    summary: '咨询记录（含修订版本）',
    query: z.object({ bookingId: id }),
    response: z.object({ bookingId: z.string(), canWrite: z.boolean(), versions: z.array(noteSchema) }),
  }),
  save: defineRoute({
    method: 'POST',
    path: '/counselling/note/save',
    access: 'counselling:booking:edit',
    summary: '撰写或修订咨询记录',
    operation: '撰写咨询记录',
    body: z.object({
      bookingId: id,
      content: z
        .string('请输入记录内容')
        .trim()
        .min(1, '请输入记录内容')
        .max(20_000, '记录最多 20000 个字符'),
      amendReason: z.string().trim().max(200, '修订原因最多 200 个字符').optional(),
    }),
  }),
  sign: defineRoute({
    method: 'POST',
    path: '/counselling/note/sign',
    access: 'counselling:booking:edit',
    summary: '签署咨询记录',
    operation: '签署咨询记录',
    body: z.object({ bookingId: id }),
  }),
  /** 咨询个案: the cases in the caller's reach, paged, newest first. */
  cases: {
    ...defineListRoute({
      path: '/counselling/case/list',
      access: 'counselling:case:list',
      summary: '咨询个案分页列表',
      record: caseSchema,
      sort: ['createTime'],
      filters: {
        status: filter.text(
          z.enum(Object.keys(CASE_STATUSES) as [CounsellingCaseStatus], '个案状态不正确').optional(),
        ),
        counsellorId: filter.text(z.string().max(64).optional()),
        keyWord: filter.custom(z.string().max(50, '学生姓名或学号最多 50 个字符').optional()),
        createTime: filter.datetime(),
      },
    }),
    auditRead: true as const,
  },
  caseAction: defineRoute({
    method: 'POST',
    path: '/counselling/case/action',
    access: 'counselling:case:edit',
    summary: '个案流转',
    operation: '个案流转',
    body: caseAction,
  }),
};
