import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

/** Either driver (PGlite or node-postgres) behind the one query-builder API both share. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DbHandle = {
  db: Db;
  driver: 'pglite' | 'pg';
  close: () => Promise<void>;
};
