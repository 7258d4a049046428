import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { type MigrationMeta, readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { SERVER_ROOT } from '../core/server-root.ts';
import type { Db, DbHandle } from './types.ts';

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');

/**
 * First line of a migration that must run outside a transaction (`CREATE INDEX CONCURRENTLY`).
 * Its statements run one by one, each committing on its own.
 */
export const NO_TRANSACTION_MARKER = '-- xinmiao:no-transaction';

// Session advisory lock held while migrating, so instances that start together migrate once.
// (The seed uses 7_245_001, SMS issuing 7_245_002.)
const MIGRATE_LOCK = 7_245_000;

/** One connection: the lock, the bookkeeping and the statements all run on it. */
type Session = {
  run: (statement: string) => Promise<void>;
  lastApplied: () => Promise<number | null>;
  release: () => Promise<void>;
};

// The bookkeeping table is drizzle's own, so databases migrated by drizzle's migrator carry on.
const BOOKKEEPING = [
  'CREATE SCHEMA IF NOT EXISTS drizzle',
  'CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)',
];
const LAST_APPLIED = 'SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1';

async function pgSession(pool: pg.Pool): Promise<Session> {
  const client = await pool.connect();
  // Migrations (and waiting for another instance's) may take longer than a request may.
  await client.query('SET statement_timeout = 0');
  return {
    run: async (statement) => {
      await client.query(statement);
    },
    lastApplied: async () => {
      const { rows } = await client.query<{ created_at: string }>(LAST_APPLIED);
      return rows[0] ? Number(rows[0].created_at) : null;
    },
    release: async () => {
      await client.query('RESET statement_timeout');
      client.release();
    },
  };
}

function pgliteSession(client: Pick<PGlite, 'exec' | 'query'>): Session {
  return {
    run: async (statement) => {
      await client.exec(statement);
    },
    lastApplied: async () => {
      const { rows } = await client.query<{ created_at: string | number }>(LAST_APPLIED);
      return rows[0] ? Number(rows[0].created_at) : null;
    },
    release: async () => {},
  };
}

const statementsOf = (migration: MigrationMeta) => migration.sql.filter((s) => s.trim() !== '');
const record = (migration: MigrationMeta) =>
  `INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('${migration.hash}', ${migration.folderMillis})`;

async function apply(session: Session, migration: MigrationMeta): Promise<void> {
  const statements = statementsOf(migration);
  if (statements[0]?.trimStart().startsWith(NO_TRANSACTION_MARKER)) {
    for (const statement of statements) await session.run(statement);
    await session.run(record(migration));
    return;
  }
  await session.run('BEGIN');
  try {
    for (const statement of statements) await session.run(statement);
    await session.run(record(migration));
    await session.run('COMMIT');
  } catch (err) {
    await session.run('ROLLBACK');
    throw err;
  }
}

/**
 * Applies the pending `apps/server/drizzle/*.sql` migrations in journal order, each in its own
 * transaction unless it starts with {@link NO_TRANSACTION_MARKER}, under a session advisory lock.
 * Idempotent: an instance that waited for the lock finds nothing left to do.
 */
export async function migrateDb(handle: DbHandle, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder });
  // Both drizzle drivers expose the client they wrap as `$client`; the shared Db type does not.
  const { $client } = handle.db as unknown as { $client: unknown };
  const session =
    handle.driver === 'pg'
      ? await pgSession($client as pg.Pool)
      : pgliteSession($client as Pick<PGlite, 'exec' | 'query'>);
  try {
    await session.run(`SELECT pg_advisory_lock(${MIGRATE_LOCK})`);
    try {
      for (const statement of BOOKKEEPING) await session.run(statement);
      const last = await session.lastApplied();
      for (const migration of migrations) {
        if (last === null || migration.folderMillis > last) await apply(session, migration);
      }
    } finally {
      await session.run(`SELECT pg_advisory_unlock(${MIGRATE_LOCK})`);
    }
  } finally {
    await session.release();
  }
}

/** The journal time of the newest migration this build carries. */
export function latestMigration(migrationsFolder = MIGRATIONS_DIR): number {
  return Math.max(0, ...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis));
}

/** The journal time of the newest migration the database has applied (null: none yet). */
export async function lastAppliedMigration(db: Db): Promise<number | null> {
  // Both drivers answer raw SQL with `{ rows }`; the shared Db type leaves the result open.
  const { rows } = (await db.execute(sql.raw(LAST_APPLIED))) as unknown as {
    rows: { created_at: string | number }[];
  };
  return rows[0] ? Number(rows[0].created_at) : null;
}
