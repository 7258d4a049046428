import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { PgliteWorkerClient } from './pglite-worker-client.ts';
import * as schema from './schema.ts';
import { DEFAULT_CONNECTION_TIMEOUT_MS, DEFAULT_STATEMENT_TIMEOUT_MS } from './timeouts.ts';
import type { DbHandle } from './types.ts';

export type OpenDbOptions = {
  databaseUrl?: string | undefined;
  dataDir?: string;
  /** PGlite in this thread (builds a test template from it); otherwise PGlite runs in a worker thread. */
  pglite?: PGlite;
  /** PGlite in a worker thread, in memory, empty or from a dump (`dumpDataDir('none')`): tests. */
  pgliteInMemory?: { image?: ArrayBuffer };
  /** PostgreSQL: a statement running longer is cancelled (SQLSTATE 57014). */
  statementTimeoutMs?: number;
  /** PostgreSQL: how long a request waits for a connection (pool full or database away). */
  connectionTimeoutMs?: number;
};

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A pool whose checked-out clients (drizzle's transactions) give themselves back when their
 * connection is lost. drizzle sends `begin` before its try/finally, so a client whose connection
 * the server ended between checkout and `begin` (a restart) was never released: the pool shrank by
 * one each time until requests waited forever. And a checked-out client has no 'error' listener
 * of the pool's, so the lost connection's event, unheard, ended the process. Releasing twice is a
 * no-op here: drizzle's own release after a lost connection comes second.
 */
class SelfReleasingPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    // The pool's own `query` checks out with a callback and listens for errors itself.
    if (callback) {
      super.connect(callback);
      return undefined;
    }
    return super.connect().then((client) => {
      const release = client.release;
      let released = false;
      const releaseOnce = (err?: Error | boolean) => {
        if (released) return;
        released = true;
        client.removeListener('error', lost);
        release(err);
      };
      const lost = (err: Error) => releaseOnce(err);
      client.on('error', lost);
      client.release = releaseOnce;
      return client;
    });
  }
}

/** node-postgres when a URL is given, otherwise file-backed PGlite under `<dataDir>/pglite`. */
export async function openDb(options: OpenDbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new SelfReleasingPool({
      connectionString: options.databaseUrl,
      max: 10,
      // A tenant's statement leaves with its begin and commit (pg-tenant-transaction.ts).
      pipeline: true,
      // A connection keeps the list statements it prepared (TenantDb.listPage) until it ends.
      maxLifetimeSeconds: 15 * 60,
      statement_timeout: options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
      connectionTimeoutMillis: options.connectionTimeoutMs ?? DEFAULT_CONNECTION_TIMEOUT_MS,
    });
    // An idle client whose connection the server ended (restart, failover, pg_terminate_backend)
    // is already dropped by the pool and the next checkout reconnects. Without a listener the
    // pool re-emits the error unhandled and Node ends the whole process.
    pool.on('error', () => {});
    return { db: drizzlePg(pool, { schema }), driver: 'pg', close: () => pool.end() };
  }
  if (options.pglite) {
    const client = options.pglite;
    await client.waitReady;
    return { db: drizzlePglite(client, { schema }), driver: 'pglite', close: () => client.close() };
  }
  const client = new PgliteWorkerClient(
    options.pgliteInMemory
      ? { image: options.pgliteInMemory.image ?? null }
      : { dataDir: pgliteDir(options.dataDir ?? './data') },
  );
  try {
    await client.waitReady;
  } catch (error) {
    await client.close();
    throw error;
  }
  // drizzle's driver is typed for PGlite; it calls only `query` and `transaction`, which the
  // worker's client has with PGlite's signatures.
  const db = drizzlePglite(client as unknown as PGlite, { schema });
  return { db, driver: 'pglite', close: () => client.close() };
}

function pgliteDir(dataDir: string): string {
  const dir = path.resolve(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  return dir;
}
