import { z } from 'zod';
import { defineRoute } from '../api/route.ts';
import { CASE_LEVEL_DICT } from '../crisis/case-flow.ts';
import { defineListRoute } from '../list/define-list-route.ts';
import { filter } from '../list/filters.ts';
import { REPORT_PAGES } from './reports.contract.ts';
import { structureNodeSchema } from './school-structure.contract.ts';

export const SCREENING_MESSAGES = {
  notFound: '测评任务不存在',
  notDraft: '只有草稿状态的任务可以修改或删除',
  noTargets: '没有符合条件的学生，请调整测评对象',
  windowOrder: '结束时间须晚于开始时间',
  makeupOrder: '补测截止时间须晚于任务结束时间',
  needEnd: '请设置结束时间',
  packageMissing: '测评套餐不存在或已停用',
  noAttempt: '你没有这个测评任务',
  notOpen: '测评未开放或已结束',
  needConsent: '请先阅读并同意知情同意书',
  declined: '你已拒绝参加本次测评',
  submitted: '测评已提交，不能再修改',
  incomplete: '还有题目未作答，请完成后再提交',
  notStudent: '当前账号不是学生账号',
  reviewDone: '该答卷已审核',
  careerSheetReview: '这是生涯答卷，请在生涯调查的作废审核中处理',
  screeningSheetReview: '这是心理测评答卷，请在心理测评的作废审核中处理',
} as const;

/** Task lifecycle (domain reference §3.1); the labels the console shows. */
export const TASK_STATUS = {
  draft: '草稿',
  scheduled: '待开始',
  open: '进行中',
  paused: '已暂停',
  closed: '已结束',
  makeup: '补测中',
} as const;
export type TaskStatus = keyof typeof TASK_STATUS;

export const ATTEMPT_STATUS = {
  assigned: '未开始',
  consented: '已同意',
  declined: '已拒绝',
  in_progress: '作答中',
  submitted: '已提交',
} as const;
export type AttemptStatus = keyof typeof ATTEMPT_STATUS;

export const REVIEW_STATUS = {
  none: '无需审核',
  pending: '待审核',
  valid: '审核有效',
  invalid: '确认作废',
} as const;

const id = z.string().min(1, 'id 不能为空').max(64);
const idQuery = z.object({ id });

const namedScale = z.object({ code: z.string(), name: z.string() });

/**
 * Built-in wording in a task's package, before publish: `unanswerable` scales (their text names
 * constructs; students cannot answer until the school imports its licensed wording, no override) and
 * `needConfirm` clinical scales still in Xinmiao's descriptive wording (publish needs their names).
 */
export const wordingCheckSchema = z.object({
  unanswerable: z.array(namedScale),
  needConfirm: z.array(namedScale),
});
export type WordingCheck = z.infer<typeof wordingCheckSchema>;
const dateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, '时间格式不正确')
  .or(z.literal(''))
  .nullish();

export const targetsSchema = z.object({
  /** College, grade or class departments; students anywhere under them. */
  departIds: z.array(z.string().min(1).max(64)).max(500, '最多选择 500 个部门').default([]),
  enrolYears: z.array(z.number().int().min(1990).max(2100)).max(20).default([]),
  studentTypes: z.array(z.string().min(1).max(10)).max(20).default([]),
  studentStatuses: z.array(z.string().min(1).max(10)).max(20).default([]),
});
export type ScreeningTargets = z.infer<typeof targetsSchema>;

export const taskInput = z.object({
  name: z.string('请输入任务名称').trim().min(1, '请输入任务名称').max(100, '任务名称最多 100 个字符'),
  packageId: z.string('请选择测评套餐').min(1, '请选择测评套餐').max(64),
  startAt: dateTime.describe('开始时间'),
  endAt: dateTime.describe('结束时间'),
  makeupEndAt: dateTime.describe('补测截止时间'),
  targets: targetsSchema.default({ departIds: [], enrolYears: [], studentTypes: [], studentStatuses: [] }),
  consentText: z.string().max(20_000, '知情同意书最长20000个字符').default(''),
  guardianConsent: z.boolean().default(false),
  /** Unset: the package's choice (a student may view when one of its scales lets them). */
  studentCanViewReport: z.boolean().optional(),
});
export type TaskInput = z.input<typeof taskInput>;

export const pinnedScaleSchema = z.object({
  scaleCode: z.string(),
  version: z.string(),
  alias: z.string(),
  studentCanViewReport: z.boolean(),
});
export type PinnedScale = z.infer<typeof pinnedScaleSchema>;

export const taskSchema = z.object({
  id: z.string(),
  name: z.string(),
  taskStatus: z.string(),
  packageId: z.string(),
  packageName: z.string(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  makeupEndAt: z.string().nullable(),
  targets: targetsSchema,
  scales: z.array(pinnedScaleSchema),
  consentText: z.string(),
  guardianConsent: z.boolean(),
  studentCanViewReport: z.boolean(),
  publishedAt: z.string().nullable(),
  assigned: z.number(),
  submitted: z.number(),
  createTime: z.string(),
});
export type ScreeningTask = z.infer<typeof taskSchema>;

const progressCountsSchema = z.object({
  assigned: z.number(),
  /** Consented or answering, not yet submitted. */
  started: z.number(),
  declined: z.number(),
  submitted: z.number(),
  /** Submitted of assigned, in percent with one decimal. */
  rate: z.number(),
});
export type ProgressCounts = z.infer<typeof progressCountsSchema>;

export const progressRowSchema = progressCountsSchema.extend({
  orgCode: z.string(),
  /** The unit this row rolls up into (a class's grade, a grade's college); null at the top. */
  parentCode: z.string().nullable(),
  name: z.string(),
  /** college · grade · class (school_unit kind); null for a department outside the school levels. */
  kind: z.string().nullable(),
  /** College › grade › class. */
  path: z.string(),
});
export type ProgressRow = z.infer<typeof progressRowSchema>;

export const progressSchema = z.object({
  total: progressCountsSchema,
  /** Parents before their children, siblings by org code. */
  rows: z.array(progressRowSchema),
});
export type TaskProgress = z.infer<typeof progressSchema>;

export const resultRowSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  studentNo: z.string(),
  studentName: z.string(),
  orgCode: z.string(),
  scaleCode: z.string(),
  scaleVersion: z.string(),
  total: z.number().nullable(),
  band: z.string().nullable(),
  level: z.number(),
  valid: z.boolean(),
  reviewStatus: z.string(),
  /** Fired rules' descriptions, never raw answers. */
  rules: z.array(z.string()),
  createTime: z.string(),
});
export type ScreeningResultRow = z.infer<typeof resultRowSchema>;

export const taskFilters = {
  name: filter.text(z.string().max(100).optional()),
  taskStatus: filter.text(z.enum(Object.keys(TASK_STATUS) as [TaskStatus]).optional()),
  createTime: filter.datetime(),
} as const;

export const transitionInput = z.object({
  id,
  action: z.enum(['pause', 'resume', 'close', 'makeup']),
  /** Required for `makeup`: when the make-up window ends. */
  makeupEndAt: dateTime,
});

export const remindInput = z.object({
  id,
  /** A college, grade or class of the progress table; without it, every class below `below`. */
  orgCode: z.string().max(64).optional(),
  below: z.number().min(0).max(100).default(80),
});

export const screeningTaskRoutes = {
  list: defineListRoute({
    path: '/screening/task/list',
    access: 'screening:task:list',
    summary: '测评任务列表',
    record: taskSchema,
    sort: ['createTime', 'startAt', 'name'],
    filters: taskFilters,
  }),
  queryById: defineRoute({
    method: 'GET',
    path: '/screening/task/queryById',
    access: 'screening:task:list',
    summary: '测评任务详情',
    query: idQuery,
    response: taskSchema,
  }),
  add: defineRoute({
    method: 'POST',
    path: '/screening/task/add',
    access: 'screening:task:add',
    summary: '新建测评任务',
    operation: '新建测评任务',
    body: taskInput,
    response: z.object({ id: z.string() }),
  }),
  edit: defineRoute({
    method: ['PUT', 'POST'],
    path: '/screening/task/edit',
    access: 'screening:task:edit',
    summary: '编辑测评任务（草稿）',
    operation: '编辑测评任务',
    body: taskInput.extend({ id }),
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/screening/task/delete',
    access: 'screening:task:delete',
    summary: '删除测评任务（草稿）',
    operation: '删除测评任务',
    query: idQuery,
  }),
  matchCount: defineRoute({
    method: 'POST',
    path: '/screening/task/matchCount',
    access: 'screening:task:list',
    summary: '测评对象人数',
    operation: false,
    body: z.object({ targets: targetsSchema }),
    response: z.object({ count: z.number() }),
  }),
  wordingCheck: defineRoute({
    method: 'GET',
    path: '/screening/task/wordingCheck',
    access: 'screening:task:publish',
    summary: '发布前的题目表述检查',
    operation: false,
    query: idQuery,
    response: wordingCheckSchema,
  }),
  publish: defineRoute({
    method: 'POST',
    path: '/screening/task/publish',
    access: 'screening:task:publish',
    summary: '发布测评任务',
    operation: '发布测评任务',
    body: idQuery.extend({
      /** Codes of the `needConfirm` scales the admin confirmed by name: built-in wording is intended. */
      confirmBuiltinWording: z.array(z.string().max(32)).max(50).default([]),
    }),
    response: z.object({ assigned: z.number(), taskStatus: z.string() }),
  }),
  transition: defineRoute({
    method: 'POST',
    path: '/screening/task/transition',
    access: 'screening:task:publish',
    summary: '暂停/恢复/结束/补测',
    operation: '变更测评任务状态',
    body: transitionInput,
    response: z.object({ taskStatus: z.string() }),
  }),
  progress: defineRoute({
    method: 'GET',
    path: '/screening/task/progress',
    access: 'screening:task:list',
    summary: '测评进度（学院 › 年级 › 班级，按负责范围）',
    query: idQuery,
    response: progressSchema,
  }),
  remind: defineRoute({
    method: 'POST',
    path: '/screening/task/remind',
    access: 'screening:task:remind',
    summary: '催测',
    operation: '测评催测',
    body: remindInput,
    response: z.object({ units: z.number(), students: z.number(), recipients: z.number() }),
  }),
  targetTree: defineRoute({
    method: 'GET',
    path: '/screening/task/targetTree',
    access: 'screening:task:list',
    summary: '测评对象架构树（学院、年级、班级）',
    response: z.array(structureNodeSchema),
  }),
  results: defineRoute({
    method: 'GET',
    path: '/screening/task/results',
    access: 'screening:result:read',
    summary: '任务测评结果（按负责范围）',
    query: z.object({ id, level: z.coerce.number().int().min(0).max(3).optional() }),
    response: z.array(resultRowSchema),
    auditRead: true,
  }),
  recalc: defineRoute({
    method: 'POST',
    path: '/screening/task/recalc',
    access: 'screening:result:rescore',
    summary: '按固定版本重新计分',
    operation: '重新计分',
    body: idQuery,
    response: z.object({ results: z.number(), changed: z.number() }),
  }),
  /** 作废审核: the sheets the validity rules flagged, paged, newest first. */
  reviewQueue: {
    ...defineListRoute({
      path: '/screening/review/queue',
      access: 'screening:result:review',
      summary: '无效答卷审核队列',
      record: resultRowSchema.extend({ taskName: z.string(), reviewNote: z.string().nullable() }),
      sort: ['createTime'],
      filters: {
        reviewStatus: filter.text(z.enum(['pending', 'valid', 'invalid'], '审核状态不正确').optional()),
        taskId: filter.text(z.string().max(64).optional()),
        keyWord: filter.custom(z.string().max(50, '学生姓名或学号最多 50 个字符').optional()),
      },
    }),
    auditRead: true as const,
  },
  review: defineRoute({
    method: 'POST',
    path: '/screening/review/decide',
    access: 'screening:result:review',
    summary: '审核无效答卷',
    operation: '审核无效答卷',
    body: z.object({
      id,
      decision: z.enum(['valid', 'invalid'], '请选择审核结论'),
      note: z.string().trim().max(500, '审核意见最多 500 个字符').default(''),
    }),
  }),
} as const;

/** One row of 测评结果: a scale's result across tasks, as far as the reader may know it. */
export const resultRecordSchema = z.object({
  id: z.string(),
  taskId: z.string(),
  taskName: z.string(),
  studentId: z.string(),
  studentNo: z.string(),
  studentName: z.string(),
  /** The class the student was in when answering (`学院 / 年级 / 班级`). */
  className: z.string(),
  scaleCode: z.string(),
  scaleName: z.string(),
  /** The standalone report page of the scale (`/<page>?resultId=<id>`). */
  page: z.enum(REPORT_PAGES),
  /** Null for a reader who sees levels only. */
  total: z.number().nullable(),
  level: z.number(),
  /** A career scale's result (read under the career visibility): it carries no warning level. */
  career: z.boolean(),
  valid: z.boolean(),
  reviewStatus: z.enum(Object.keys(REVIEW_STATUS) as [keyof typeof REVIEW_STATUS]),
  /** Fired rules' descriptions (why a sheet is invalid, why a level); empty for level-only readers. */
  rules: z.array(z.string()),
  createTime: z.string(),
});
export type ResultRecord = z.infer<typeof resultRecordSchema>;

const resultList = defineListRoute({
  path: '/screening/result/list',
  access: 'screening:result:list',
  summary: '测评结果列表（按负责范围）',
  record: resultRecordSchema,
  sort: ['createTime', 'level'],
  filters: {
    taskId: filter.text(z.string().max(64).optional()),
    scaleCode: filter.text(z.string().max(32).optional()),
    level: filter.number(),
    reviewStatus: filter.text(z.enum(Object.keys(REVIEW_STATUS) as [keyof typeof REVIEW_STATUS]).optional()),
    /** `1` valid sheets, `0` invalid ones. */
    valid: filter.custom(z.enum(['0', '1']).optional()),
    /** College or class: results of students who answered anywhere under it. */
    collegeId: filter.custom(z.string().max(64).optional()),
    classId: filter.custom(z.string().max(64).optional()),
    /** 姓名 (anywhere) or 学号 (from the start). */
    keyWord: filter.custom(z.string().max(50).optional()),
    createTime: filter.datetime(),
  },
  dicts: { level: CASE_LEVEL_DICT },
});

export const resultOptionsSchema = z.object({
  tasks: z.array(z.object({ id: z.string(), name: z.string() })),
  scales: z.array(z.object({ code: z.string(), name: z.string() })),
  colleges: z.array(z.object({ id: z.string(), name: z.string() })),
  classes: z.array(z.object({ id: z.string(), path: z.string(), collegeId: z.string().nullable() })),
});
export type ResultOptions = z.infer<typeof resultOptionsSchema>;

export const screeningResultRoutes = {
  list: resultList,
  options: defineRoute({
    method: 'GET',
    path: '/screening/result/options',
    access: 'screening:result:list',
    summary: '测评结果筛选项（任务、量表、院系、班级）',
    response: resultOptionsSchema,
  }),
  exportXls: defineRoute({
    method: 'GET',
    path: '/screening/result/exportXls',
    access: 'screening:result:export',
    summary: '导出测评结果',
    operation: '导出测评结果',
    query: resultList.query,
  }),
  rescore: defineRoute({
    method: 'POST',
    path: '/screening/result/rescore',
    access: 'screening:result:rescore',
    summary: '按固定版本重新计分（单份答卷）',
    operation: '重新计分',
    body: idQuery,
    response: z.object({ results: z.number(), changed: z.number() }),
  }),
} as const;

/** One item as the answering page shows it; option positions are 1-based. */
export const answerItemSchema = z.object({
  number: z.number(),
  text: z.string(),
  options: z.array(z.string()),
  optional: z.boolean(),
});

export const answerScaleSchema = z.object({
  scaleCode: z.string(),
  title: z.string(),
  /** The stem the items answer (PHQ-9/GAD-7: 在过去两周里 …), shown with every item; null if none. */
  instruction: z.string().nullable(),
  items: z.array(answerItemSchema),
});

export const myTaskSchema = z.object({
  taskId: z.string(),
  name: z.string(),
  taskStatus: z.string(),
  endAt: z.string().nullable(),
  makeupEndAt: z.string().nullable(),
  attemptStatus: z.string(),
  /** Results the student may open (`/m/report/<id>`) once submitted, when the task allows. */
  reportIds: z.array(z.string()),
});
export type MyTask = z.infer<typeof myTaskSchema>;

export const answersSchema = z.record(
  z.string().max(40),
  z.array(z.number().int().min(1).max(20).nullable()).max(1000),
);
export type Answers = z.infer<typeof answersSchema>;

export const mySheetSchema = myTaskSchema.extend({
  consentText: z.string(),
  guardianConsent: z.boolean(),
  scales: z.array(answerScaleSchema),
  answers: answersSchema,
  revision: z.number(),
});
export type MySheet = z.infer<typeof mySheetSchema>;

const taskIdBody = z.object({ taskId: id });

export const screeningAnswerRoutes = {
  myTasks: defineRoute({
    method: 'GET',
    path: '/screening/my/tasks',
    access: 'screening:answer',
    summary: '我的测评任务（学生）',
    response: z.array(myTaskSchema),
  }),
  sheet: defineRoute({
    method: 'GET',
    path: '/screening/my/sheet',
    access: 'screening:answer',
    summary: '我的答卷（题目与已保存的答案）',
    query: taskIdBody,
    response: mySheetSchema,
  }),
  consent: defineRoute({
    method: 'POST',
    path: '/screening/my/consent',
    access: 'screening:answer',
    summary: '同意或拒绝参加测评',
    operation: false,
    body: taskIdBody.extend({ agree: z.boolean(), guardianAgreed: z.boolean().default(false) }),
    response: z.object({ attemptStatus: z.string() }),
  }),
  save: defineRoute({
    method: 'POST',
    path: '/screening/my/save',
    access: 'screening:answer',
    summary: '自动保存答案',
    operation: false,
    body: taskIdBody.extend({ revision: z.number().int().min(1), answers: answersSchema }),
    response: z.object({ revision: z.number() }),
  }),
  submit: defineRoute({
    method: 'POST',
    path: '/screening/my/submit',
    access: 'screening:answer',
    summary: '提交答卷',
    operation: false,
    body: taskIdBody.extend({
      answers: answersSchema,
      durationSeconds: z
        .number()
        .int()
        .min(0)
        .max(86_400 * 30)
        .optional(),
    }),
    response: z.object({ reportIds: z.array(z.string()) }),
  }),
} as const;
