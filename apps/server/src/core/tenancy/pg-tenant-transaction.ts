import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import { APP_ROLE } from './tenant-session.ts';

/** The node-postgres pool behind `db`, or null (PGlite, a single client, a transaction). */
export function poolOf(db: Db): pg.Pool | null {
  const client: unknown = '$client' in db ? db.$client : undefined;
  return client instanceof pg.Pool ? client : null;
}

/**
 * `begin` and the tenant set-up as one simple-protocol message. The only value in it is the tenant
 * id, checked to be an integer here, so the text can only ever be these two statements; the role is
 * a constant.
 */
export function beginTenantText(tenantId: number): string {
  if (!Number.isSafeInteger(tenantId)) throw new Error('tenant id must be an integer');
  return `begin; select set_config('role', '${APP_ROLE}', true), set_config('xinmiao.tenant_id', '${tenantId}', true)`;
}

/** How the work now checked out on a connection starts: sent in front of its first statement. */
type Opening = { begin: string; oneStatement: boolean };

/**
 * drizzle's client on a pooled connection (in `pg`'s pipeline mode, client.ts): the first statement
 * of a tenant's work leaves in one write with `begin` and the tenant set-up in front of it, and with
 * `commit` behind it when the work is that one statement. So a transaction costs no round trip of its
 * own: a one-statement call is one round trip where it was three, and a longer transaction one fewer.
 * The set-up reaches the database before the statement in every case: if it failed, the statement
 * would fail inside the aborted transaction and the `commit` behind it roll back.
 */
class TenantConnection {
  private opening: Opening | null = null;
  /** A one-statement call sent its statement: a second one would run outside the tenant. */
  private spent = false;
  /** The work opened a transaction that its end must commit or roll back. */
  began = false;

  constructor(private readonly client: pg.PoolClient) {}

  open(opening: Opening): void {
    if (!this.client.pipeline) throw new Error('tenant connections need pg pipeline mode');
    this.opening = opening;
    this.spent = false;
    this.began = false;
  }

  close(): void {
    this.opening = null;
  }

  /** What drizzle calls for every statement. */
  query(config: pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    if (this.spent) return Promise.reject(new Error('a one-statement tenant call ran a second statement'));
    const opening = this.opening;
    if (!opening) return this.client.query(config, values);
    this.opening = null;
    const { stream } = this.client.connection;
    stream.cork();
    try {
      const begun = this.client.query(opening.begin);
      const result = this.client.query(config, values);
      if (!opening.oneStatement) {
        this.began = true;
        return Promise.all([begun, result]).then(([, rows]) => rows);
      }
      this.spent = true;
      const committed = this.client.query('commit');
      return Promise.all([begun, result, committed]).then(([, rows]) => rows);
    } finally {
      stream.uncork();
    }
  }
}

/** One drizzle handle per pooled connection, built on its first tenant work and kept. */
const handles = new WeakMap<pg.PoolClient, { db: Db; connection: TenantConnection }>();
const tenantHandles = new WeakSet<Db>();

/** True for the handle `pgTenantTransaction` gives its callback (already inside a tenant transaction). */
export function isTenantHandle(db: Db): boolean {
  return tenantHandles.has(db);
}

function handleOf(client: pg.PoolClient): { db: Db; connection: TenantConnection } {
  let handle = handles.get(client);
  if (!handle) {
    const connection = new TenantConnection(client);
    // drizzle calls only `query(config, values)` on its client, which TenantConnection has.
    const db = drizzle({ client: connection as unknown as pg.PoolClient, schema });
    handle = { db, connection };
    handles.set(client, handle);
    tenantHandles.add(db);
  }
  return handle;
}

/**
 * The tenant's work on PostgreSQL as a transaction of its own, the role and tenant set in it (both
 * local to it, as `enterTenant` sets them). `oneStatement`: `fn` runs one statement, sent with its
 * `begin` and `commit` (a second one is refused). A connection whose rollback fails is dropped from
 * the pool, never reused in an unknown state.
 */
export async function pgTenantTransaction<R>(
  pool: pg.Pool,
  tenantId: number,
  fn: (db: Db) => Promise<R>,
  oneStatement = false,
): Promise<R> {
  const begin = beginTenantText(tenantId);
  const client = await pool.connect();
  const { db, connection } = handleOf(client);
  let broken: Error | undefined;
  try {
    connection.open({ begin, oneStatement });
    const result = await fn(db);
    if (connection.began) await client.query('commit');
    return result;
  } catch (error) {
    if (connection.began)
      await client.query('rollback').catch((failed: unknown) => {
        broken = failed instanceof Error ? failed : new Error(String(failed));
      });
    throw error;
  } finally {
    connection.close();
    client.release(broken);
  }
}
