import type { ReportState } from '@xinmiao/shared';
import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { TenantDb } from '../../core/tenant-db.ts';
import {
  schoolStudent,
  screeningReport,
  screeningResult,
  screeningTask,
  sysDepart,
} from '../../db/schema.ts';
import { crisisDeadlines } from '../crisis/index.ts';
import { schoolLevels } from '../dict/index.ts';
import { type Audience, buildReportView, type Detail } from './view-model.ts';

type ResultRow = typeof screeningResult.$inferSelect;

/** Report states of these results (a result without a row is still GENERATED). */
export async function statesOf(
  db: TenantDb,
  resultIds: readonly string[],
): Promise<Map<string, ReportState>> {
  if (resultIds.length === 0) return new Map();
  const rows = await db.list(screeningReport, { where: inArray(screeningReport.resultId, [...resultIds]) });
  return new Map(rows.map((r) => [r.resultId, r.reportState as ReportState]));
}

/**
 * Whether the task lets students read this scale's report: the scale's pinned flag when the task
 * pinned one, else the task's own.
 */
export function taskAllowsStudent(
  task: Pick<typeof screeningTask.$inferSelect, 'scales' | 'studentCanViewReport'>,
  scaleCode: string,
): boolean {
  const pinned = Array.isArray(task.scales)
    ? task.scales.find(
        (s): s is { scaleCode: string; studentCanViewReport?: unknown } =>
          typeof s === 'object' && s !== null && 'scaleCode' in s && s.scaleCode === scaleCode,
      )
    : undefined;
  return typeof pinned?.studentCanViewReport === 'boolean'
    ? task.studentCanViewReport && pinned.studentCanViewReport
    : task.studentCanViewReport;
}

/** Everything one report shows, loaded for one result the caller has already been allowed to read. */
export async function loadReportView(db: TenantDb, row: ResultRow, audience: Audience, detail: Detail) {
  const [student, task, history, levels, deadlines] = await Promise.all([
    db.byId(schoolStudent, row.studentId),
    db.byId(screeningTask, row.taskId),
    db
      .select({ ...getTableColumns(screeningResult), taskName: screeningTask.name })
      .from(screeningResult)
      .innerJoin(
        screeningTask,
        and(
          eq(screeningTask.tenantId, screeningResult.tenantId),
          eq(screeningTask.id, screeningResult.taskId),
        ),
      )
      .where(and(eq(screeningResult.studentId, row.studentId), eq(screeningResult.scaleCode, row.scaleCode)))
      .orderBy(asc(screeningResult.createTime))
      .limit(24),
    schoolLevels(db),
    crisisDeadlines(db),
  ]);
  const klass = student ? await db.byId(sysDepart, student.classId) : undefined;
  const states = await statesOf(
    db,
    history.map((h) => h.id),
  );
  const state = states.get(row.id) ?? 'generated';
  // A student's trend only holds the reports released to them.
  const shown = history.filter(
    (h) => audience === 'professional' || h.id === row.id || states.get(h.id) === 'released',
  );
  return buildReportView({
    result: row,
    student: {
      name: student?.name ?? '',
      studentNo: student?.studentNo ?? '',
      className: klass?.departName ?? '',
    },
    task: { id: row.taskId, name: task?.name ?? '' },
    state,
    history: shown,
    audience,
    detail,
    levels,
    deadlines,
  });
}
