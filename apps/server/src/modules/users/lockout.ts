import { UserMsg } from '@xinmiao/shared';
import type { AuthCtx } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { codesWithRoles } from './assignments.ts';

/** The codes an admin must keep on their own account: without them nobody here may be able to fix it. */
const KEEP = ['system:user:list', 'system:user:edit'] as const;

/** Refuses a role change that would take the acting admin's own user-management rights away. */
export async function guardOwnRoles(ctx: AuthCtx, userId: string, roleIds: readonly string[]): Promise<void> {
  if (userId !== ctx.userId) return;
  const codes = await codesWithRoles(ctx.db, userId, roleIds);
  if (KEEP.some((code) => ctx.permissions.has(code) && !codes.has(code)))
    throw new AppError(UserMsg.selfStrip);
}

export function guardNotSelf(ctx: AuthCtx, ids: readonly string[], message: string): void {
  if (ids.includes(ctx.userId)) throw new AppError(message);
}
