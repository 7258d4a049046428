import type { CrisisFollowup } from '@xinmiao/shared';
import { and, asc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { formatDateTime } from '../../core/time.ts';
import { crisisCase, crisisFollowup } from '../../db/schema.ts';
import { casesVisibleTo } from '../../policies/crisis-case.ts';
import { studentBriefs } from './case-records.ts';

/** Follow-up items of one case (already authorised) or of every case the caller reaches. */
export async function followupsOf(
  ctx: AuthCtx,
  options: { caseId?: string | undefined; authorised?: boolean },
  now = new Date(),
): Promise<CrisisFollowup[]> {
  const conditions: SQL[] = [];
  if (options.caseId) conditions.push(eq(crisisFollowup.caseId, options.caseId));
  if (!options.authorised) {
    const scope = await casesVisibleTo(ctx);
    if (scope) conditions.push(scope);
  }
  const rows = await ctx.db
    .select({ ...getTableColumns(crisisFollowup), studentId: crisisCase.studentId })
    .from(crisisFollowup)
    .innerJoin(
      crisisCase,
      and(eq(crisisCase.tenantId, crisisFollowup.tenantId), eq(crisisCase.id, crisisFollowup.caseId)),
    )
    .where(and(...conditions))
    .orderBy(asc(crisisFollowup.dueAt))
    .limit(1000);
  const students = await studentBriefs(
    ctx,
    rows.map((r) => r.studentId),
  );
  return rows.map(({ studentId, ...f }) => ({
    id: f.id,
    caseId: f.caseId,
    studentName: students.get(studentId)?.name ?? '',
    kind: f.kind,
    scaleCode: f.scaleCode,
    dueAt: formatDateTime(f.dueAt) ?? '',
    doneAt: formatDateTime(f.doneAt),
    content: f.content,
    overdue: f.doneAt === null && f.dueAt < now,
  }));
}
