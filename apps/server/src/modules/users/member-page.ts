import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { countAll } from '../../core/tenancy/aggregates.ts';
import { sysUser, sysUserTenant } from '../../db/schema.ts';
import { membersVisibleTo } from './policies/user.ts';
import { selectMembers } from './records.ts';

/** A page of the members `ctx` may see matching `where`, newest first unless `orderBy` says otherwise. */
export async function memberPage(
  ctx: AuthCtx,
  where: SQL | undefined,
  pageNo: number,
  pageSize: number,
  orderBy: SQL[],
) {
  where = and(where, await membersVisibleTo(ctx));
  const rows = await selectMembers(ctx.db, where)
    .orderBy(...orderBy, desc(sysUser.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  const [counted] = await ctx.db
    .select({ n: countAll() })
    .from(sysUserTenant)
    .innerJoin(sysUser, eq(sysUser.id, sysUserTenant.userId))
    .where(and(eq(sysUserTenant.status, 1), where));
  return { rows, total: counted?.n ?? 0 };
}
