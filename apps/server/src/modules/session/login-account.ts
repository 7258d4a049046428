import { and, eq } from 'drizzle-orm';
import { burnPasswordCheck, verifyPassword } from '../../core/password.ts';
import { sysUser } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import type { UserRow } from './user-info.ts';

// More live accounts than this under one username is not a school's data; stop looking.
const MAX_SAME_NAME = 8;

/** `none` names the schools whose accounts bear the username (where the failure is logged). */
export type AccountMatch =
  | { kind: 'none'; tenants: number[] }
  | { kind: 'one'; user: UserRow }
  | { kind: 'several' };

/**
 * Usernames are unique per tenant, so `username` may name accounts in several schools. The
 * password decides which one is meant; `tenantId` (the school the caller names) narrows first.
 * Callers learn nothing about accounts whose password they do not hold.
 */
export async function matchAccount(
  db: Db,
  username: string,
  password: string,
  tenantId: number | undefined,
): Promise<AccountMatch> {
  const live = await db
    .select()
    .from(sysUser)
    .where(and(eq(sysUser.username, username), eq(sysUser.delFlag, 0)))
    .limit(MAX_SAME_NAME);
  const named = tenantId === undefined ? live : live.filter((u) => u.tenantId === tenantId);
  const candidates = named.length ? named : live;
  if (candidates.length === 0) {
    await burnPasswordCheck(password);
    return { kind: 'none', tenants: [] };
  }
  const matches: UserRow[] = [];
  for (const user of candidates) if (await verifyPassword(password, user.password)) matches.push(user);
  const [only] = matches;
  if (matches.length === 1 && only) return { kind: 'one', user: only };
  if (matches.length) return { kind: 'several' };
  return { kind: 'none', tenants: [...new Set(candidates.map((u) => u.tenantId))] };
}
