import { z } from 'zod';
import { abilitiesSchema } from '../api/abilities.ts';
import { defineRoute } from '../api/route.ts';
import {
  CASE_ACTIONS,
  CASE_LEVEL_DICT,
  CASE_STATUS,
  type CaseLevel,
  type LevelTable,
} from '../crisis/case-flow.ts';
import { defineListRoute } from '../list/define-list-route.ts';
import { filter } from '../list/filters.ts';

export const CRISIS_MESSAGES = {
  notFound: '未找到该预警个案或无权查看',
  detailRefused: '您只能查看该学生的关注提示卡，个案详情仅限心理中心和所在学院辅导员查看',
  reported: '已报送，心理中心将尽快研判',
  done: '操作成功',
  breakGlassOk: '已开启紧急查看（2 小时内有效），本次查看将通报心理中心',
} as const;

const id = z.string('请选择个案').min(1, '请选择个案').max(64);
const reason = z.string().trim().max(1000, '原因最多 1000 个字符');
const level = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], '请选择预警等级');
const attachments = z.array(z.string().max(500)).max(20, '附件最多 20 个').default([]);

const personSchema = z.object({ id: z.string(), name: z.string() });

export const crisisCaseSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  studentNo: z.string(),
  studentName: z.string(),
  className: z.string(),
  caseStatus: z.string(),
  level: z.number().nullable(),
  suggestedLevel: z.number(),
  source: z.string(),
  summary: z.string(),
  counsellorId: z.string().nullable(),
  therapistId: z.string().nullable(),
  dueAt: z.string().nullable(),
  overdue: z.boolean(),
  createTime: z.string(),
});
export type CrisisCase = z.infer<typeof crisisCaseSchema>;

export const crisisEventSchema = z.object({
  id: z.string(),
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  actor: z.string().nullable(),
  reason: z.string().nullable(),
  attachments: z.array(z.string()),
  data: z.record(z.string(), z.unknown()),
  createTime: z.string(),
});

export const crisisSignalSchema = z.object({
  id: z.string(),
  source: z.string(),
  level: z.number(),
  summary: z.string(),
  createTime: z.string(),
});

export const crisisInterviewSchema = z.object({
  id: z.string(),
  caseId: z.string(),
  studentName: z.string(),
  interviewer: z.string(),
  scheduledAt: z.string(),
  dueAt: z.string(),
  interviewStatus: z.string(),
  outcome: z.string().nullable(),
  riskLevel: z.number().nullable(),
  nextStep: z.string().nullable(),
  /** Counselling notes; null unless the reader is in the case's compartment. */
  privateNotes: z.string().nullable(),
  overdue: z.boolean(),
});
export type CrisisInterview = z.infer<typeof crisisInterviewSchema>;

export const crisisFollowupSchema = z.object({
  id: z.string(),
  caseId: z.string(),
  studentName: z.string(),
  kind: z.string(),
  scaleCode: z.string().nullable(),
  dueAt: z.string(),
  doneAt: z.string().nullable(),
  content: z.string().nullable(),
  overdue: z.boolean(),
});
export type CrisisFollowup = z.infer<typeof crisisFollowupSchema>;

/** What a class teacher sees: that a student needs care and what to do, never the case itself. */
export const crisisActionCardSchema = z.object({
  id: z.string(),
  studentName: z.string(),
  className: z.string(),
  levelLabel: z.string(),
  color: z.string(),
  advice: z.string(),
});
export type CrisisActionCard = z.infer<typeof crisisActionCardSchema>;

/** Work added to a case: 安排约谈, 添加记录, and counselling notes (the full compartment only). */
export const CRISIS_CASE_WORK = ['scheduleInterview', 'addRecord', 'writeNotes'] as const;

export const crisisCaseDetailSchema = crisisCaseSchema.extend({
  /** full: treating counsellor, centre, break-glass; college: 辅导员 (no counselling notes). */
  compartment: z.enum(['full', 'college']),
  signals: z.array(crisisSignalSchema),
  events: z.array(crisisEventSchema),
  interviews: z.array(crisisInterviewSchema),
  followups: z.array(crisisFollowupSchema),
  /** Real names of the people the case mentions (assignees, event actors), by user id. */
  names: z.record(z.string(), z.string()),
  /** The steps this user may take now. */
  actions: z.array(z.enum(CASE_ACTIONS as [string, ...string[]])),
  /** The work this user may add to the case now (the server's compartment policy). */
  abilities: abilitiesSchema(CRISIS_CASE_WORK),
});
export type CrisisCaseDetail = z.infer<typeof crisisCaseDetailSchema>;

export const breakGlassSchema = z.object({
  id: z.string(),
  caseId: z.string(),
  username: z.string(),
  reason: z.string(),
  expiresAt: z.string(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createTime: z.string(),
});
export type BreakGlass = z.infer<typeof breakGlassSchema>;

export const RECORD_KINDS = {
  plan: '干预方案',
  safety_plan: '安全计划',
  home_school: '家校沟通',
  referral: '转介就医（绿色通道）',
  counselling_note: '咨询记录',
} as const;

export type RecordKind = keyof typeof RECORD_KINDS;

/** One intervention record (a typed case event) as the 干预记录 list shows it. */
export const interventionRecordSchema = z.object({
  id: z.string(),
  caseId: z.string(),
  kind: z.string(),
  content: z.string(),
  attachments: z.array(z.string()),
  studentName: z.string(),
  className: z.string(),
  caseStatus: z.string(),
  actorName: z.string(),
  createTime: z.string(),
});
export type InterventionRecord = z.infer<typeof interventionRecordSchema>;

export const SIGNAL_SOURCE_LABELS: Readonly<Record<string, string>> = {
  screening: '心理筛查',
  item_alert: '题目预警',
  network_report: '四级网络报送',
  counsellor: '辅导员报送',
  appointment: '咨询预约',
  parent: '家长告知',
  hospital: '医院告知',
  ai_chat: 'AI 助手',
  mood_diary: '心情日记',
  manual: '手工录入',
};

export const CASE_EVENT_LABELS: Readonly<Record<string, string>> = {
  report: '新预警',
  signal: '新线索并入',
  record: '干预记录',
  interview_scheduled: '安排约谈',
  interview: '约谈记录',
  followup: '回访记录',
};

export const REPORTER_ROLES = {
  dorm_head: '宿舍长',
  psych_member: '心理委员',
  class_teacher: '班主任',
  counsellor: '辅导员',
  parent: '家长',
  hospital: '医院',
} as const;

export const monthlyRowSchema = z.object({
  /** A college, or 全校 for the school's total. */
  unit: z.string(),
  newCases: z.number(),
  level3: z.number(),
  level2: z.number(),
  level1: z.number(),
  attention: z.number(),
  dismissed: z.number(),
  released: z.number(),
  interviews: z.number(),
  followups: z.number(),
  /** Open now, and of those past their step's time limit. */
  open: z.number(),
  overdue: z.number(),
});
export type MonthlyRow = z.infer<typeof monthlyRowSchema>;

type MonthlyColumn = { key: keyof MonthlyRow } & ({ title: string } | { level: CaseLevel });

const MONTHLY_COLUMNS: readonly MonthlyColumn[] = [
  { key: 'unit', title: '院系' },
  { key: 'newCases', title: '新增预警' },
  { key: 'level3', level: 3 },
  { key: 'level2', level: 2 },
  { key: 'level1', level: 1 },
  { key: 'attention', level: 0 },
  { key: 'dismissed', title: '排除' },
  { key: 'released', title: '解除' },
  { key: 'interviews', title: '完成约谈' },
  { key: 'followups', title: '完成回访' },
  { key: 'open', title: '在案' },
  { key: 'overdue', title: '超时' },
];

/** 月报 columns, the level columns named as the school names its levels (数据字典 预警等级). */
export const monthlyColumns = (levels: LevelTable) =>
  MONTHLY_COLUMNS.map((c) => ({ key: c.key, title: 'level' in c ? levels[c.level].label : c.title }));

const monthQuery = z.object({
  month: z.string('请选择月份').regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式应为 2026-11'),
});

const pageQuery = z.object({ caseId: z.string().max(64).optional() });

export const crisisRoutes = {
  list: {
    ...defineListRoute({
      path: '/crisis/case/list',
      access: 'crisis:case:detail',
      summary: '预警研判与个案列表（按负责范围）',
      record: crisisCaseSchema,
      sort: ['dueAt', 'createTime', 'suggestedLevel'],
      filters: {
        caseStatus: filter.text(z.enum(Object.keys(CASE_STATUS) as [keyof typeof CASE_STATUS]).optional()),
        level: filter.number(),
        source: filter.text(z.string().max(30).optional()),
        createTime: filter.datetime(),
      },
      dicts: { level: CASE_LEVEL_DICT, suggestedLevel: CASE_LEVEL_DICT },
    }),
    auditRead: true as const,
  },
  cards: defineRoute({
    method: 'GET',
    path: '/crisis/case/cards',
    access: 'crisis:warning:list',
    summary: '需关注学生提示卡（班主任）',
    response: z.array(crisisActionCardSchema),
    auditRead: true,
  }),
  queryById: defineRoute({
    method: 'GET',
    path: '/crisis/case/queryById',
    access: 'crisis:warning:list',
    summary: '预警个案详情（隔离区，读取留痕）',
    query: z.object({ id }),
    response: crisisCaseDetailSchema,
    auditRead: true,
  }),
  transition: defineRoute({
    method: 'POST',
    path: '/crisis/case/transition',
    access: 'crisis:warning:list',
    summary: '个案流转（确认、排除、分派、干预、回访、升降级、休学、移交、解除、归档）',
    operation: '预警个案流转',
    body: z.object({
      id,
      action: z.enum(CASE_ACTIONS as [string, ...string[]], '请选择操作'),
      reason: reason.optional(),
      level: level.optional(),
      counsellorId: z.string().max(64).optional(),
      therapistId: z.string().max(64).optional(),
      attachments,
    }),
  }),
  assignees: defineRoute({
    method: 'GET',
    path: '/crisis/case/assignees',
    access: 'crisis:warning:assign',
    summary: '可分派的辅导员和咨询师',
    response: z.object({
      counsellors: z.array(personSchema),
      therapists: z.array(personSchema),
    }),
  }),
  report: defineRoute({
    method: 'POST',
    path: '/crisis/case/report',
    access: 'crisis:warning:report',
    summary: '四级网络报送心理危机线索',
    operation: '报送心理危机线索',
    body: z.object({
      studentId: z.string('请选择学生').min(1, '请选择学生').max(64),
      reporterRole: z.enum(Object.keys(REPORTER_ROLES) as [keyof typeof REPORTER_ROLES], '请选择报送人身份'),
      level: z.union([z.literal(1), z.literal(2), z.literal(3)], '请选择紧急程度'),
      summary: z
        .string('请描述情况')
        .trim()
        .min(5, '请至少用 5 个字描述情况')
        .max(1000, '描述最多 1000 个字符'),
    }),
  }),
  addRecord: defineRoute({
    method: 'POST',
    path: '/crisis/case/addRecord',
    access: 'crisis:intervention:add',
    summary: '记录干预方案、安全计划、家校沟通、转介就医或咨询记录',
    operation: '添加干预记录',
    body: z.object({
      id,
      kind: z.enum(Object.keys(RECORD_KINDS) as [keyof typeof RECORD_KINDS], '请选择记录类型'),
      content: z.string('请填写内容').trim().min(1, '请填写内容').max(4000, '内容最多 4000 个字符'),
      attachments,
    }),
  }),
  interventions: {
    ...defineListRoute({
      path: '/crisis/intervention/list',
      access: 'crisis:intervention:list',
      summary: '干预记录（安全计划、家校沟通、转介就医、咨询记录，按负责范围和查看权限）',
      record: interventionRecordSchema,
      sort: ['createTime'],
      filters: {
        kind: filter.custom(z.enum(Object.keys(RECORD_KINDS) as [RecordKind], '记录类型不正确').optional()),
        collegeId: filter.custom(z.string().max(64).optional()),
        createTime: filter.datetime(),
      },
    }),
    auditRead: true as const,
  },
  interventionColleges: defineRoute({
    method: 'GET',
    path: '/crisis/intervention/colleges',
    access: 'crisis:intervention:list',
    summary: '干预记录的院系筛选项',
    response: z.array(z.object({ id: z.string(), name: z.string() })),
  }),
  breakGlass: defineRoute({
    method: 'POST',
    path: '/crisis/case/breakGlass',
    access: 'crisis:case:breakGlass',
    summary: '紧急查看个案（须填写理由，留痕并通报）',
    operation: '紧急查看个案',
    body: z.object({
      id,
      reason: z
        .string('请填写紧急查看的理由')
        .trim()
        .min(5, '请至少用 5 个字说明理由')
        .max(500, '理由最多 500 个字符'),
    }),
  }),
  breakGlassList: defineRoute({
    method: 'GET',
    path: '/crisis/breakGlass/grants',
    access: 'crisis:case:notes',
    summary: '紧急查看记录（待复核在前）',
    response: z.array(breakGlassSchema),
  }),
  breakGlassReview: defineRoute({
    method: 'POST',
    path: '/crisis/breakGlass/review',
    access: 'crisis:case:notes',
    summary: '复核紧急查看',
    operation: '复核紧急查看',
    body: z.object({ id: z.string('请选择记录').min(1, '请选择记录').max(64) }),
  }),
  scheduleInterview: defineRoute({
    method: 'POST',
    path: '/crisis/interview/add',
    access: 'crisis:interview:add',
    summary: '安排约谈',
    operation: '安排约谈',
    body: z.object({ caseId: id, scheduledAt: z.iso.datetime({ offset: true, error: '请选择约谈时间' }) }),
  }),
  recordInterview: defineRoute({
    method: 'POST',
    path: '/crisis/interview/record',
    access: 'crisis:interview:edit',
    summary: '填写约谈记录',
    operation: '填写约谈记录',
    body: z.object({
      id: z.string('请选择约谈').min(1, '请选择约谈').max(64),
      outcome: z
        .string('请填写约谈情况')
        .trim()
        .min(1, '请填写约谈情况')
        .max(2000, '约谈情况最多 2000 个字符'),
      riskLevel: level,
      nextStep: z
        .string('请填写下一步安排')
        .trim()
        .min(1, '请填写下一步安排')
        .max(1000, '下一步安排最多 1000 个字符'),
      privateNotes: z.string().trim().max(4000, '咨询记录最多 4000 个字符').optional(),
    }),
  }),
  interviews: defineRoute({
    method: 'GET',
    path: '/crisis/interview/records',
    access: 'crisis:interview:list',
    summary: '约谈记录（按负责范围，含逾期）',
    query: pageQuery,
    response: z.array(crisisInterviewSchema),
    auditRead: true,
  }),
  recordFollowup: defineRoute({
    method: 'POST',
    path: '/crisis/followup/record',
    access: 'crisis:followup:add',
    summary: '填写回访记录（下一次回访按等级自动安排）',
    operation: '填写回访记录',
    body: z.object({
      id: z.string('请选择回访').min(1, '请选择回访').max(64),
      content: z
        .string('请填写回访情况')
        .trim()
        .min(1, '请填写回访情况')
        .max(2000, '回访情况最多 2000 个字符'),
    }),
  }),
  scheduleRetest: defineRoute({
    method: 'POST',
    path: '/crisis/followup/retest',
    access: 'crisis:followup:add',
    summary: '安排复测（短量表）',
    operation: '安排复测',
    body: z.object({
      caseId: id,
      scaleCode: z.string('请选择量表').trim().min(1, '请选择量表').max(50),
      dueAt: z.iso.datetime({ offset: true, error: '请选择复测截止时间' }),
    }),
  }),
  monthly: defineRoute({
    method: 'GET',
    path: '/crisis/report/monthly',
    access: 'crisis:report:monthly',
    summary: '危机干预月报（按院系和全校，按负责范围）',
    query: monthQuery,
    response: z.array(monthlyRowSchema),
  }),
  monthlyXls: defineRoute({
    method: 'GET',
    path: '/crisis/report/monthlyXls',
    access: 'crisis:report:monthly',
    summary: '导出危机干预月报',
    operation: false,
    query: monthQuery,
  }),
  followups: defineRoute({
    method: 'GET',
    path: '/crisis/followup/plan',
    access: 'crisis:followup:list',
    summary: '回访计划（按负责范围，含逾期）',
    query: pageQuery,
    response: z.array(crisisFollowupSchema),
    auditRead: true,
  }),
};
