// List engine benchmark: BENCH_LIST_ROWS sys_log rows (default 1,000,000; 90% in tenant 1000),
// seeded through TenantDb's bulk insert, then `GET /sys/log/list` through app.inject (session,
// permission, list engine, dictionary text, JSON) beside (1) the hand-written SQL of the same page
// and total with the same count strategy, run directly as the table owner, and (2) the engine's
// own tenant transaction (`pageRows`: rows, total and dictionary texts under row-level security).
// Then what the tenant transaction adds to the SQL it guards: its set-up (a statement with its
// begin, role and tenant and commit, which travel with it, less the same statement bare) and the
// planning under the policy minus the planning as owner (EXPLAIN's planning time of the page
// query), beside the 0.5 ms budget; and
// page 1,000 against the hand SQL beside the 1.15× budget. Sessions and permissions are cached in
// Redis as in production (BENCH_REDIS_URL, default redis://127.0.0.1:6379). PGlite always,
// PostgreSQL too when BENCH_DATABASE_URL or DATABASE_URL names a server (BENCH_ONLY_POSTGRES=1
// skips PGlite). The machine's load average is printed with the figures: compare the ratios of
// one run. Printed, never asserted.

import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { desc, sql } from 'drizzle-orm';
import { loadDictTexts } from '../apps/server/src/core/list/dict-text.ts';
import { pageRows } from '../apps/server/src/core/list/page-rows.ts';
import { enterTenant } from '../apps/server/src/core/tenancy/tenant-session.ts';
import { TenantDb } from '../apps/server/src/core/tenant-db.ts';
import { migrateDb } from '../apps/server/src/db/migrate.ts';
import { sysLog } from '../apps/server/src/db/schema.ts';
import type { Db, DbHandle } from '../apps/server/src/db/types.ts';
import { seedIfEmpty } from '../apps/server/src/seed/index.ts';
import { logRoutes } from '../packages/shared/src/modules/log.contract.ts';
import { benchPostgresUrl, onScratchPglite, onScratchPostgres } from './support/scratch-db.ts';
import { signedInApp } from './support/signed-in-app.ts';

const PASSWORD = 'Bench@123456';
const ROWS = Number(process.env.BENCH_LIST_ROWS ?? 1_000_000);
const CHUNK = 50_000;
const PAGE_SIZE = 10;
const DEEP_PAGE = 1_000;
const YEAR_MS = 365 * 24 * 3600_000;

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Runs the calls in turn, round after round, so machine noise hits all alike; their medians. */
async function compare(runs: number, calls: (() => Promise<unknown>)[]): Promise<number[]> {
  for (let i = 0; i < 10; i++) for (const call of calls) await call();
  const samples = calls.map((): number[] => []);
  for (let i = 0; i < runs; i++) {
    for (const [k, call] of calls.entries()) {
      const start = performance.now();
      await call();
      samples[k]?.push(performance.now() - start);
    }
  }
  return samples.map(median);
}

async function seed(handle: DbHandle): Promise<number> {
  const start = performance.now();
  const now = Date.now();
  for (const tenant of [1000, 1001]) {
    const count = tenant === 1000 ? Math.round(ROWS * 0.9) : ROWS - Math.round(ROWS * 0.9);
    const tdb = new TenantDb(handle.db, tenant);
    for (let done = 0; done < count; done += CHUNK) {
      const rows = Array.from({ length: Math.min(CHUNK, count - done) }, (_, i) => {
        const n = done + i;
        return {
          logType: n % 5 === 0 ? 1 : 2,
          logContent: `操作记录 ${n} ${randomBytes(3).toString('hex')}`,
          operateType: (n % 6) + 1,
          userid: n % 3 === 0 ? 'admin' : 'xinli',
          username: n % 3 === 0 ? '管理员' : '林心怡',
          ip: `10.0.${n % 256}.${(n >> 8) % 256}`,
          costTime: n % 500,
          createTime: new Date(now - Math.floor(Math.random() * YEAR_MS)),
        };
      });
      await tdb.insert(sysLog, rows);
    }
  }
  await handle.db.execute(sql`analyze sys_log`);
  return performance.now() - start;
}

const tenantRows = sql`select 1 from sys_log where tenant_id = 1000`;

/** The same page and total by hand, with the engine's count strategy (estimate, then bounded count). */
async function rawPage(handle: DbHandle, pageNo: number): Promise<void> {
  const offset = (pageNo - 1) * PAGE_SIZE;
  await handle.db.execute(
    sql`select * from sys_log where tenant_id = 1000 order by create_time desc, id desc limit ${PAGE_SIZE} offset ${offset}`,
  );
  const plan = await handle.db.execute(sql`explain (format json) ${tenantRows}`);
  const estimate = Number(/Plan Rows[^0-9]*(\d+)/.exec(JSON.stringify(plan))?.[1] ?? 0);
  if (estimate >= 100_000) return;
  await handle.db.execute(sql`select count(*) from (${tenantRows} limit 10001) b`);
}

async function run(label: string, handle: DbHandle): Promise<void> {
  await migrateDb(handle);
  await seedIfEmpty(handle.db, { adminPassword: PASSWORD, demo: true });
  const seedMs = await seed(handle);
  const { app, cache, token } = await signedInApp(handle, PASSWORD);
  const endpoint = (pageNo: number) => async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/jeecg-boot/sys/log/list?pageNo=${pageNo}&pageSize=${PAGE_SIZE}`,
      headers: { 'x-access-token': token },
    });
    const body = res.json() as { success: boolean; result: { records: unknown[] } };
    if (!body.success || body.result.records.length !== PAGE_SIZE) throw new Error(res.body);
  };
  const lines = [
    `== ${label}: ${ROWS.toLocaleString()} sys_log rows (90% in tenant 1000), seeded in ${(seedMs / 1000).toFixed(1)} s; load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} ==`,
  ];
  const tdb = new TenantDb(handle.db, 1000);
  const order = [desc(sysLog.createTime), desc(sysLog.id)];
  const enginePage = (pageNo: number) => () =>
    pageRows(tdb, sysLog, { where: undefined, orderBy: order, pageNo, pageSize: PAGE_SIZE }, (tx, rows) =>
      loadDictTexts(tx, logRoutes.list.list.dicts, rows),
    );
  const ms = (n: number) => `${n.toFixed(2).padStart(6)} ms`;
  const ratios: number[] = [];
  for (const pageNo of [1, DEEP_PAGE]) {
    const [e = 0, raw = 0, tx = 0] = await compare(100, [
      endpoint(pageNo),
      () => rawPage(handle, pageNo),
      enginePage(pageNo),
    ]);
    ratios.push(e / raw);
    lines.push(
      `GET /sys/log/list page ${String(pageNo).padEnd(5)} ${ms(e)} | hand SQL ${ms(raw)} (×${(e / raw).toFixed(2)}) | tenant transaction ${ms(tx)} (×${(tx / raw).toFixed(2)} of hand SQL)`,
    );
  }
  // The tenant's transaction travels with its statement (begin, role and tenant, commit): time a
  // statement with it against the same statement bare.
  const [setUp = 0, bare = 0] = await compare(200, [
    () => tdb.select({ one: sql`1` }).from(sysLog).limit(0),
    () => handle.db.execute(sql`select 1 from sys_log where tenant_id = 1000 limit 0`),
  ]);
  const planning = async (db: Db) => {
    const plan = await db.execute(
      sql`explain (summary) select * from sys_log where tenant_id = 1000 order by create_time desc, id desc limit ${PAGE_SIZE}`,
    );
    return Number(/Planning Time: ([0-9.]+)/.exec(JSON.stringify(plan))?.[1] ?? Number.NaN);
  };
  const plans = { owner: [] as number[], policy: [] as number[] };
  for (let i = 0; i < 200; i++) {
    plans.owner.push(await planning(handle.db));
    plans.policy.push(
      await handle.db.transaction(async (db) => {
        await enterTenant(db, 1000);
        return planning(db);
      }),
    );
  }
  const [owner, policy] = [median(plans.owner), median(plans.policy)];
  const overhead = setUp - bare + Math.max(0, policy - owner);
  lines.push(
    `a tenant statement (begin, role and tenant, commit with it) ${ms(setUp)} against ${ms(bare)} bare: +${(setUp - bare).toFixed(2)} ms`,
    `planning the page query: ${owner.toFixed(3)} ms as owner, ${policy.toFixed(3)} ms under the policy`,
    `set-up + planning per list call ${ms(overhead)} (budget 0.5 ms) ${overhead <= 0.5 ? 'within' : 'OVER'}`,
    `page ${DEEP_PAGE.toLocaleString()} ×${ratios[1]?.toFixed(2)} of hand SQL (budget 1.15×) ${(ratios[1] ?? 99) <= 1.15 ? 'within' : 'OVER'}`,
  );
  await app.close();
  await cache.close();
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

if (!process.env.BENCH_ONLY_POSTGRES) await onScratchPglite(run);
const pgUrl = benchPostgresUrl();
if (pgUrl) await onScratchPostgres(pgUrl, run);
