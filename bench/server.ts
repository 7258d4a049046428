// Server benchmark: 100k sys_log rows across two tenants, then login, permission load and the
// authenticated log list through app.inject, beside the raw SQL of the list. PGlite always;
// PostgreSQL too when BENCH_DATABASE_URL or DATABASE_URL names a server (a scratch database is
// created next to it and dropped afterwards).
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { TenantDb } from '../apps/server/src/core/tenant-db.ts';
import { newId } from '../apps/server/src/db/ids.ts';
import { migrateDb } from '../apps/server/src/db/migrate.ts';
import { sysLog } from '../apps/server/src/db/schema.ts';
import type { DbHandle } from '../apps/server/src/db/types.ts';
import { seedIfEmpty } from '../apps/server/src/seed/index.ts';
import { benchPostgresUrl, onScratchPglite, onScratchPostgres } from './support/scratch-db.ts';

const PASSWORD = 'Bench@123456';
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const BATCH = 1000;
const YEAR_MS = 365 * 24 * 3600_000;

type Stats = { median: number; p95: number };

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95) };
}

async function measure(runs: number, warmup: number, fn: () => Promise<void>): Promise<Stats> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return stats(samples);
}

const fmt = (s: Stats) => `${s.median.toFixed(2).padStart(8)} ms  p95 ${s.p95.toFixed(2).padStart(8)} ms`;

async function insertLogs(handle: DbHandle): Promise<number> {
  const start = performance.now();
  const now = Date.now();
  for (let done = 0; done < ROWS; done += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, ROWS - done) }, (_, i) => {
      const n = done + i;
      return {
        id: newId(),
        tenantId: n % 2 === 0 ? 1000 : 1001,
        logType: n % 5 === 0 ? 1 : 2,
        logContent: `操作记录 ${n} ${randomBytes(4).toString('hex')}`,
        operateType: (n % 6) + 1,
        userid: n % 3 === 0 ? 'admin' : 'xinli',
        username: n % 3 === 0 ? '管理员' : '林心怡',
        ip: `10.0.${n % 256}.${(n >> 8) % 256}`,
        costTime: n % 500,
        createTime: new Date(now - Math.floor(Math.random() * YEAR_MS)),
      };
    });
    await handle.db.insert(sysLog).values(rows);
  }
  await handle.db.execute(sql`analyze sys_log`);
  return performance.now() - start;
}

async function run(label: string, handle: DbHandle): Promise<void> {
  await migrateDb(handle);
  await seedIfEmpty(handle.db, { adminPassword: PASSWORD, demo: true });
  const insertMs = await insertLogs(handle);
  const { app } = await buildApp({ db: handle.db, loginCaptcha: false });
  await app.ready();

  let token = '';
  const login = await measure(10, 2, async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/jeecg-boot/sys/login',
      payload: { username: 'admin', password: PASSWORD },
    });
    token = (res.json() as { result: { token: string } }).result.token;
  });
  const headers = { 'x-access-token': token };
  const get = (url: string) => async () => {
    const res = await app.inject({ method: 'GET', url, headers });
    if (!(res.json() as { success: boolean }).success) throw new Error(`${url}: ${res.body}`);
  };
  const permission = await measure(50, 5, get('/jeecg-boot/sys/permission/getUserPermissionByToken'));
  const page1 = await measure(200, 20, get('/jeecg-boot/sys/log/list?pageNo=1&pageSize=10'));
  const page100 = await measure(100, 10, get('/jeecg-boot/sys/log/list?pageNo=100&pageSize=10'));
  const filtered = await measure(
    100,
    10,
    get('/jeecg-boot/sys/log/list?logType=1&column=createTime&order=desc'),
  );

  // The SQL the endpoint runs (page query + bounded total), without HTTP, session or permissions.
  const tdb = new TenantDb(handle.db, 1000);
  const raw = (offset: number, where?: SQL) => async () => {
    await Promise.all([
      tdb.list(sysLog, { where, orderBy: [desc(sysLog.createTime), desc(sysLog.id)], limit: 10, offset }),
      tdb.pageTotal(sysLog, where),
    ]);
  };
  const raw1 = await measure(200, 20, raw(0));
  const raw100 = await measure(100, 10, raw(990));
  const rawFiltered = await measure(100, 10, raw(0, eq(sysLog.logType, 1)));
  const exactCount = await measure(20, 2, async () => {
    await handle.db.select({ n: count() }).from(sysLog).where(eq(sysLog.tenantId, 1000));
  });
  await app.close();

  const lines = [
    `== ${label}: ${ROWS.toLocaleString()} sys_log rows over tenants 1000/1001 ==`,
    `insert (batches of ${BATCH})          ${(insertMs / 1000).toFixed(2)} s (${Math.round(ROWS / (insertMs / 1000)).toLocaleString()} rows/s)`,
    `POST /sys/login (scrypt)          ${fmt(login)}`,
    `GET getUserPermissionByToken      ${fmt(permission)}`,
    `GET /sys/log/list page 1          ${fmt(page1)}   raw SQL ${fmt(raw1)}`,
    `GET /sys/log/list page 100        ${fmt(page100)}   raw SQL ${fmt(raw100)}`,
    `GET /sys/log/list logType=1       ${fmt(filtered)}   raw SQL ${fmt(rawFiltered)}`,
    `(reference) exact count(*) of one tenant ${fmt(exactCount)}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

await onScratchPglite(run);
const pgUrl = benchPostgresUrl();
if (pgUrl) await onScratchPostgres(pgUrl, run);
