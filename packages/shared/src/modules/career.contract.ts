import { z } from 'zod';
import { defineRoute } from '../api/route.ts';
import { defineListRoute } from '../list/define-list-route.ts';
import { filter } from '../list/filters.ts';
import { structureNodeSchema } from './school-structure.contract.ts';
import {
  progressSchema,
  remindInput,
  screeningTaskRoutes,
  targetsSchema,
  taskFilters,
  taskInput,
  taskSchema,
  transitionInput,
} from './screening.contract.ts';

export const CAREER_MESSAGES = {
  editOk: '编辑成功!',
  notFound: '未找到该对照项',
  studentNotFound: '未找到该学生',
  closedToStudents: '学校暂未开放生涯报告查看',
  closedToClassStaff: '本校生涯报告仅由全校范围的生涯导师查看',
} as const;

/**
 * Who besides school-wide holders of the career permission (生涯导师) sees career results. By
 * default the student and their 班主任/辅导员 do; a school may narrow it.
 */
export const careerVisibilitySchema = z.object({
  /** The student reads their own career report on /m. */
  student: z.boolean(),
  /** Staff whose data scope is narrower than the school (班主任, 辅导员) read their students' reports. */
  classStaff: z.boolean(),
});
export type CareerVisibility = z.infer<typeof careerVisibilitySchema>;
export const DEFAULT_CAREER_VISIBILITY: CareerVisibility = { student: true, classStaff: true };

/** The six Holland areas in RIASEC order, as the RIASEC scale names them. */
export const HOLLAND_AREAS = {
  R: '现实型',
  I: '研究型',
  A: '艺术型',
  S: '社会型',
  E: '企业型',
  C: '常规型',
} as const;
export type HollandLetter = keyof typeof HOLLAND_AREAS;
export const HOLLAND_LETTERS = Object.keys(HOLLAND_AREAS) as HollandLetter[];

export const hollandMappingSchema = z.object({
  id: z.string(),
  letter: z.enum(HOLLAND_LETTERS as [HollandLetter, ...HollandLetter[]]),
  sortNo: z.number(),
  majorFamilies: z.array(z.string()),
  occupationFamilies: z.array(z.string()),
  description: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type HollandMapping = z.infer<typeof hollandMappingSchema>;

const families = (label: string) =>
  z
    .array(z.string().trim().min(1, `${label}不能为空`).max(50, `${label}每项最多 50 个字符`))
    .max(30, `${label}最多 30 项`);

/** The school edits what an area suggests; the six areas themselves are fixed. */
export const hollandMappingEditInput = z.object({
  id: z.string().min(1, 'id 不能为空').max(64),
  majorFamilies: families('专业大类'),
  occupationFamilies: families('职业大类'),
  description: z.string().trim().max(500, '说明最多 500 个字符').nullish(),
});
export type HollandMappingEditInput = z.input<typeof hollandMappingEditInput>;

/**
 * The latest valid result of one of the school's 生涯问卷 (custom career questionnaires): scores and
 * the wording its definition gives for them (分段), never a warning level — career is not screening.
 */
export const careerQuestionnaireResultSchema = z.object({
  scaleCode: z.string(),
  name: z.string(),
  testedAt: z.string(),
  total: z.number().nullable(),
  /** The total's 分段 label, null when the questionnaire defines none for this score. */
  interpretation: z.string().nullable(),
  /** In the questionnaire's order. */
  dimensions: z.array(
    z.object({ name: z.string(), raw: z.number(), mean: z.number(), interpretation: z.string().nullable() }),
  ),
});
export type CareerQuestionnaireResult = z.infer<typeof careerQuestionnaireResultSchema>;

export const careerReportSchema = z.object({
  // `id` is the student's, so the read audit names the student whose report was read.
  id: z.string(),
  name: z.string(),
  studentNo: z.string(),
  className: z.string(),
  /** Null while the student has no valid RIASEC result. */
  result: z
    .object({
      code: z.string(),
      tie: z.boolean(),
      flat: z.boolean(),
      /** RIASEC order, raw area scores. */
      areas: z.array(z.object({ letter: z.string(), name: z.string(), raw: z.number() })),
      testedAt: z.string(),
      majorFamilies: z.array(z.string()),
      occupationFamilies: z.array(z.string()),
    })
    .nullable(),
  /**
   * One per 生涯问卷 the student has a valid result of, by name. The student's own report leaves out
   * results of surveys that do not let students see their result (学生可查看本人结果).
   */
  questionnaires: z.array(careerQuestionnaireResultSchema),
});
export type CareerReport = z.infer<typeof careerReportSchema>;

const studentQuery = z.object({ studentId: z.string().min(1, '请选择学生').max(64) });

export const careerMappingRoutes = {
  list: defineListRoute({
    path: '/career/mapping/list',
    access: 'career:mapping:list',
    summary: '专业职业对照列表',
    record: hollandMappingSchema,
    sort: ['sortNo'],
    filters: { letter: filter.text() },
  }),
  edit: defineRoute({
    method: ['PUT', 'POST'],
    path: '/career/mapping/edit',
    access: 'career:mapping:edit',
    summary: '编辑专业职业对照',
    operation: '编辑专业职业对照',
    body: hollandMappingEditInput,
  }),
};

export const careerSettingRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/career/setting/get',
    access: 'career:mapping:list',
    summary: '生涯报告可见范围',
    response: careerVisibilitySchema,
  }),
  edit: defineRoute({
    method: ['PUT', 'POST'],
    path: '/career/setting/edit',
    access: 'career:mapping:edit',
    summary: '设置生涯报告可见范围',
    operation: '设置生涯报告可见范围',
    body: careerVisibilitySchema,
  }),
};

export const careerReportRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/career/report/get',
    access: 'career:report:list',
    summary: '学生生涯报告',
    query: studentQuery,
    response: careerReportSchema,
    auditRead: true,
  }),
  mine: defineRoute({
    method: 'GET',
    path: '/career/report/mine',
    access: 'screening:answer',
    summary: '我的生涯报告（学生端）',
    response: careerReportSchema,
    auditRead: true,
  }),
  pdf: defineRoute({
    method: 'GET',
    path: '/career/report/pdf',
    access: 'career:report:export',
    summary: '导出学生生涯报告（PDF）',
    operation: false,
    query: studentQuery,
  }),
  minePdf: defineRoute({
    method: 'GET',
    path: '/career/report/minePdf',
    access: 'screening:answer',
    summary: '导出我的生涯报告（PDF，学生端）',
    operation: false,
  }),
};

// ---- Goals and action plans (生涯目标与行动) ----

/** A goal's state: 进行中, 已完成, 已放弃. */
export const CAREER_GOAL_STATUS = { active: '进行中', done: '已完成', dropped: '已放弃' } as const;
export type CareerGoalStatus = keyof typeof CAREER_GOAL_STATUS;
const GOAL_STATUSES = Object.keys(CAREER_GOAL_STATUS) as [CareerGoalStatus, ...CareerGoalStatus[]];

/** What is written under a goal: a 复盘 (review, the student's or staff's) or a mentor's/辅导员's 点评. */
export const CAREER_NOTE_KINDS = { review: '复盘', comment: '点评' } as const;
export type CareerNoteKind = keyof typeof CAREER_NOTE_KINDS;

export const CAREER_PLAN_MESSAGES = {
  goalNotFound: '未找到该目标',
  addOk: '添加成功！',
  editOk: '编辑成功!',
  deleteOk: '删除成功!',
  noteOk: '提交成功！',
} as const;

const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');

export const careerActionSchema = z.object({
  /** Stable within the goal, so an edit keeps which action is which. */
  id: z.string().min(1).max(64),
  content: z.string('请输入行动').trim().min(1, '请输入行动').max(200, '行动最多 200 个字符'),
  /** Who carries it out: 本人, a teacher's name, 生涯导师… */
  owner: z.string().trim().max(50, '负责人最多 50 个字符').default('本人'),
  dueDate: dateText.nullish(),
  done: z.boolean().default(false),
});
export type CareerAction = z.infer<typeof careerActionSchema>;

const goalFields = {
  title: z.string('请输入目标').trim().min(1, '请输入目标').max(100, '目标最多 100 个字符'),
  description: z.string().trim().max(1000, '说明最多 1000 个字符').nullish(),
  dueDate: dateText.nullish(),
  actions: z.array(careerActionSchema).max(30, '行动最多 30 项').default([]),
};

export const careerGoalAddInput = z.object({
  studentId: z.string().min(1, '请选择学生').max(64),
  ...goalFields,
});
export type CareerGoalAddInput = z.input<typeof careerGoalAddInput>;

export const careerGoalEditInput = z.object({
  id: z.string().min(1, 'id 不能为空').max(64),
  ...goalFields,
  status: z.enum(GOAL_STATUSES, '请选择状态'),
});
export type CareerGoalEditInput = z.input<typeof careerGoalEditInput>;

/** The student's own goal: new without an id, else an edit of one of their own. */
export const careerMyGoalInput = z.object({
  id: z.string().max(64).optional(),
  ...goalFields,
  status: z.enum(GOAL_STATUSES).default('active'),
});
export type CareerMyGoalInput = z.input<typeof careerMyGoalInput>;

export const careerNoteInput = z.object({
  goalId: z.string().min(1, '请选择目标').max(64),
  kind: z.enum(Object.keys(CAREER_NOTE_KINDS) as [CareerNoteKind, ...CareerNoteKind[]], '请选择类型'),
  content: z.string('请输入内容').trim().min(1, '请输入内容').max(2000, '内容最多 2000 个字符'),
});
export type CareerNoteInput = z.input<typeof careerNoteInput>;

export const careerNoteSchema = z.object({
  id: z.string(),
  kind: z.string(),
  content: z.string(),
  authorName: z.string(),
  createTime: z.string(),
});
export type CareerNote = z.infer<typeof careerNoteSchema>;

export const careerGoalRecordSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  studentNo: z.string(),
  studentName: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  dueDate: z.string().nullable(),
  status: z.string(),
  statusText: z.string(),
  actions: z.array(careerActionSchema),
  actionsDone: z.number(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type CareerGoalRecord = z.infer<typeof careerGoalRecordSchema>;

export const careerGoalSchema = careerGoalRecordSchema.extend({
  notes: z.array(careerNoteSchema),
  abilities: z.object({ edit: z.boolean(), delete: z.boolean(), comment: z.boolean() }),
});
export type CareerGoal = z.infer<typeof careerGoalSchema>;

/** One student's goals, newest first. `id` is the student's, so the read audit names the student. */
export const careerPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  studentNo: z.string(),
  goals: z.array(careerGoalSchema),
});
export type CareerPlan = z.infer<typeof careerPlanSchema>;

export const careerPlanRoutes = {
  list: {
    ...defineListRoute({
      path: '/career/plan/list',
      access: 'career:plan:list',
      summary: '生涯目标分页列表',
      record: careerGoalRecordSchema,
      sort: ['createTime', 'dueDate'],
      filters: {
        title: filter.text(),
        status: filter.text(),
        studentNo: filter.custom(),
      },
    }),
    auditRead: true as const,
  },
  student: defineRoute({
    method: 'GET',
    path: '/career/plan/student',
    access: 'career:plan:list',
    summary: '学生的生涯目标与行动',
    query: studentQuery,
    response: careerPlanSchema,
    auditRead: true,
  }),
  add: defineRoute({
    method: 'POST',
    path: '/career/plan/add',
    access: 'career:plan:add',
    summary: '添加生涯目标',
    operation: '添加生涯目标',
    body: careerGoalAddInput,
  }),
  edit: defineRoute({
    method: ['PUT', 'POST'],
    path: '/career/plan/edit',
    access: 'career:plan:edit',
    summary: '编辑生涯目标',
    operation: '编辑生涯目标',
    body: careerGoalEditInput,
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/career/plan/delete',
    access: 'career:plan:delete',
    summary: '删除生涯目标',
    operation: '删除生涯目标',
    query: z.object({ id: z.string().min(1, 'id 不能为空').max(64) }),
  }),
  note: defineRoute({
    method: 'POST',
    path: '/career/plan/note',
    access: 'career:plan:comment',
    summary: '复盘或点评生涯目标',
    operation: '点评生涯目标',
    body: careerNoteInput,
  }),
  mine: defineRoute({
    method: 'GET',
    path: '/career/plan/mine',
    access: 'screening:answer',
    summary: '我的生涯目标（学生端）',
    response: careerPlanSchema,
    auditRead: true,
  }),
  mineSave: defineRoute({
    method: 'POST',
    path: '/career/plan/mineSave',
    access: 'screening:answer',
    summary: '保存我的生涯目标（学生端）',
    operation: '保存我的生涯目标',
    body: careerMyGoalInput,
  }),
  mineReview: defineRoute({
    method: 'POST',
    path: '/career/plan/mineReview',
    access: 'screening:answer',
    summary: '复盘我的生涯目标（学生端）',
    operation: '复盘我的生涯目标',
    body: careerNoteInput.omit({ kind: true }),
  }),
};

/** 生涯调查 (a screening task whose scales are all career scales): the 新建 input names the scales. */
export const careerSurveyInput = taskInput.omit({ packageId: true }).extend({
  scaleCodes: z.array(z.string().min(1).max(32)).min(1, '请选择生涯量表').max(6, '最多选择 6 个生涯量表'),
});
export type CareerSurveyInput = z.input<typeof careerSurveyInput>;

export const careerScaleSchema = z.object({ code: z.string(), name: z.string() });
export type CareerScale = z.infer<typeof careerScaleSchema>;

/** One student's answer of a career survey: the Holland code, read through the career visibility. */
export const careerSurveyResultSchema = z.object({
  /** The student's id: what the read audit records. */
  id: z.string(),
  studentNo: z.string(),
  studentName: z.string(),
  orgCode: z.string(),
  scaleCode: z.string(),
  /** Three letters, or null for an invalid sheet or a scale that is not a Holland profile. */
  hollandCode: z.string().nullable(),
  /**
   * The dimension scores, in the scale's order: what a school's own 生涯问卷 reports (a career
   * result carries no warning level); the band is null for an invalid sheet or without bands.
   */
  dimensions: z.array(
    z.object({ name: z.string(), raw: z.number(), mean: z.number(), band: z.string().nullable() }),
  ),
  valid: z.boolean(),
  createTime: z.string(),
});
export type CareerSurveyResult = z.infer<typeof careerSurveyResultSchema>;

const CAREER_SURVEY_MISSING = '未找到对应的生涯调查';

export const careerSurveyRoutes = {
  list: defineListRoute({
    path: '/career/survey/list',
    access: 'career:survey:list',
    summary: '生涯调查列表',
    record: taskSchema,
    sort: ['createTime', 'startAt', 'name'],
    filters: taskFilters,
  }),
  scales: defineRoute({
    method: 'GET',
    path: '/career/survey/scales',
    access: 'career:survey:add',
    summary: '可用的生涯量表',
    response: z.array(careerScaleSchema),
  }),
  targetTree: defineRoute({
    method: 'GET',
    path: '/career/survey/targetTree',
    access: 'career:survey:list',
    summary: '调查对象架构树（学院、年级、班级）',
    response: z.array(structureNodeSchema),
  }),
  matchCount: defineRoute({
    method: 'POST',
    path: '/career/survey/matchCount',
    access: 'career:survey:list',
    summary: '调查对象人数',
    operation: false,
    body: z.object({ targets: targetsSchema }),
    response: z.object({ count: z.number() }),
  }),
  add: defineRoute({
    method: 'POST',
    path: '/career/survey/add',
    access: 'career:survey:add',
    summary: '新建生涯调查',
    operation: '新建生涯调查',
    body: careerSurveyInput,
    response: z.object({ id: z.string() }),
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/career/survey/delete',
    access: 'career:survey:delete',
    summary: '删除生涯调查（草稿）',
    operation: '删除生涯调查',
    query: z.object({ id: z.string().min(1).max(64) }),
  }),
  publish: defineRoute({
    method: 'POST',
    path: '/career/survey/publish',
    access: 'career:survey:edit',
    summary: '发布生涯调查',
    operation: '发布生涯调查',
    body: z.object({ id: z.string().min(1).max(64) }),
    response: z.object({ assigned: z.number(), taskStatus: z.string() }),
  }),
  transition: defineRoute({
    method: 'POST',
    path: '/career/survey/transition',
    access: 'career:survey:edit',
    summary: '暂停/恢复/结束/补测',
    operation: '变更生涯调查状态',
    body: transitionInput,
    response: z.object({ taskStatus: z.string() }),
  }),
  progress: defineRoute({
    method: 'GET',
    path: '/career/survey/progress',
    access: 'career:survey:list',
    summary: '生涯调查进度（按负责范围）',
    query: z.object({ id: z.string().min(1).max(64) }),
    response: progressSchema,
  }),
  remind: defineRoute({
    method: 'POST',
    path: '/career/survey/remind',
    access: 'career:survey:edit',
    summary: '生涯调查催测',
    operation: '生涯调查催测',
    body: remindInput,
    response: z.object({ units: z.number(), students: z.number(), recipients: z.number() }),
  }),
  /** The students' Holland codes, for readers the career visibility allows (each read audited). */
  results: defineRoute({
    method: 'GET',
    path: '/career/survey/results',
    access: 'career:survey:list',
    summary: '生涯调查结果（霍兰德代码）',
    query: z.object({ id: z.string().min(1).max(64) }),
    response: z.array(careerSurveyResultSchema),
    auditRead: true,
  }),
  /**
   * 作废审核 of career sheets for the career role: the screening queue's shape under the career
   * permission; the result policy keeps mental-health sheets out (decisions §72).
   */
  reviewQueue: {
    ...screeningTaskRoutes.reviewQueue,
    path: '/career/review/queue',
    access: 'career:result:review',
    summary: '无效生涯答卷审核队列',
  },
  review: {
    ...screeningTaskRoutes.review,
    path: '/career/review/decide',
    access: 'career:result:review',
    summary: '审核无效生涯答卷',
    operation: '审核无效生涯答卷',
  },
} as const;

export const CAREER_SURVEY_MESSAGES = {
  notFound: CAREER_SURVEY_MISSING,
  notCareerScale: '生涯调查只能选择生涯量表（霍兰德类型的量表或标记为生涯问卷的自定义量表）',
  resultsClosed: '你没有查看生涯调查结果的权限',
} as const;
