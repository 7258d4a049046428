import type { ScoreResult } from '@xinmiao/scales';
import { type ResultRecord, reportPageFor } from '@xinmiao/shared';
import { and, eq, ilike, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { likeContains, likePattern } from '../../core/query.ts';
import { formatDateTime } from '../../core/time.ts';
import { schoolStudent, screeningResult, screeningTask, sysDepart } from '../../db/schema.ts';
import { scaleNameOf } from '../scales/index.ts';
import { classPaths, loadUnits } from '../school/index.ts';
import type { ResultDetail } from './policies/assessment-result.ts';

export type ResultRow = typeof screeningResult.$inferSelect;

/**
 * Results answered anywhere under a department: its org code as a byte-order range, so the
 * `idx_screening_result_org` index (`org_code collate "C"`) serves it under any database collation.
 * The code is looked up in SQL (one init plan), never taken from the request. Org codes are
 * JeecgBoot segments (A01…Z99), all below `~`.
 */
export function answeredUnder(ctx: AuthCtx, departId: string): SQL {
  const code = sql`(select ${sysDepart.orgCode} from ${sysDepart} where ${and(
    eq(sysDepart.tenantId, ctx.tenantId),
    eq(sysDepart.id, departId),
  )})`;
  const column = sql`(${screeningResult.orgCode} collate "C")`;
  return sql`${column} >= ${code} and ${column} < (${code} || '~')`;
}

/** 姓名 anywhere in the name, or 学号 from its start. */
export function studentMatches(ctx: AuthCtx, keyword: string): SQL {
  const text = keyword.trim();
  return ctx.db.inSelect(
    screeningResult.studentId,
    ctx.db
      .select({ id: schoolStudent.id })
      .from(schoolStudent)
      .where(
        or(
          ilike(schoolStudent.name, likeContains(text)),
          like(schoolStudent.studentNo, likePattern(text, { start: false, end: true })),
        ),
      ),
  );
}

/** Result rows as 测评结果 shows them; scores and rules only where the reader's detail is full. */
export async function toResultRecords(
  ctx: AuthCtx,
  rows: readonly ResultRow[],
  detailOf: (row: ResultRow) => ResultDetail,
): Promise<ResultRecord[]> {
  if (rows.length === 0) return [];
  const [students, tasks, units] = await Promise.all([
    ctx.db.list(schoolStudent, {
      where: inArray(schoolStudent.id, [...new Set(rows.map((r) => r.studentId))]),
    }),
    ctx.db
      .select({ id: screeningTask.id, name: screeningTask.name })
      .from(screeningTask)
      .where(inArray(screeningTask.id, [...new Set(rows.map((r) => r.taskId))])),
    loadUnits(ctx.db),
  ]);
  const studentOf = new Map(students.map((s) => [s.id, s]));
  const taskName = new Map(tasks.map((t) => [t.id, t.name]));
  const classOf = new Map([...classPaths(units).values()].map((c) => [c.orgCode, c.path]));
  return rows.map((row) => {
    const score = row.score as ScoreResult;
    const student = studentOf.get(row.studentId);
    const detail = detailOf(row);
    return {
      id: row.id,
      taskId: row.taskId,
      taskName: taskName.get(row.taskId) ?? '',
      studentId: row.studentId,
      studentNo: student?.studentNo ?? '',
      studentName: student?.name ?? '',
      className: classOf.get(row.orgCode) ?? '',
      scaleCode: row.scaleCode,
      scaleName: scaleNameOf(row.scaleCode, row.scaleVersion),
      page: reportPageFor(row.scaleCode),
      total: detail === 'full' ? (score.total ?? null) : null,
      level: row.level,
      career: row.career,
      valid: row.valid,
      reviewStatus: reviewStatusOf(row.reviewStatus),
      rules:
        detail === 'full' ? (score.rules ?? []).filter((r) => !r.suppressed).map((r) => r.description) : [],
      createTime: formatDateTime(row.createTime) ?? '',
    };
  });
}

function reviewStatusOf(value: string): ResultRecord['reviewStatus'] {
  return value === 'pending' || value === 'valid' || value === 'invalid' ? value : 'none';
}
