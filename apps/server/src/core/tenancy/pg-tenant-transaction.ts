import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import { APP_ROLE } from './tenant-session.ts';

/** One drizzle handle per pooled connection, built on its first tenant transaction and kept. */
const handles = new WeakMap<pg.PoolClient, Db>();
const tenantHandles = new WeakSet<Db>();

/** The node-postgres pool behind `db`, or null (PGlite, a single client, a transaction). */
export function poolOf(db: Db): pg.Pool | null {
  const client: unknown = '$client' in db ? db.$client : undefined;
  return client instanceof pg.Pool ? client : null;
}

/** True for the handle `pgTenantTransaction` gives its callback (already inside a tenant transaction). */
export function isTenantHandle(db: Db): boolean {
  return tenantHandles.has(db);
}

/**
 * `begin` and the tenant set-up as one simple-protocol message (one round trip). The only value in
 * it is the tenant id, checked to be an integer here, so the text can only ever be these two
 * statements; the role is a constant.
 */
export function beginTenantText(tenantId: number): string {
  if (!Number.isSafeInteger(tenantId)) throw new Error('tenant id must be an integer');
  return `begin; select set_config('role', '${APP_ROLE}', true), set_config('xinmiao.tenant_id', '${tenantId}', true)`;
}

/**
 * The tenant transaction on PostgreSQL in three round trips instead of four: begin with the role and
 * tenant set (both local to the transaction, as `enterTenant` sets them), the work, commit. A
 * connection whose rollback fails is dropped from the pool, never reused in an unknown state.
 */
export async function pgTenantTransaction<R>(
  pool: pg.Pool,
  tenantId: number,
  fn: (db: Db) => Promise<R>,
): Promise<R> {
  const begin = beginTenantText(tenantId);
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query(begin);
    let db = handles.get(client);
    if (!db) {
      db = drizzle(client, { schema });
      handles.set(client, db);
      tenantHandles.add(db);
    }
    const result = await fn(db);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch((failed: unknown) => {
      broken = failed instanceof Error ? failed : new Error(String(failed));
    });
    throw error;
  } finally {
    client.release(broken);
  }
}
