import type { CrisisFollowup } from '@xinmiao/shared';
import { asc, getTableColumns } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { formatDateTime } from '../../core/time.ts';
import { crisisCase, crisisFollowup } from '../../db/schema.ts';
import { studentBriefs } from './case-records.ts';
import { joinItsCase, workItemsWhere } from './work-items.ts';

/** Follow-up items of one case (already authorised) or of every case the caller reaches. */
export async function followupsOf(
  ctx: AuthCtx,
  options: { caseId?: string | undefined; authorised?: boolean },
  now = new Date(),
): Promise<CrisisFollowup[]> {
  const rows = await ctx.db
    .select({ ...getTableColumns(crisisFollowup), studentId: crisisCase.studentId })
    .from(crisisFollowup)
    .innerJoin(crisisCase, joinItsCase(crisisFollowup))
    .where(await workItemsWhere(ctx, crisisFollowup.caseId, options))
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
