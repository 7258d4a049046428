import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDb } from '../../apps/server/src/db/client.ts';
import type { DbHandle } from '../../apps/server/src/db/types.ts';

type Bench = (label: string, handle: DbHandle) => Promise<void>;

/** Runs `bench` on a fresh file-backed PGlite, removed afterwards. */
export async function onScratchPglite(bench: Bench): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'xinmiao-bench-'));
  const handle = await openDb({ dataDir: dir });
  try {
    await bench('PGlite (file)', handle);
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The PostgreSQL server to bench on (`BENCH_DATABASE_URL`, else `DATABASE_URL`), if any. */
export function benchPostgresUrl(): string | undefined {
  return process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
}

/**
 * Runs `bench` on a scratch database created next to `base` and dropped afterwards, named after
 * `base`'s database (`xm_me` → `xm_me_1a2b3c4d`) so parallel runs on one server stay apart.
 */
export async function onScratchPostgres(base: string, bench: Bench): Promise<void> {
  const url = new URL(base);
  const prefix = url.pathname.slice(1).replace(/\W/g, '') || 'xm_bench';
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  url.pathname = `/${name}`;
  const handle = await openDb({ databaseUrl: url.toString() });
  try {
    const version = await admin.query<{ server_version: string }>('show server_version');
    await bench(`PostgreSQL ${version.rows[0]?.server_version ?? ''}`, handle);
  } finally {
    await handle.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
