// Backup and restore at scale: BENCH_BACKUP_RESULTS screening results (default 1,000,000 on
// PostgreSQL, 100,000 on PGlite, whose fill and dump are far slower), and a tenth of that, in 10
// schools with their attempts' answers, plus 50 uploaded files of 256 KB. Times `backup` (dump,
// encryption) and `restore` (authentication, extraction, restore into a fresh database and files
// folder), prints the archive size and the linear extrapolation to 1M results beside the restore
// budget (docs/deploy.md, "Backups"). PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL names a
// server; PGlite unless BENCH_BACKUP_PGLITE=0. `npm run bench -- backup-restore`
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { localFileStorage } from '../apps/server/src/core/files/local-storage.ts';
import { openDb } from '../apps/server/src/db/client.ts';
import { migrateDb } from '../apps/server/src/db/migrate.ts';
import type { DbHandle } from '../apps/server/src/db/types.ts';
import { backup, restore } from '../apps/server/src/ops/backup/backup.ts';
import { seedIfEmpty } from '../apps/server/src/seed/index.ts';
import { benchPostgresUrl } from './support/scratch-db.ts';

const PGLITE_RESULTS = Number(process.env.BENCH_BACKUP_RESULTS ?? 100_000);
const POSTGRES_RESULTS = Number(process.env.BENCH_BACKUP_RESULTS ?? 1_000_000);
const SCHOOLS = 10;
const STUDENTS = 2_000;
const FIRST_SCHOOL = 3000;
const FILES = 50;
const FILE_BYTES = 256 * 1024;
const PASSWORD = 'Bench@2026xm';
const PASSPHRASE = 'bench passphrase, long enough 2026';
// The restore budget for 1M results: a school region is back within a quarter of an hour.
const RESTORE_BUDGET_1M_S = 15 * 60;

/**
 * Schools with classes, students, screening tasks, attempts (one per student and task) and three
 * results per attempt, written straight in SQL but consistent: the restore checks every foreign key.
 * Then the uploads on disk.
 */
async function fill(handle: DbHandle, dataDir: string, results: number): Promise<void> {
  await migrateDb(handle);
  await seedIfEmpty(handle.db, { adminPassword: PASSWORD, demo: false });
  const perSchool = Math.ceil(results / SCHOOLS);
  const attempts = Math.ceil(perSchool / 3);
  const tasks = Math.ceil(attempts / STUDENTS);
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (let i = 0; i < SCHOOLS; i++) {
      const id = FIRST_SCHOOL + i;
      await tx.execute(sql`insert into sys_tenant (id, name, region_code, create_by)
        values (${id}, ${`测试学校${i + 1}`}, '140105', 'bench')`);
      await tx.execute(sql`insert into sys_depart (tenant_id, id, depart_name, org_code)
        select ${id}, 'c' || n, n || '班', 'A01' || lpad((n + 1)::text, 3, '0') from generate_series(0, 39) n`);
      await tx.execute(sql`insert into school_student (tenant_id, id, student_no, name, class_id, org_code, enrol_year)
        select ${id}, 's' || n, 'S' || n, '学生' || n, 'c' || (n % 40), 'A01', 2023 + (n % 3)
        from generate_series(1, ${STUDENTS}) n`);
      await tx.execute(sql`insert into eval_package (tenant_id, id, name) values (${id}, 'p1', '心理普查')`);
      await tx.execute(sql`insert into screening_task (tenant_id, id, name, task_status, package_id)
        select ${id}, 't' || n, '普查' || n, 'closed', 'p1' from generate_series(1, ${tasks}) n`);
      // Answers sized like a 97-item sheet (SCL-90, PHQ-9 and GAD-7 together less a few): the dump's bulk.
      await tx.execute(sql`insert into screening_attempt (tenant_id, id, task_id, student_id, org_code, attempt_status, answers)
        select ${id}, 'a' || n, 't' || ((n - 1) / ${STUDENTS} + 1), 's' || ((n - 1) % ${STUDENTS} + 1), 'A01', 'submitted',
               (select jsonb_object_agg('q' || k, (n * k) % 5) from generate_series(1, 97) k)
        from generate_series(1, ${attempts}) n`);
      await tx.execute(sql`insert into screening_result
          (tenant_id, id, task_id, attempt_id, student_id, org_code, scale_code, scale_version, valid, level, score, create_time)
        select ${id}, 'r' || n, 't' || ((n - 1) / 3 / ${STUDENTS} + 1), 'a' || ((n - 1) / 3 + 1),
               's' || ((n - 1) / 3 % ${STUDENTS} + 1), 'A01',
               (array['SCL-90', 'PHQ-9', 'GAD-7'])[(n - 1) % 3 + 1], '1', n % 50 <> 0, n % 4,
               jsonb_build_object('total', n % 270, 'factors', jsonb_build_array(n % 5, n % 7, n % 11)),
               now() - (n % 700) * interval '1 day'
        from generate_series(1, ${perSchool}) n`);
    }
  });
  const storage = localFileStorage(path.join(dataDir, 'files'));
  for (let i = 0; i < FILES; i++) {
    await storage.put(
      `${FIRST_SCHOOL}/course/${randomBytes(16).toString('hex')}.mp4`,
      randomBytes(FILE_BYTES),
      'video/mp4',
    );
  }
}

async function resultCount(handle: DbHandle): Promise<number> {
  const { rows } = (await handle.db.execute(
    sql`select count(*)::int as n from screening_result`,
  )) as unknown as {
    rows: { n: number }[];
  };
  return rows[0]?.n ?? 0;
}

type Figures = {
  results: number;
  backupS: number;
  restoreS: number;
  mb: number;
  back: number;
  files: number;
};
type Target = { label: string; databaseUrl?: string; target?: string; root: string };

async function measure(results: number, run: Target): Promise<Figures> {
  const archive = path.join(run.root, 'backup.xmb');
  let start = performance.now();
  const written = await backup({
    out: archive,
    passphrase: PASSPHRASE,
    databaseUrl: run.databaseUrl,
    dataDir: path.join(run.root, 'source'),
  });
  const backupS = (performance.now() - start) / 1000;
  const targetDir = path.join(run.root, 'target');
  start = performance.now();
  const restored = await restore({
    from: archive,
    passphrase: PASSPHRASE,
    databaseUrl: run.target,
    dataDir: targetDir,
    workDir: run.root,
  });
  const restoreS = (performance.now() - start) / 1000;
  const check = await openDb(run.target ? { databaseUrl: run.target } : { dataDir: targetDir });
  const back = await resultCount(check);
  await check.close();
  return { results, backupS, restoreS, mb: written.bytes / 1024 / 1024, back, files: restored.fileCount };
}

async function onPglite(results: number): Promise<[string, Figures]> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'xinmiao-bench-backup-'));
  try {
    const source = path.join(root, 'source');
    mkdirSync(source);
    const handle = await openDb({ dataDir: source });
    await fill(handle, source, results);
    // The backup of the embedded database runs with the server stopped.
    await handle.close();
    return ['PGlite (file)', await measure(results, { label: 'PGlite (file)', root })];
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

async function onPostgres(base: string, results: number): Promise<[string, Figures]> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'xinmiao-bench-backup-'));
  const url = new URL(base);
  const prefix = url.pathname.slice(1).replace(/\W/g, '') || 'xm_bench';
  const names = [
    `${prefix}_${randomBytes(4).toString('hex')}`,
    `${prefix}_${randomBytes(4).toString('hex')}`,
  ];
  const [sourceUrl, targetUrl] = names.map((name) => {
    url.pathname = `/${name}`;
    return url.toString();
  });
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    for (const name of names) await admin.query(`create database ${name}`);
    const handle = await openDb({ databaseUrl: sourceUrl });
    await fill(handle, path.join(root, 'source'), results);
    await handle.close();
    const version = await admin.query<{ server_version: string }>('show server_version');
    const label = `PostgreSQL ${version.rows[0]?.server_version ?? ''}`;
    return [label, await measure(results, { label, databaseUrl: sourceUrl, target: targetUrl, root })];
  } finally {
    for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(root, { recursive: true, force: true });
  }
}

/**
 * Times a tenth of `results`, then `results`, and extrapolates to 1M along the line through both: the
 * fixed costs (key derivation, the uploads, pg_restore's start, the platform's own tables) are not
 * multiplied with the results.
 */
async function bench(results: number, run: (results: number) => Promise<[string, Figures]>): Promise<void> {
  const [, small] = await run(Math.ceil(results / 10));
  const [label, large] = await run(results);
  const at1M = (key: 'backupS' | 'restoreS' | 'mb') =>
    large[key] + ((large[key] - small[key]) / (large.results - small.results)) * (1_000_000 - large.results);
  const restore1M = at1M('restoreS');
  const line = (f: Figures) =>
    `  ${f.results.toLocaleString('en').padStart(9)} results: backup ${f.backupS.toFixed(1)} s, archive ${f.mb.toFixed(1)} MB, ` +
    `restore ${f.restoreS.toFixed(1)} s (${f.back.toLocaleString('en')} results and ${f.files} files back)`;
  const lines = [
    `${label}: ${SCHOOLS} schools, 3 results per attempt, ${FILES} uploads of ${FILE_BYTES / 1024} KB`,
    line(small),
    line(large),
    `  1M results (linear from the two): backup ~${at1M('backupS').toFixed(0)} s, archive ~${at1M('mb').toFixed(0)} MB, ` +
      `restore ~${restore1M.toFixed(0)} s (budget ${RESTORE_BUDGET_1M_S} s${restore1M > RESTORE_BUDGET_1M_S ? ', OVER' : ''})`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

if (process.env.BENCH_BACKUP_PGLITE !== '0') await bench(PGLITE_RESULTS, onPglite);
const base = benchPostgresUrl();
if (base) await bench(POSTGRES_RESULTS, (results) => onPostgres(base, results));
