import { z } from 'zod';
import { pageOf } from '../api/envelope.ts';
import { defineRoute } from '../api/route.ts';

// 统计与数据驾驶舱 (spec §7 Statistics, §2 cockpits, §9 region parameters). Every figure is read
// from per-school rollups (`stat_rollup`) that the statistics job rebuilds; a school sees its own
// figures, the platform operator a region's schools, every count under five shown as "<5".

/** Spec §9: the region tree's root, and the region the ledger calls default to. */
export const REGION_ROOT_CODE = '86';
export const DEFAULT_REGION_CODE = '140000';

/** Counts under this are shown as `SUPPRESSED` in region views (API, screens and exports). */
export const SMALL_CELL_MIN = 5;
export const SUPPRESSED = '<5';

/** What a rollup row counts (`stat_rollup.metric`); dimA/dimB per metric. */
export const STAT_METRICS = [
  /** valid results by month × scale (dimA) × level (dimB) */
  'screening.result',
  /** distinct students with a valid result by year (dimA) */
  'screening.student',
  /** screening attempts by month assigned × status */
  'screening.attempt',
  /** warning cases by month opened × status × deadline state (closed, on_time, overdue) */
  'crisis.case',
  /** warning cases by month opened × level (confirmed, else suggested) */
  'crisis.level',
  /** interviews by month due × state (on_time, late, open, overdue) */
  'crisis.interview',
  /** follow-ups by month due × state */
  'crisis.followup',
  /** minutes of counselling held (completed or noted bookings) by month */
  'counselling.minutes',
  /** bookings by month × status */
  'counselling.booking',
  /** weekly minutes on the counselling rota */
  'counselling.rota',
  /** students by enrolment year × status */
  'school.student',
  /** colleges, grades and classes (dimA kind) */
  'school.unit',
  /** staff by type */
  'school.staff',
  /** students by Holland code of their latest valid RIASEC result */
  'career.holland',
  /** 家长学堂 registrations by the lecture's month × the child's grade name */
  'lecture.registration',
  /** guardians checked in, by the lecture's month × grade name */
  'lecture.attendance',
  /** feedback answers by the lecture's month × grade name × satisfaction 1–5 (dimB) */
  'lecture.satisfaction',
  /** students on roll (在读) by grade (dimA, its department id) × class (dimB, id): the drill-down */
  'unit.student',
  /** of them, students with a valid screening result in the year of the refresh */
  'unit.screened',
  /** of them, students with a valid result at level 2 or 3 (关注, 预警) in that year */
  'unit.alert',
  /** the drill-down's places: a college, grade or class department id (dimA) and its name (dimB), 1 */
  'unit.name',
  /** a grade (dimA, id) and the college it lies under (dimB, id; '' for none), 1 */
  'unit.college',
] as const;
export type StatMetric = (typeof STAT_METRICS)[number];

/** A count as a region view shows it: the number, or "<5". */
export const statCellSchema = z.union([z.number(), z.literal(SUPPRESSED)]);
export type StatCell = z.infer<typeof statCellSchema>;

/** Who the figures cover: the caller's own school, or the schools of a region (suppressed). */
export const statScopeSchema = z.enum(['school', 'region']);

const regionCode = z
  .string()
  .trim()
  .regex(/^\d{2,6}$/, '行政区划代码格式不正确')
  .default(DEFAULT_REGION_CODE);
const curYear = z.coerce.number().int().min(2000).max(2100).optional();

/** The region and year every statistics call takes (GET query or POST body). */
export const statQuery = z.object({ xzqhDm: regionCode, curYear });
export type StatQuery = z.input<typeof statQuery>;

const freshness = {
  /** When the oldest school's rollups in scope were rebuilt (`yyyy-MM-dd HH:mm:ss`), or null. */
  refreshedAt: z.string().nullable(),
  /** Minutes since then; null before the first run. */
  lagMinutes: z.number().nullable(),
};

export type RegionNode = {
  /** 行政区划代码, or `school-<tenantId>` for a school. */
  code: string;
  name: string;
  kind: 'province' | 'city' | 'county' | 'school';
  tenantId?: number;
  children?: RegionNode[];
};
export const regionNodeSchema: z.ZodType<RegionNode> = z.lazy(() =>
  z.object({
    code: z.string(),
    name: z.string(),
    kind: z.enum(['province', 'city', 'county', 'school']),
    tenantId: z.number().optional(),
    children: z.array(regionNodeSchema).optional(),
  }),
);

export const indexDataSchema = z.object({
  scope: statScopeSchema,
  xzqhDm: z.string(),
  curYear: z.number(),
  schools: z.number(),
  students: statCellSchema,
  screenedStudents: statCellSchema,
  /** Percent of students with a result this year; null when either count is suppressed. */
  coverage: z.number().nullable(),
  levels: z.array(z.object({ level: z.number(), count: statCellSchema })),
  openCases: statCellSchema,
  overdueCases: statCellSchema,
  counsellingHours: z.number(),
  /** The college or class the figures cover, for a user who sees only theirs (a 辅导员, a 班主任). */
  unit: z.string().optional(),
  ...freshness,
});
export type IndexData = z.infer<typeof indexDataSchema>;

export const newStuCountSchema = z.object({
  curYear: z.number(),
  xzqhDm: z.string(),
  total: statCellSchema,
  regions: z.array(z.object({ code: z.string(), name: z.string(), count: statCellSchema })),
});
export type NewStuCount = z.infer<typeof newStuCountSchema>;

/** 台账 items of a school for a year: the inspection evidence pack's figures. */
export const ledgerRowSchema = z.object({
  tenantId: z.number(),
  schoolName: z.string(),
  regionCode: z.string().nullable(),
  regionName: z.string(),
  students: statCellSchema,
  screenedStudents: statCellSchema,
  warningsOpened: statCellSchema,
  warningsClosed: statCellSchema,
  warningsOverdue: statCellSchema,
  interviewsOnTime: statCellSchema,
  interviewsLate: statCellSchema,
  followupsOnTime: statCellSchema,
  followupsLate: statCellSchema,
  counsellingHours: z.number(),
  /** Percent of the ledger items the school's data fills (`LEDGER_ITEMS`). */
  completeness: z.number(),
});
export type LedgerRow = z.infer<typeof ledgerRowSchema>;

/** What completeness counts: each item is filled when the school has records of it in the year. */
export const LEDGER_ITEMS = {
  screening: '心理普查',
  warnings: '预警处置无超期',
  interviews: '约谈按时完成',
  followups: '回访按时完成',
  counselling: '心理咨询服务',
} as const;

export const cityLedgerSchema = z.object({
  code: z.string(),
  name: z.string(),
  schools: z.number(),
  completeness: z.number(),
});
export const schoolLedgerSchema = z.object({
  tenantId: z.number(),
  name: z.string(),
  regionName: z.string(),
  completeness: z.number(),
});

export const monthAnalysisSchema = z.object({
  month: z.string(),
  results: statCellSchema,
  warnings: statCellSchema,
  cases: statCellSchema,
  counsellingHours: z.number(),
});
export type MonthAnalysis = z.infer<typeof monthAnalysisSchema>;

export const scStatisticsSchema = z.object({
  tenantId: z.number(),
  name: z.string(),
  regionName: z.string(),
  students: statCellSchema,
  screenedStudents: statCellSchema,
  level3: statCellSchema,
  level2: statCellSchema,
  level1: statCellSchema,
  openCases: statCellSchema,
  overdueCases: statCellSchema,
  counsellingHours: z.number(),
});
export type ScStatistics = z.infer<typeof scStatisticsSchema>;

const named = z.object({ name: z.string(), count: statCellSchema });

/**
 * Mean satisfaction (1–5, one decimal) of some feedback answers: not a count, but null in a region
 * view where the answers behind it are fewer than five (one guardian's answer would show).
 */
const satisfactionMean = z.number().nullable();
const lectureFigures = {
  registrations: statCellSchema,
  attendance: statCellSchema,
  feedbacks: statCellSchema,
  satisfaction: satisfactionMean,
};
export const lectureHallSchema = z.object({
  ...lectureFigures,
  /** Answers per satisfaction score 5 … 1. */
  scores: z.array(z.object({ score: z.number(), count: statCellSchema })),
  months: z.array(z.object({ month: z.string(), ...lectureFigures })),
  grades: z.array(z.object({ grade: z.string(), ...lectureFigures })),
});
export type LectureHall = z.infer<typeof lectureHallSchema>;

/** Everything the five cockpits draw, for one scope and year. */
/** What a cockpit's figures cover, from the widest: a region, a school, a grade, a class. */
export const cockpitNodeLevelSchema = z.enum(['region', 'school', 'college', 'grade', 'class']);
export type CockpitNodeLevel = z.infer<typeof cockpitNodeLevelSchema>;

export const cockpitDataSchema = z.object({
  scope: statScopeSchema,
  xzqhDm: z.string(),
  curYear: z.number(),
  schools: z.number(),
  ...freshness,
  students: statCellSchema,
  screenedStudents: statCellSchema,
  coverage: z.number().nullable(),
  levels: z.array(z.object({ level: z.number(), count: statCellSchema })),
  caseStatus: z.array(z.object({ status: z.string(), count: statCellSchema })),
  caseSla: z.object({ closed: statCellSchema, onTime: statCellSchema, overdue: statCellSchema }),
  counsellingHours: z.number(),
  bookings: z.array(z.object({ status: z.string(), count: statCellSchema })),
  scales: z.array(
    z.object({
      scaleCode: z.string(),
      total: statCellSchema,
      levels: z.array(z.object({ level: z.number(), count: statCellSchema })),
    }),
  ),
  months: z.array(monthAnalysisSchema),
  /**
   * The last five years: valid results, and the students screened that year as a share of those on
   * roll now, in percent (null without students, or where a region view hides either count).
   */
  years: z.array(z.object({ year: z.number(), results: statCellSchema, coverage: z.number().nullable() })),
  holland: z.array(named),
  careerStudents: statCellSchema,
  units: z.array(named),
  staff: z.array(named),
  /** Hours a week on the counselling rota, and hours booked in the last full month. */
  rotaHoursWeekly: z.number(),
  bookedHoursLastMonth: z.number(),
  /** 家长学堂: registrations, attendance and satisfaction of the year's lectures. */
  lectures: lectureHallSchema,
  /**
   * The node the figures cover: the region, one school, a grade or a class of it. Below the
   * school, the structure counts the node's own classes, and staff and the rota stay the school's.
   */
  node: z.object({ level: cockpitNodeLevelSchema, name: z.string() }),
});
export type CockpitData = z.infer<typeof cockpitDataSchema>;

/**
 * One level of the drill-down region → (city → county) → school → college (院系) → grade → class:
 * the divisions one level below a province or city, a county's schools, a school's colleges (its
 * grades where it has no college), a college's grades, a grade's classes.
 */
export const drillLevelSchema = z.enum(['region', 'school', 'college', 'grade', 'class']);
export type DrillLevel = z.infer<typeof drillLevelSchema>;

export const drillRowSchema = z.object({
  /**
   * The division's code (level region; '' for schools coded at no division below, which cannot be
   * opened), the school's tenant id (level school), else the college's, grade's or class's
   * department id ('' for the grades under no college, which cannot be opened).
   */
  key: z.string(),
  name: z.string(),
  students: statCellSchema,
  screened: statCellSchema,
  alert: statCellSchema,
});
export type DrillRow = z.infer<typeof drillRowSchema>;

export const drillDownSchema = z.object({
  scope: statScopeSchema,
  /** The region the rows lie in after narrowing to the caller's own (null in a school's own view). */
  region: z.object({ code: z.string(), name: z.string() }).nullable(),
  level: drillLevelSchema,
  /** The college or grade the rows lie in, when the drill-down stands below the school. */
  unit: z.string().optional(),
  rows: z.array(drillRowSchema),
  refreshedAt: z.string().nullable(),
});
export type DrillDown = z.infer<typeof drillDownSchema>;

export const STAT_MESSAGES = {
  schoolOutside: '无权查看所辖地区以外学校的统计',
  regionStopsAtSchool: '地区统计只到学校一级，年级与班级由学校查看',
  unitOutside: '只能查看所辖院系、年级或班级的统计',
  unitUnknown: '院系、年级或班级不存在',
  unitChoose: '您负责多个院系或班级，请在逐级查看中选择一个',
  schoolWideOnly: '全校统计仅心理中心可查看，请在驾驶舱查看所辖院系',
} as const;

export const statisticsRoutes = {
  regionTree: defineRoute({
    method: 'GET',
    path: '/saas/baseXzqh/getAllXzqhsSchool',
    access: 'statistics:view',
    summary: '行政区划与学校',
    query: z.object({
      xzqhDm: z
        .string()
        .trim()
        .regex(/^\d{2,6}$/)
        .default(REGION_ROOT_CODE),
    }),
    response: z.array(regionNodeSchema),
  }),
  indexData: defineRoute({
    method: 'POST',
    path: '/saas/statistics/getIndexData',
    access: 'statistics:view',
    summary: '统计首页数据',
    operation: false,
    body: statQuery,
    response: indexDataSchema,
  }),
  newStuCount: defineRoute({
    method: 'GET',
    path: '/saas/statistics/getNewStuCount',
    access: 'statistics:view',
    summary: '新生人数',
    query: statQuery,
    response: newStuCountSchema,
  }),
  topCityLedger: defineRoute({
    method: 'POST',
    path: '/saas/statistics/getTopCityLedger',
    access: 'statistics:view',
    summary: '地市台账排行',
    operation: false,
    body: statQuery,
    response: z.array(cityLedgerSchema),
  }),
  topSchoolLedger: defineRoute({
    method: 'POST',
    path: '/saas/statistics/getTopSchoolLedger',
    access: 'statistics:view',
    summary: '学校台账排行',
    operation: false,
    body: statQuery,
    response: z.array(schoolLedgerSchema),
  }),
  schoolLedgerList: defineRoute({
    method: 'POST',
    path: '/saas/statistics/getSchoolLedgerList',
    access: 'statistics:view',
    summary: '学校台账',
    operation: false,
    body: statQuery.extend({
      pageNo: z.coerce.number().int().min(1).default(1),
      pageSize: z.coerce.number().int().min(1).max(1000).default(10),
    }),
    response: pageOf(ledgerRowSchema),
  }),
  monthPrAnalysis: defineRoute({
    method: 'GET',
    path: '/saas/statistics/getMonthPrAnalysis',
    access: 'statistics:view',
    summary: '月度分析',
    query: statQuery,
    response: z.array(monthAnalysisSchema),
  }),
  scStatistics: defineRoute({
    method: 'POST',
    path: '/saas/statistics/getScStatistics',
    access: 'statistics:view',
    summary: '学校统计',
    operation: false,
    body: statQuery,
    response: z.array(scStatisticsSchema),
  }),
  ledgerExportXls: defineRoute({
    method: 'GET',
    path: '/saas/statistics/ledger/exportXls',
    access: 'statistics:ledger:export',
    summary: '导出台账',
    operation: '导出台账Excel',
    query: statQuery,
  }),
  ledgerExportPdf: defineRoute({
    method: 'GET',
    path: '/saas/statistics/ledger/exportPdf',
    access: 'statistics:ledger:export',
    summary: '导出台账报告',
    operation: '导出台账PDF',
    query: statQuery,
  }),
  /**
   * Aggregates one level down: a province's cities or a city's counties, a county's schools, a
   * school's colleges (`schoolId`, with the county it lies in as `xzqhDm`), a college's grades
   * (`college`, its department id), a grade's classes (`grade`, its department id: the same 年级
   * name lies under several colleges). Counts only, suppressed in a region view at every level. A
   * school's users get their own school's units, and are refused any other `schoolId`; a 辅导员 or
   * 班主任 starts at and stays within the units of their data scope.
   * (`tenantId` in a query names the tenant to act in, so the school goes by another name.)
   */
  drillDown: defineRoute({
    method: 'GET',
    path: '/saas/statistics/getDrillDown',
    access: 'statistics:view',
    summary: '逐级下钻统计',
    query: statQuery.extend({
      schoolId: z.coerce.number().int().min(1).optional(),
      college: z.string().trim().min(1).max(100).optional(),
      grade: z.string().trim().min(1).max(100).optional(),
    }),
    response: drillDownSchema,
  }),
  /**
   * Everything the five cockpits draw, for the node the drill-down stands on: the region
   * (`xzqhDm`), one school of it (`schoolId`), and for a school's own users a college of it
   * (`college`), a grade (`grade`) or a class (`klass`), each by its department id as the
   * drill-down keys it (the deepest one given decides). A region view stops at the school,
   * suppressed like every region figure; a school's users are refused another school; a 辅导员 or
   * 班主任 is given the college or class of their data scope and refused any unit outside it.
   */
  cockpitData: defineRoute({
    method: 'GET',
    path: '/saas/statistics/getCockpitData',
    access: 'cockpit:view',
    summary: '驾驶舱数据',
    query: statQuery.extend({
      schoolId: z.coerce.number().int().min(1).optional(),
      college: z.string().trim().min(1).max(100).optional(),
      grade: z.string().trim().min(1).max(100).optional(),
      klass: z.string().trim().min(1).max(100).optional(),
    }),
    response: cockpitDataSchema,
  }),
} as const;
