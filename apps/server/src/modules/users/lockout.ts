import { UserMsg } from '@xinmiao/shared';
import type { AuthCtx } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { codesAfter } from './assignments.ts';

/** The codes an admin must keep on their own account: without them nobody here may be able to fix it. */
const KEEP = ['system:user:list', 'system:user:edit'] as const;

/**
 * Refuses an edit of the acting admin's own roles or departments that would take their user-management
 * rights away, wherever those come from: their roles, or a department role (lost with its department).
 */
export async function guardOwnAssignments(
  ctx: AuthCtx,
  userId: string,
  change: { roleIds?: readonly string[]; departIds?: readonly string[] },
): Promise<void> {
  if (userId !== ctx.userId || (change.roleIds === undefined && change.departIds === undefined)) return;
  const codes = await codesAfter(ctx.db, userId, change);
  if (KEEP.some((code) => ctx.permissions.has(code) && !codes.has(code)))
    throw new AppError(UserMsg.selfStrip);
}

export function guardNotSelf(ctx: AuthCtx, ids: readonly string[], message: string): void {
  if (ids.includes(ctx.userId)) throw new AppError(message);
}
