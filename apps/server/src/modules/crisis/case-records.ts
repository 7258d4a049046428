import type { CrisisCase } from '@xinmiao/shared';
import { inArray } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { formatDateTime } from '../../core/time.ts';
import { type crisisCase, schoolStudent } from '../../db/schema.ts';
import { classPaths, loadUnits } from '../school/index.ts';

export type CaseRow = typeof crisisCase.$inferSelect;

export type StudentBrief = { studentNo: string; name: string; className: string };

/** Name, 学号 and class of the students behind some cases (only what a case list shows). */
export async function studentBriefs(
  ctx: AuthCtx,
  ids: readonly string[],
): Promise<Map<string, StudentBrief>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const [students, units] = await Promise.all([
    ctx.db.list(schoolStudent, { where: inArray(schoolStudent.id, unique) }),
    loadUnits(ctx.db),
  ]);
  const paths = classPaths(units);
  return new Map(
    students.map((s) => [
      s.id,
      { studentNo: s.studentNo, name: s.name, className: paths.get(s.classId)?.path ?? '' },
    ]),
  );
}

export async function toCases(
  ctx: AuthCtx,
  rows: readonly CaseRow[],
  now = new Date(),
): Promise<CrisisCase[]> {
  const students = await studentBriefs(
    ctx,
    rows.map((r) => r.studentId),
  );
  return rows.map((row) => {
    const student = students.get(row.studentId);
    return {
      id: row.id,
      studentId: row.studentId,
      studentNo: student?.studentNo ?? '',
      studentName: student?.name ?? '',
      className: student?.className ?? '',
      caseStatus: row.caseStatus,
      level: row.level,
      suggestedLevel: row.suggestedLevel,
      source: row.source,
      summary: row.summary,
      counsellorId: row.counsellorId,
      therapistId: row.therapistId,
      handoverTo: row.handoverTo,
      dueAt: formatDateTime(row.dueAt),
      overdue: row.openKey !== null && row.dueAt !== null && row.dueAt < now,
      createTime: formatDateTime(row.createTime) ?? '',
    };
  });
}
