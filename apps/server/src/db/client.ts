import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.ts';
import type { DbHandle } from './types.ts';

export type OpenDbOptions = { databaseUrl?: string | undefined; dataDir?: string; pglite?: PGlite };

/** node-postgres when a URL is given, otherwise file-backed PGlite under `<dataDir>/pglite`. */
export async function openDb(options: OpenDbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client whose connection the server ended (restart, failover, pg_terminate_backend)
    // is already dropped by the pool and the next checkout reconnects. Without a listener the
    // pool re-emits the error unhandled and Node ends the whole process.
    pool.on('error', () => {});
    return { db: drizzlePg(pool, { schema }), driver: 'pg', close: () => pool.end() };
  }
  const client = options.pglite ?? (await createPglite(options.dataDir ?? './data'));
  await client.waitReady;
  return { db: drizzlePglite(client, { schema }), driver: 'pglite', close: () => client.close() };
}

async function createPglite(dataDir: string): Promise<PGlite> {
  const dir = path.resolve(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  return new PGlite(dir);
}
