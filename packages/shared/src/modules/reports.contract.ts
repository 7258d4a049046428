import { z } from 'zod';
import { abilitiesSchema } from '../api/abilities.ts';
import { defineRoute } from '../api/route.ts';
import { CASE_LEVEL_DICT } from '../crisis/case-flow.ts';
import { defineListRoute } from '../list/define-list-route.ts';
import { filter } from '../list/filters.ts';

export const REPORT_MESSAGES = {
  notFound: '未找到该测评报告',
  noScores: '班主任只能查看班级关注提示，不能查看测评分数和答题内容',
  notReleased: '该报告尚未向你开放，请耐心等待心理中心审核',
  notAStudent: '当前账号不是学生账号',
  staleState: '报告状态已被他人修改，请刷新后重试',
  reviewOk: '已审核',
  releaseOk: '已向学生发布报告',
  withholdOk: '已暂缓向学生发布报告',
  taskNotFound: '未找到该测评任务',
  studentMayNotRead: '该测评任务设置为学生不可查看此量表的报告，不能发布给学生',
} as const;

/** The standalone report page of each scale (spec: standalone report pages). */
export const REPORT_PAGES = [
  'sclPage',
  'sdsPage',
  'sasPage',
  'mhtPage',
  'mbtiPage',
  'czpcPage',
  'generalReportPage',
  'currencyPage',
] as const;
export type ReportPage = (typeof REPORT_PAGES)[number];

const PAGE_OF_SCALE: Readonly<Record<string, ReportPage>> = {
  SCL90: 'sclPage',
  SDS: 'sdsPage',
  SAS: 'sasPage',
  MHT: 'mhtPage',
  TYPE16: 'mbtiPage',
  CZPC: 'czpcPage',
  PHQ9: 'generalReportPage',
  GAD7: 'generalReportPage',
  UPI: 'generalReportPage',
};

/** Which standalone page renders a scale's report; custom and unlisted scales use the general one. */
export function reportPageFor(scaleCode: string): ReportPage {
  return PAGE_OF_SCALE[scaleCode] ?? 'currencyPage';
}

/** GENERATED → REVIEWED → RELEASED_TO_STUDENT | WITHHELD (released and withheld may swap). */
export const REPORT_STATES = ['generated', 'reviewed', 'released', 'withheld'] as const;
export type ReportState = (typeof REPORT_STATES)[number];
export const REPORT_STATE_LABELS: Readonly<Record<ReportState, string>> = {
  generated: '已生成',
  reviewed: '已审核',
  released: '已向学生发布',
  withheld: '暂缓发布',
};

const normSchema = z.object({ mean: z.number(), sd: z.number(), z: z.number(), t: z.number() });

export const reportFactorSchema = z.object({
  name: z.string(),
  raw: z.number(),
  mean: z.number(),
  band: z.string().nullable(),
  /** The norm this factor is compared with (the set the result was scored against), when there is one. */
  norm: normSchema.nullable(),
  /** Above the norm by at least one SD, or a band other than the lowest: worth reading. */
  elevated: z.boolean(),
  text: z.string(),
});

export const reportProfileSchema = z.union([
  z.object({
    kind: z.literal('bipolar'),
    axes: z.array(
      z.object({
        factor: z.string(),
        letter: z.string(),
        strength: z.number(),
        clear: z.boolean(),
        text: z.string(),
      }),
    ),
  }),
  z.object({
    kind: z.literal('holland'),
    ranking: z.array(z.object({ letter: z.string(), factor: z.string(), raw: z.number() })),
    flat: z.boolean(),
  }),
]);

export const trendPointSchema = z.object({
  resultId: z.string(),
  taskName: z.string(),
  testedAt: z.string(),
  /** Null for a reader who sees levels only. */
  total: z.number().nullable(),
  /** Null for the student: students read the wording, never the numeric level. */
  level: z.number().nullable(),
});

export const reportViewSchema = z.object({
  resultId: z.string(),
  studentId: z.string(),
  audience: z.enum(['student', 'professional']),
  /** `full`: scores and factors; `level`: the level and suggestion only (辅导员). */
  detail: z.enum(['full', 'level']),
  page: z.enum(REPORT_PAGES),
  student: z.object({ name: z.string(), studentNo: z.string(), className: z.string() }),
  task: z.object({ id: z.string(), name: z.string() }),
  scale: z.object({ code: z.string(), name: z.string(), version: z.string() }),
  testedAt: z.string(),
  valid: z.boolean(),
  state: z.enum(REPORT_STATES),
  /** A career scale's result: a career record, read under the career visibility, with no level. */
  career: z.boolean(),
  /** Null for the student (`audience: 'student'`) and for a career result. */
  level: z.number().nullable(),
  levelLabel: z.string(),
  band: z.string().nullable(),
  total: z.number().nullable(),
  standard: z.number().nullable(),
  mean: z.number().nullable(),
  positiveCount: z.number().nullable(),
  normName: z.string().nullable(),
  factors: z.array(reportFactorSchema),
  profile: reportProfileSchema.nullable(),
  type: z.string().nullable(),
  /** Rules that fired (professional reading only). */
  rules: z.array(z.string()),
  summary: z.string(),
  suggestion: z.string(),
  trend: z.array(trendPointSchema),
});
export type ReportView = z.infer<typeof reportViewSchema>;

/** What the centre does to a report: 审核, 发布给学生, 暂缓. */
export const REPORT_ACTIONS = ['review', 'release', 'withhold'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const reportListRecordSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  studentNo: z.string(),
  taskName: z.string(),
  scaleCode: z.string(),
  scaleName: z.string(),
  page: z.enum(REPORT_PAGES),
  /** Null for a reader who sees levels only. */
  total: z.number().nullable(),
  level: z.number(),
  /** A career scale's result (read under the career visibility): it carries no warning level. */
  career: z.boolean(),
  valid: z.boolean(),
  state: z.enum(REPORT_STATES),
  testedAt: z.string(),
  /** The report steps the caller may take now (the server's report moves). */
  abilities: abilitiesSchema(REPORT_ACTIONS),
});
export type ReportListRecord = z.infer<typeof reportListRecordSchema>;

/**
 * A count; "<5" when under the suppression threshold; "*" when hidden only because, with the totals
 * shown, it would give a "<5" count away.
 */
export const cellSchema = z.union([z.number(), z.literal('<5'), z.literal('*')]);
export type Cell = z.infer<typeof cellSchema>;
export const SMALL_CELL = 5;

export const groupRowSchema = z.object({
  departId: z.string(),
  name: z.string(),
  /** True when the unit has units below it to drill into. */
  hasChildren: z.boolean(),
  assigned: cellSchema,
  submitted: cellSchema,
  /** Percent with one decimal; null when suppressed or nothing assigned. */
  participation: z.number().nullable(),
  invalid: cellSchema,
  levels: z.tuple([cellSchema, cellSchema, cellSchema, cellSchema]),
});
export type GroupRow = z.infer<typeof groupRowSchema>;

export const groupReportSchema = z.object({
  task: z.object({ id: z.string(), name: z.string(), status: z.string() }),
  unit: z.object({ departId: z.string().nullable(), name: z.string() }),
  /** Breadcrumb from the school to this unit. */
  path: z.array(z.object({ departId: z.string(), name: z.string() })),
  total: groupRowSchema,
  rows: z.array(groupRowSchema),
  scales: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      valid: cellSchema,
      invalidRate: z.number().nullable(),
      levels: z.tuple([cellSchema, cellSchema, cellSchema, cellSchema]),
      factors: z.array(z.object({ name: z.string(), mean: z.number(), normMean: z.number().nullable() })),
      /** Factors whose group mean sits furthest above the norm, highest first. */
      topConcerns: z.array(z.string()),
    }),
  ),
});
export type GroupReport = z.infer<typeof groupReportSchema>;

export const actionCardSchema = z.object({
  classId: z.string(),
  className: z.string(),
  /** Students of the class who took part in a screening, without scores or levels. */
  assessed: z.number(),
  students: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      studentNo: z.string(),
      attention: z.literal('需要关注'),
      suggestion: z.string(),
    }),
  ),
});
export type ActionCard = z.infer<typeof actionCardSchema>;

const id = z.string('参数不能为空').min(1, '参数不能为空').max(64);
const stateChange = z.object({
  resultId: id,
  note: z.string().trim().max(200, '备注最多 200 个字符').optional(),
});

/**
 * 个体报告: results in the reader's reach, paged by the list engine, newest first. `minLevel` is
 * that level and above; `reportState` is the state `screening_report` holds (no row: generated).
 */
const reportList = defineListRoute({
  path: '/screening/report/list',
  access: 'screening:result:list',
  summary: '测评报告列表（按负责范围）',
  record: reportListRecordSchema,
  sort: ['testedAt', 'level'],
  filters: {
    taskId: filter.text(z.string().max(64).optional()),
    scaleCode: filter.text(z.string().max(32).optional()),
    minLevel: filter.custom(z.enum(['0', '1', '2', '3']).optional()),
    /** 学号, exactly. */
    studentNo: filter.custom(z.string().max(50).optional()),
    reportState: filter.custom(z.enum(REPORT_STATES).optional()),
  },
  dicts: { level: CASE_LEVEL_DICT },
});

export const reportRoutes = {
  view: defineRoute({
    method: 'GET',
    path: '/screening/report/view',
    access: 'screening:result:list',
    summary: '个体测评报告（按负责范围）',
    query: z.object({ resultId: id, audience: z.enum(['student', 'professional']).default('professional') }),
    response: reportViewSchema,
  }),
  mine: defineRoute({
    method: 'GET',
    path: '/screening/report/mine',
    access: 'screening:answer',
    summary: '学生查看本人已发布的测评报告',
    query: z.object({ resultId: id }),
    response: reportViewSchema,
  }),
  list: reportList,
  review: defineRoute({
    method: 'POST',
    path: '/screening/report/review',
    access: 'screening:report:release',
    summary: '审核测评报告',
    operation: '审核测评报告',
    body: stateChange,
  }),
  release: defineRoute({
    method: 'POST',
    path: '/screening/report/release',
    access: 'screening:report:release',
    summary: '向学生发布测评报告',
    operation: '发布测评报告',
    body: stateChange,
  }),
  withhold: defineRoute({
    method: 'POST',
    path: '/screening/report/withhold',
    access: 'screening:report:release',
    summary: '暂缓向学生发布测评报告',
    operation: '暂缓发布测评报告',
    body: stateChange,
  }),
  tasks: defineRoute({
    method: 'GET',
    path: '/screening/report/tasks',
    access: 'screening:report:group',
    summary: '可出团体报告的测评任务',
    response: z.array(z.object({ id: z.string(), name: z.string(), status: z.string() })),
  }),
  group: defineRoute({
    method: 'GET',
    path: '/screening/report/group',
    access: 'screening:report:group',
    summary: '团体测评报告',
    query: z.object({ taskId: id, departId: z.string().max(64).optional() }),
    response: groupReportSchema,
  }),
  groupExport: defineRoute({
    method: 'GET',
    path: '/screening/report/group/exportXls',
    access: 'screening:report:export',
    summary: '导出团体测评报告',
    operation: '导出团体测评报告',
    query: z.object({ taskId: id, departId: z.string().max(64).optional() }),
    download: true,
  }),
  actionCard: defineRoute({
    method: 'GET',
    path: '/screening/actionCard',
    access: 'screening:report:actionCard',
    summary: '班级关注提示（不含分数）',
    query: z.object({ classId: id }),
    response: actionCardSchema,
  }),
} as const;
