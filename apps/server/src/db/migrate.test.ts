import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testDriver } from '../test/test-db.ts';
import { openDb } from './client.ts';
import { MIGRATIONS_DIR, migrateDb, NO_TRANSACTION_MARKER } from './migrate.ts';
import type { DbHandle } from './types.ts';

type Journal = {
  entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
};

const readJournal = (dir: string) =>
  JSON.parse(readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8')) as Journal;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** An empty database: in-memory PGlite in its thread, or a new PostgreSQL database dropped after the file. */
async function emptyDatabase(): Promise<{ open: () => Promise<DbHandle> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (testDriver() !== 'postgres' || !base) {
    const handle = await openDb({ pgliteInMemory: {} });
    cleanups.push(() => handle.close());
    return { open: async () => handle };
  }
  const name = `xm_migrate_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    open: async () => {
      const handle = await openDb({ databaseUrl: url.toString() });
      cleanups.push(() => handle.close());
      return handle;
    },
  };
}

// Both drivers answer raw SQL with `{ rows }`; the shared Db type leaves the result open.
async function rowsOf<T>(handle: DbHandle, query: SQL): Promise<T[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const appliedHashes = async (handle: DbHandle) =>
  (await rowsOf<{ hash: string }>(handle, sql`select hash from drizzle.__drizzle_migrations`)).map(
    (r) => r.hash,
  );

/** A copy of the real migrations plus one more, written as `sql` (statements split by breakpoints). */
function foldersWithExtra(tag: string, statements: string[]): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'xinmiao-migrations-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journal = readJournal(dir);
  const last = journal.entries.at(-1);
  if (!last) throw new Error('empty journal');
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag });
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  writeFileSync(path.join(dir, `${tag}.sql`), statements.join('\n--> statement-breakpoint\n'));
  return dir;
}

/** A copy of the real migrations up to and including `lastTag`. */
function foldersUpTo(lastTag: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'xinmiao-migrations-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journal = readJournal(dir);
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  writeFileSync(
    path.join(dir, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }),
  );
  return dir;
}

describe('0006_read_audit_records', () => {
  it('moves the one record id of earlier reads into their child rows', async () => {
    const handle = await (await emptyDatabase()).open();
    await migrateDb(handle, foldersUpTo('0005_data_scopes'));
    await handle.db.execute(sql`insert into sys_tenant (id, name) values (7, 't')`);
    await handle.db.execute(sql`
      insert into sys_read_audit (tenant_id, id, user_id, username, resource, record_id)
      values (7, 'a1', 'u', 'xinli', '/x/queryById', 'S1'), (7, 'a2', 'u', 'xinli', '/x/list', null)`);
    await migrateDb(handle);
    expect(
      await rowsOf(handle, sql`select id, record_count from sys_read_audit where tenant_id = 7 order by id`),
    ).toEqual([
      { id: 'a1', record_count: 1 },
      { id: 'a2', record_count: 0 },
    ]);
    expect(
      await rowsOf(handle, sql`select audit_id, record_id from sys_read_audit_record where tenant_id = 7`),
    ).toEqual([{ audit_id: 'a1', record_id: 'S1' }]);
  });
});

describe('0073_log_partitions', () => {
  it('partitions the logs and the read audit by month, keeping every row, its key and its records', async () => {
    const handle = await (await emptyDatabase()).open();
    await migrateDb(handle, foldersUpTo('0071_career_surveys'));
    await handle.db.execute(sql`insert into sys_tenant (id, name) values (7, 't')`);
    await handle.db.execute(sql`
      insert into sys_log (tenant_id, id, log_type, log_content, create_time)
      values (7, 'l1', 1, 'old', '2025-03-10T08:00:00Z'), (7, 'l2', 2, 'now', now())`);
    await handle.db.execute(sql`
      insert into sys_read_audit (tenant_id, id, user_id, username, resource, record_count, create_time)
      values (7, 'a1', 'u', 'xinli', '/x/list', 2, '2025-03-10T08:00:00Z')`);
    await handle.db.execute(sql`
      insert into sys_read_audit_record (tenant_id, audit_id, record_id, create_time)
      values (7, 'a1', 'S1', '2025-03-10T08:00:00Z'), (7, 'a1', 'S2', '2025-03-10T08:00:00Z')`);
    await migrateDb(handle);

    const month = (at: Date) => `${at.getUTCFullYear()}${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
    expect(
      await rowsOf(
        handle,
        sql`select id, tableoid::regclass::text as part from sys_log where tenant_id = 7 order by id`,
      ),
    ).toEqual([
      { id: 'l1', part: 'sys_log_p202503' },
      { id: 'l2', part: `sys_log_p${month(new Date())}` },
    ]);
    // Every month from the oldest row to three ahead has its partition.
    const parts = await rowsOf<{ n: number }>(
      handle,
      sql`select count(*)::int as n from pg_inherits i join pg_class p on p.oid = i.inhparent
          where p.relname = 'sys_log'`,
    );
    const now = new Date();
    const months = (now.getUTCFullYear() - 2025) * 12 + now.getUTCMonth() - 2 + 4;
    expect(parts[0]?.n).toBe(months + 1); // and the default partition
    expect(
      await rowsOf(
        handle,
        sql`select r.record_id, r.tableoid::regclass::text as part from sys_read_audit_record r
            join sys_read_audit a on a.tenant_id = r.tenant_id and a.id = r.audit_id and a.create_time = r.create_time
            order by 1`,
      ),
    ).toEqual([
      { record_id: 'S1', part: 'sys_read_audit_record_p202503' },
      { record_id: 'S2', part: 'sys_read_audit_record_p202503' },
    ]);
    // Deleting a read still takes its records with it (the foreign key now carries the month).
    await handle.db.execute(sql`delete from sys_read_audit where id = 'a1'`);
    expect(await rowsOf(handle, sql`select * from sys_read_audit_record where tenant_id = 7`)).toEqual([]);
  });
});

// PGlite is one in-process connection per data directory, so instances racing to migrate exist only on
// PostgreSQL; the test is registered there rather than reported as skipped here.
if (testDriver() === 'postgres') {
  describe('several instances starting together', () => {
    it('all succeed and the schema is migrated once', async () => {
      const database = await emptyDatabase();
      const instances = await Promise.all([database.open(), database.open(), database.open()]);
      await Promise.all(instances.map((handle) => migrateDb(handle)));
      const hashes = await appliedHashes(instances[0] as DbHandle);
      expect(hashes).toHaveLength(readJournal(MIGRATIONS_DIR).entries.length);
      expect(new Set(hashes).size).toBe(hashes.length);
    });
  });
}

describe('migrations outside a transaction', () => {
  const concurrently = [
    // Not on sys_log: a partitioned table has no concurrent index build (docs/deploy.md, Big tables).
    `${NO_TRANSACTION_MARKER}\nCREATE INDEX CONCURRENTLY IF NOT EXISTS idx_test_log_ip ON sys_login_attempt (ip)`,
    'CREATE INDEX CONCURRENTLY IF NOT EXISTS idx_test_log_url ON sys_login_attempt (guess)',
  ];

  it('run CREATE INDEX CONCURRENTLY when the file starts with the marker, once', async () => {
    const database = await emptyDatabase();
    const handle = await database.open();
    const folder = foldersWithExtra('0099_concurrent_index', concurrently);
    await migrateDb(handle, folder);
    await migrateDb(handle, folder);
    const rows = await rowsOf<{ name: string; valid: boolean }>(
      handle,
      sql`
      select c.relname as name, i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
      where c.relname like 'idx_test_log_%' order by c.relname`,
    );
    expect(rows).toEqual([
      { name: 'idx_test_log_ip', valid: true },
      { name: 'idx_test_log_url', valid: true },
    ]);
    expect(await appliedHashes(handle)).toHaveLength(readJournal(folder).entries.length);
  });

  it('without the marker the same file fails inside its transaction and is not recorded', async () => {
    const database = await emptyDatabase();
    const handle = await database.open();
    const unmarked = concurrently.map((s) => s.replace(`${NO_TRANSACTION_MARKER}\n`, ''));
    const folder = foldersWithExtra('0099_concurrent_index', unmarked);
    await expect(migrateDb(handle, folder)).rejects.toThrow(/CONCURRENTLY cannot run inside a transaction/);
    expect(await appliedHashes(handle)).toHaveLength(readJournal(MIGRATIONS_DIR).entries.length);
  });
});
