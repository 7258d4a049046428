import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type * as schema from './schema.ts';
import type { DbHandle } from './types.ts';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Applies `apps/server/drizzle/*.sql` with the migrator of the handle's driver (idempotent). */
export async function migrateDb(handle: DbHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  // The two migrators want their own driver's database type; the handle records which one it is.
  if (handle.driver === 'pg') {
    await migratePg(handle.db as NodePgDatabase<typeof schema>, config);
  } else {
    await migratePglite(handle.db as PgliteDatabase<typeof schema>, config);
  }
}
