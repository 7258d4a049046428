import { sql } from 'drizzle-orm';
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
 * Inside a tenant transaction: `fn` runs as the connecting role, then the application role is back
 * with the tenant unchanged. Only for EXPLAIN, which reads no row: a plan's row estimate under a
 * policy that is not an equality carries the policy's selectivity (migrations 0083, 0085).
 */
export async function plannedAsOwner<R>(db: Db, fn: () => Promise<R>): Promise<R> {
  await db.execute(sql`select set_config('role', 'none', true)`);
  const result = await fn();
  await db.execute(sql`select set_config('role', ${APP_ROLE}, true)`);
  return result;
}
