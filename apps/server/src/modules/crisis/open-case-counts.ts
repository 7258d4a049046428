import { CLOSED_STATUSES } from '@xinmiao/shared';
import { and, count, notInArray } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { crisisCase } from '../../db/schema.ts';
import { casesVisibleTo } from './policies/crisis-case.ts';

export type OpenCaseCount = { caseStatus: string; suggestedLevel: number; cases: number };

/** Open cases in the caller's reach (the 危机预警 list's own condition), by status and level. */
export async function openCaseCounts(ctx: AuthCtx): Promise<OpenCaseCount[]> {
  return ctx.db
    .select({ caseStatus: crisisCase.caseStatus, suggestedLevel: crisisCase.suggestedLevel, cases: count() })
    .from(crisisCase)
    .where(and(notInArray(crisisCase.caseStatus, [...CLOSED_STATUSES]), await casesVisibleTo(ctx)))
    .groupBy(crisisCase.caseStatus, crisisCase.suggestedLevel);
}
