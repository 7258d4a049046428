import { CENTRE_DIRECTOR_ROLE } from '@xinmiao/shared';
import { and, eq } from 'drizzle-orm';
import type { AuthCtx } from '../../../core/context.ts';
import { sysRole, sysUserRole } from '../../../db/schema.ts';

/**
 * The counselling-notes compartment (domain §4.1): a session's notes are read only by the treating
 * counsellor and the centre director (a member of the `centre_director` role), never by college
 * staff or other counsellors, whatever their permissions or data scope. Written only by the
 * treating counsellor.
 */
export async function isCentreDirector(ctx: AuthCtx): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: sysUserRole.id })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .where(and(eq(sysUserRole.userId, ctx.userId), eq(sysRole.roleCode, CENTRE_DIRECTOR_ROLE)))
    .limit(1);
  return !!row;
}

export type NoteAccess = { read: boolean; write: boolean };

/** What the caller may do with the notes of a session held by `counsellorId`. */
export async function noteAccess(ctx: AuthCtx, counsellorId: string): Promise<NoteAccess> {
  const treating = counsellorId === ctx.userId;
  return { read: treating || (await isCentreDirector(ctx)), write: treating };
}
