import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { chinaToday } from '../core/time.ts';
import { openDb } from '../db/client.ts';
import { MIGRATIONS_DIR, migrateDb } from '../db/migrate.ts';
import type { DbHandle } from '../db/types.ts';
import { type SeedOptions, seedIfEmpty } from '../seed/index.ts';

/** Every demo account's password in tests (the seed's SEED_ADMIN_PASSWORD). */
export const TEST_PASSWORD = 'Test@123456';

/**
 * How tests seed: the demo schools without the demo screening, every account with TEST_PASSWORD
 * hashed at a low scrypt cost, so each test sign-in costs a millisecond instead of a production
 * hash. Tests of the production cost seed with the defaults instead.
 */
export const TEST_SEED = {
  adminPassword: TEST_PASSWORD,
  demo: true,
  screenings: false,
  passwordCost: 2 ** 10,
} as const satisfies SeedOptions;

const SERVER_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function testDriver(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

// The template is keyed by every source that can shape the seeded database: the seed reaches into
// modules (accounts, pinned scales, default jobs …), so a narrower key once served stale templates.
// And by the China day it is seeded on: the demo's contracts, bookings and diaries are dated from
// it, and a template of yesterday's seed made a run past midnight (16:00 UTC) see shifted dates.
const TEMPLATE_SOURCES = [
  MIGRATIONS_DIR,
  SERVER_SRC,
  path.resolve(SERVER_SRC, '../../../packages/shared/src'),
  path.resolve(SERVER_SRC, '../../../packages/scales/src'),
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      const source = /\.(ts|sql|json)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name);
      return source ? [full] : [];
    });
}

function templateKey(): string {
  const hash = createHash('sha256').update(JSON.stringify(TEST_SEED)).update(chinaToday());
  for (const file of TEMPLATE_SOURCES.flatMap(sourceFiles)) {
    hash.update(path.relative(SERVER_SRC, file)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The template this worker last read, by file: a worker runs many test files (`isolate: false`). */
let heldTemplate: { file: string; bytes: Uint8Array<ArrayBuffer> } | undefined;

async function pgliteTemplate(): Promise<Uint8Array<ArrayBuffer>> {
  const file = path.join(os.tmpdir(), `xinmiao-test-template-${templateKey()}.tar`);
  if (heldTemplate?.file === file) return heldTemplate.bytes;
  if (existsSync(file)) {
    heldTemplate = { file, bytes: new Uint8Array(readFileSync(file)) };
    return heldTemplate.bytes;
  }
  const client = new PGlite();
  const handle = await openDb({ pglite: client });
  await migrateDb(handle);
  await seedIfEmpty(handle.db, TEST_SEED);
  const dump = await client.dumpDataDir('none');
  const bytes = new Uint8Array(await dump.arrayBuffer());
  await handle.close();
  // Several test workers may build it at once; rename makes the last complete copy win atomically.
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(tmp, bytes);
  renameSync(tmp, file);
  heldTemplate = { file, bytes };
  return bytes;
}

export type TestDb = DbHandle & {
  /** Opens a second, independent connection to the same database (a restarted process). */
  reopen?: () => Promise<DbHandle>;
  drop: () => Promise<void>;
};

// Serialises the test workers' template builds and clones on one PostgreSQL server.
const TEMPLATE_LOCK = 7_245_002;
const TEMPLATE_PREFIX = 'xm_test_tpl_';

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery<T>(base: string, run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

/** Migrates and seeds a database once, then renames it into place so a half-built one is never cloned. */
async function buildPostgresTemplate(admin: pg.Client, base: string, name: string): Promise<void> {
  const building = `${name}_build`;
  await admin.query(`drop database if exists ${building} with (force)`);
  await admin.query(`create database ${building}`);
  const handle = await openDb({ databaseUrl: databaseUrl(base, building) });
  await migrateDb(handle);
  await seedIfEmpty(handle.db, TEST_SEED);
  await handle.close();
  await admin.query(`alter database ${building} rename to ${name}`);
}

/**
 * A new database cloned from this run's template (`CREATE DATABASE … TEMPLATE`): the first worker
 * to need it builds it under an advisory lock, the others wait and clone. Templates of older source
 * keys are dropped, so a developer's server does not fill up with them.
 */
async function clonePostgresTemplate(base: string, name: string): Promise<void> {
  const template = `${TEMPLATE_PREFIX}${templateKey()}`;
  await adminQuery(base, async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [TEMPLATE_PREFIX],
      );
      for (const { datname } of rows) {
        if (datname !== template) await admin.query(`drop database if exists ${datname} with (force)`);
      }
      if (!rows.some((r) => r.datname === template)) await buildPostgresTemplate(admin, base, template);
      await admin.query(`create database ${name} template ${template}`);
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
}

async function postgresDb(): Promise<TestDb> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `xm_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await clonePostgresTemplate(base, name);
  const url = databaseUrl(base, name);
  const handle = await openDb({ databaseUrl: url });
  return {
    ...handle,
    reopen: () => openDb({ databaseUrl: url }),
    drop: async () => {
      await handle.close();
      await adminQuery(base, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export type TestDbOptions = {
  /** PGlite in a worker thread, as `npm start` runs it: benches, and a test of what the thread changes. */
  pgliteThread?: boolean;
};

/**
 * The template as PGlite's `loadDataDir` reads it: PGlite only calls `arrayBuffer()`, and Node's
 * Blob hands back 50 MB through a stream of chunks (about 0.45 s of CPU per test database).
 */
function templateImage(template: Uint8Array<ArrayBuffer>): Blob {
  const image: Pick<Blob, 'type' | 'arrayBuffer'> = {
    type: '',
    // PGlite reads the archive and writes copies of its files: the bytes are never changed.
    arrayBuffer: async () => template.buffer,
  };
  return image as Blob;
}

/**
 * A test database holds a few megabytes: 16 MB of shared buffers instead of PostgreSQL's 128 MB,
 * which PGlite allocates and clears in its WebAssembly memory at every start (0.4 s of a test
 * database's 1.6 s); and a new WAL segment is not filled with zeros first, which in PGlite's
 * in-memory files meant growing a 16 MB file 8 kB at a time (0.15 s).
 */
const TEST_PGLITE_CONF = ['shared_buffers = 16MB', 'wal_init_zero = off'];

async function pgliteDb(options: TestDbOptions): Promise<TestDb> {
  const template = await pgliteTemplate();
  // In the test's own thread unless asked: a thread per test file cost each file a second and a
  // half of start-up, a third of the project's time. The thread's protocol has tests of its own
  // (db/pglite-worker-client.test.ts), and every browser test's server runs it.
  const handle = options.pgliteThread
    ? await openDb({ pgliteInMemory: { image: new Uint8Array(template).buffer } })
    : await openDb({
        pglite: new PGlite({ loadDataDir: templateImage(template), postgresqlconf: TEST_PGLITE_CONF }),
      });
  return { ...handle, drop: () => handle.close() };
}

/** A migrated, seeded database of its own, cloned from a per-sources template: PGlite in memory or PostgreSQL. */
export function createTestDb(options: TestDbOptions = {}): Promise<TestDb> {
  return testDriver() === 'postgres' ? postgresDb() : pgliteDb(options);
}
