import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';

/** The non-owner role module statements run as; row-level security applies to it (migration 0004). */
export const APP_ROLE = 'xinmiao_app';

/** Inside a transaction: act as the application role for one tenant until the transaction ends. */
export async function enterTenant(db: Db, tenantId: number): Promise<void> {
  await db.execute(
    sql`select set_config('role', ${APP_ROLE}, true), set_config('xinmiao.tenant_id', ${String(tenantId)}, true)`,
  );
}

/** Back to the connecting role, for a tenant step nested in a platform transaction (seed, login). */
export async function leaveTenant(db: Db): Promise<void> {
  await db.execute(sql`select set_config('role', 'none', true), set_config('xinmiao.tenant_id', '', true)`);
}

/**
 * Inside a tenant transaction: `explain` runs as the connecting role, then the application role is
 * back with the tenant unchanged. Only for EXPLAIN, which reads no row: a plan's row estimate under a
 * policy that is not an equality carries the policy's selectivity (migrations 0083, 0085). On a
 * pooled PostgreSQL connection (`pipelined`, pg pipeline mode) the three statements are sent at once,
 * one round trip where they were three: PostgreSQL runs them in the order they arrive, and if one
 * fails the ones behind it fail in the aborted transaction.
 */
export async function plannedAsOwner(db: Db, explain: SQL, pipelined: boolean): Promise<unknown> {
  const steps = [
    sql`select set_config('role', 'none', true)`,
    explain,
    sql`select set_config('role', ${APP_ROLE}, true)`,
  ];
  if (pipelined) {
    // drizzle sends a statement when `then` is called on it, so these go out in this order now.
    const sent = steps.map((step) => db.execute(step).then((result): unknown => result));
    return (await Promise.all(sent))[1];
  }
  const results: unknown[] = [];
  for (const step of steps) results.push(await db.execute(step));
  return results[1];
}
