import type { CrisisInterview } from '@xinmiao/shared';
import { asc, getTableColumns } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { formatDateTime } from '../../core/time.ts';
import { crisisCase, crisisInterview } from '../../db/schema.ts';
import { studentBriefs } from './case-records.ts';
import { joinItsCase, workItemsWhere } from './work-items.ts';

/**
 * Interviews of one case (already authorised) or of every case the caller reaches. Counselling notes
 * only travel to the compartment: `notes` when the case was opened in full, else to the centre and
 * the treating therapist of each case.
 */
export async function interviewsOf(
  ctx: AuthCtx,
  options: { caseId?: string | undefined; authorised?: boolean; notes?: boolean },
  now = new Date(),
): Promise<CrisisInterview[]> {
  const rows = await ctx.db
    .select({
      ...getTableColumns(crisisInterview),
      studentId: crisisCase.studentId,
      therapistId: crisisCase.therapistId,
    })
    .from(crisisInterview)
    .innerJoin(crisisCase, joinItsCase(crisisInterview))
    .where(await workItemsWhere(ctx, crisisInterview.caseId, options))
    .orderBy(asc(crisisInterview.dueAt))
    .limit(1000);
  const students = await studentBriefs(
    ctx,
    rows.map((r) => r.studentId),
  );
  const centre = ctx.permissions.has('crisis:case:notes');
  return rows.map(({ studentId, therapistId, ...i }) => ({
    id: i.id,
    caseId: i.caseId,
    studentName: students.get(studentId)?.name ?? '',
    interviewer: i.interviewer,
    scheduledAt: formatDateTime(i.scheduledAt) ?? '',
    dueAt: formatDateTime(i.dueAt) ?? '',
    interviewStatus: i.interviewStatus,
    outcome: i.outcome,
    riskLevel: i.riskLevel,
    nextStep: i.nextStep,
    privateNotes: (options.notes ?? (centre || therapistId === ctx.userId)) ? i.privateNotes : null,
    overdue: i.interviewStatus === 'scheduled' && i.dueAt < now,
  }));
}
