import { type AnyColumn, and, eq, type SQL } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { crisisCase } from '../../db/schema.ts';
import { casesVisibleTo } from './policies/crisis-case.ts';

/** A case's work item (interview, follow-up) joined to its case in the same school. */
export const joinItsCase = (item: { tenantId: AnyColumn; caseId: AnyColumn }) =>
  and(eq(crisisCase.tenantId, item.tenantId), eq(crisisCase.id, item.caseId));

/**
 * Which work items a read covers: those of one case (`authorised`: the caller already may open it)
 * or of every case in the caller's reach; the query must join the case (`joinItsCase`).
 */
export async function workItemsWhere(
  ctx: AuthCtx,
  caseIdColumn: AnyColumn,
  options: { caseId?: string | undefined; authorised?: boolean },
): Promise<SQL | undefined> {
  const conditions: SQL[] = [];
  if (options.caseId) conditions.push(eq(caseIdColumn, options.caseId));
  if (!options.authorised) {
    const scope = await casesVisibleTo(ctx);
    if (scope) conditions.push(scope);
  }
  return and(...conditions);
}
