import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFileStorage } from '../../core/files/local-storage.ts';
import { openDb } from '../../db/client.ts';
import type { DbHandle } from '../../db/types.ts';
import { createTestDb, type TestDb, testDriver } from '../../test/test-db.ts';
import { operatorPassphrase } from './archive.ts';
import { backup, restore } from './backup.ts';

const PASSPHRASE = 'a long operator passphrase 2026';

// Both drivers answer raw SQL with `{ rows }`; the shared Db type leaves the result open.
async function rowsOf<T>(handle: DbHandle, query: SQL): Promise<T[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Row count and an md5 of the rows in text order, for every table of every schema but the system's. */
async function checksums(handle: DbHandle): Promise<Record<string, string>> {
  const tables = await rowsOf<{ schema: string; name: string }>(
    handle,
    sql`select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by 1, 2`,
  );
  const sums: Record<string, string> = {};
  for (const { schema, name } of tables) {
    const [row] = await rowsOf<{ n: number; md5: string }>(
      handle,
      sql`select count(*)::int as n, coalesce(md5(string_agg(t::text, E'\n' order by t::text)), '') as md5
        from ${sql.identifier(schema)}.${sql.identifier(name)} t`,
    );
    sums[`${schema}.${name}`] = `${row?.n} ${row?.md5}`;
  }
  return sums;
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** Where a test restores to: a fresh data folder and, on PostgreSQL, a fresh database. */
type Target = {
  dataDir: string;
  databaseUrl?: string;
  open: () => Promise<DbHandle>;
  drop: () => Promise<void>;
};

describe(`backup and restore (${testDriver()})`, () => {
  let source: TestDb;
  let root: string;
  let sourceData: string;
  let sourceUrl: string | undefined;
  let archive: string;
  const uploads = new Map<string, string>();
  const targets: Target[] = [];

  async function freshTarget(): Promise<Target> {
    const dataDir = path.join(root, `target-${targets.length}`);
    let target: Target;
    if (sourceUrl) {
      const base = process.env.TEST_DATABASE_URL ?? sourceUrl;
      const name = `xm_restore_${process.pid}_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(base);
      url.pathname = `/${name}`;
      const databaseUrl = url.toString();
      target = {
        dataDir,
        databaseUrl,
        open: () => openDb({ databaseUrl }),
        drop: async () => {
          const client = new pg.Client({ connectionString: base });
          await client.connect();
          await client.query(`drop database if exists ${name} with (force)`);
          await client.end();
        },
      };
    } else {
      target = { dataDir, open: () => openDb({ dataDir }), drop: async () => {} };
    }
    targets.push(target);
    return target;
  }

  async function targetUntouched(target: Target): Promise<boolean> {
    if (existsSync(path.join(target.dataDir, 'files'))) return false;
    if (!target.databaseUrl) return !existsSync(path.join(target.dataDir, 'pglite'));
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace where s.nspname = 'public'",
    );
    await client.end();
    return rows[0]?.n === 0;
  }

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'xinmiao-backup-test-'));
    sourceData = path.join(root, 'source');
    archive = path.join(root, 'backup.xmb');
    source = await createTestDb();
    const { $client } = source.db as unknown as { $client: PGlite | pg.Pool };
    if ($client instanceof PGlite) {
      // The command backs up a data folder the server has closed: the seeded database is put in one.
      mkdirSync(sourceData);
      const copy = new PGlite(path.join(sourceData, 'pglite'), {
        loadDataDir: await $client.dumpDataDir('none'),
      });
      await copy.close();
    } else {
      sourceUrl = $client.options.connectionString;
    }
    const storage = localFileStorage(path.join(sourceData, 'files'));
    for (const [key, size] of [
      ['1000/avatar/0123456789abcdef0123456789abcdef.png', 5_000],
      ['1000/course/fedcba9876543210fedcba9876543210.mp4', 20 * 1024 * 1024],
      ['1001/temp/00000000000000000000000000000001.pdf', 1],
    ] as const) {
      await storage.put(key, randomBytes(size), 'application/octet-stream');
      uploads.set(key, sha256(path.join(sourceData, 'files', ...key.split('/'))));
    }
    const summary = await backup({
      out: archive,
      passphrase: PASSPHRASE,
      databaseUrl: sourceUrl,
      dataDir: sourceData,
    });
    expect(summary).toMatchObject({ database: sourceUrl ? 'postgres' : 'pglite', fileCount: 3 });
  });

  afterAll(async () => {
    for (const target of targets) await target.drop();
    await source?.drop();
    rmSync(root, { recursive: true, force: true });
  });

  it('writes an archive only its owner can read, and never over an existing file', async () => {
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    expect(existsSync(`${archive}.partial`)).toBe(false);
    await expect(
      backup({ out: archive, passphrase: PASSPHRASE, databaseUrl: sourceUrl, dataDir: sourceData }),
    ).rejects.toThrow(/already exists/);
  });

  it('restores into a fresh database and files folder: same rows per table, same files', async () => {
    const target = await freshTarget();
    const summary = await restore({
      from: archive,
      passphrase: PASSPHRASE,
      databaseUrl: target.databaseUrl,
      dataDir: target.dataDir,
    });
    expect(summary.fileCount).toBe(3);
    const restored = await target.open();
    try {
      const expected = await checksums(source);
      expect(Object.keys(expected).length).toBeGreaterThan(50);
      expect(await checksums(restored)).toEqual(expected);
      if (target.databaseUrl) {
        // Restored without the source's owners and grants: the app's row-level-security role is set up again.
        const [grant] = await rowsOf<{ ok: boolean }>(
          restored,
          sql`select has_table_privilege('xinmiao_app', 'screening_result', 'INSERT') as ok`,
        );
        expect(grant?.ok).toBe(true);
      }
    } finally {
      await restored.close();
    }
    for (const [key, hash] of uploads) {
      expect(sha256(path.join(target.dataDir, 'files', ...key.split('/')))).toBe(hash);
    }

    await expect(
      restore({
        from: archive,
        passphrase: PASSPHRASE,
        databaseUrl: target.databaseUrl,
        dataDir: target.dataDir,
      }),
    ).rejects.toThrow(/not empty: nothing restored \(--force replaces what is there\)/);
    const again = await restore({
      from: archive,
      passphrase: PASSPHRASE,
      databaseUrl: target.databaseUrl,
      dataDir: target.dataDir,
      force: true,
    });
    expect(again.fileCount).toBe(3);
  });

  it('refuses a wrong passphrase with a clear message and touches nothing', async () => {
    const target = await freshTarget();
    await expect(
      restore({
        from: archive,
        passphrase: 'not the operator passphrase',
        databaseUrl: target.databaseUrl,
        dataDir: target.dataDir,
      }),
    ).rejects.toThrow('wrong passphrase for this archive (or its header was altered): nothing restored');
    expect(await targetUntouched(target)).toBe(true);
  });

  it('refuses an altered or truncated archive and touches nothing', async () => {
    const target = await freshTarget();
    const bytes = readFileSync(archive);
    const altered = Buffer.from(bytes);
    const at = Math.floor(bytes.length / 2);
    altered[at] = (altered[at] ?? 0) ^ 1;
    const alteredFile = path.join(root, 'altered.xmb');
    writeFileSync(alteredFile, altered);
    const truncatedFile = path.join(root, 'truncated.xmb');
    writeFileSync(truncatedFile, bytes.subarray(0, bytes.length - 1000));
    for (const from of [alteredFile, truncatedFile]) {
      await expect(
        restore({ from, passphrase: PASSPHRASE, databaseUrl: target.databaseUrl, dataDir: target.dataDir }),
      ).rejects.toThrow(/altered/);
    }
    expect(await targetUntouched(target)).toBe(true);
  });

  it('runs only with an operator key: no default, no key file others can read', async () => {
    await expect(operatorPassphrase({})).rejects.toThrow(/no backup key.*there is no default key/);
    await expect(operatorPassphrase({ BACKUP_PASSPHRASE: 'short' })).rejects.toThrow(/at least 16/);
    const keyFile = path.join(root, 'backup.key');
    writeFileSync(keyFile, `${PASSPHRASE}\n`);
    chmodSync(keyFile, 0o644);
    await expect(operatorPassphrase({ BACKUP_KEY_FILE: keyFile })).rejects.toThrow(/chmod 600/);
    chmodSync(keyFile, 0o600);
    expect(await operatorPassphrase({ BACKUP_KEY_FILE: keyFile, BACKUP_PASSPHRASE: 'ignored' })).toBe(
      PASSPHRASE,
    );
  });
});
