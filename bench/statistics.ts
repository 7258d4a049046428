// Statistics and cockpits at scale: BENCH_STAT_RESULTS screening results (default 1,000,000) across
// 100 schools in 山西 (140000), with 2,000 students each. Prints the rollup rebuild (the scheduled
// job, per school), then the platform operator's cockpit and statistics calls over HTTP
// (in-process, median of 20) beside the 100 ms budget, the first call after a school's refresh
// (the region's rollups read again rather than kept), and the direct grouped count over the raw
// results the rollups replace. PGlite, and PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL
// names a server; BENCH_STAT_PGLITE=0 leaves PGlite out (its 1M fill takes many minutes).
// `npm run bench -- statistics`
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { TenantDb } from '../apps/server/src/core/tenant-db.ts';
import { migrateDb } from '../apps/server/src/db/migrate.ts';
import type { DbHandle } from '../apps/server/src/db/types.ts';
import { refreshSchool } from '../apps/server/src/modules/statistics/rollup.ts';
import { seedIfEmpty } from '../apps/server/src/seed/index.ts';
import { benchPostgresUrl, onScratchPglite, onScratchPostgres } from './support/scratch-db.ts';

const RESULTS = Number(process.env.BENCH_STAT_RESULTS ?? 1_000_000);
const SCHOOLS = 100;
const STUDENTS = 2_000;
const FIRST_SCHOOL = 3000;
const RUNS = 20;
const BUDGET_MS = 100;
const PASSWORD = 'Bench@2026xm';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Counties of 山西 from the region data the server serves, for spreading the schools. */
function shanxiCounties(): string[] {
  const data = createRequire(import.meta.url)('china-area-data/data.json') as Record<
    string,
    Record<string, string>
  >;
  return Object.keys(data['140000'] ?? {}).flatMap((city) => Object.keys(data[city] ?? {}));
}

/** 100 schools with students and results, written straight in SQL (foreign keys off for the fill). */
async function fill(handle: DbHandle): Promise<number[]> {
  const counties = shanxiCounties();
  const perSchool = Math.ceil(RESULTS / SCHOOLS);
  const ids = Array.from({ length: SCHOOLS }, (_, i) => FIRST_SCHOOL + i);
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const [i, id] of ids.entries()) {
      await tx.execute(sql`insert into sys_tenant (id, name, region_code, create_by)
        values (${id}, ${`测试学校${i + 1}`}, ${counties[i % counties.length] ?? '140105'}, 'bench')`);
      await tx.execute(sql`insert into school_student (tenant_id, id, student_no, name, class_id, org_code, enrol_year)
        select ${id}, 's' || n, 'S' || n, '学生' || n, 'c' || (n % 40), 'A01', 2023 + (n % 3)
        from generate_series(1, ${STUDENTS}) n`);
      await tx.execute(sql`insert into screening_result
          (tenant_id, id, task_id, attempt_id, student_id, org_code, scale_code, scale_version, valid, level, score, create_time)
        select ${id}, 'r' || n, 't1', 'a' || n, 's' || (n % ${STUDENTS} + 1), 'A01',
               (array['SCL-90', 'PHQ-9', 'GAD-7'])[n % 3 + 1], '1', n % 50 <> 0, n % 4, '{}'::jsonb,
               now() - (n % 700) * interval '1 day'
        from generate_series(1, ${perSchool}) n`);
    }
  });
  await handle.db.execute(sql`analyze screening_result`);
  await handle.db.execute(sql`analyze school_student`);
  return ids;
}

async function run(label: string, handle: DbHandle): Promise<void> {
  await migrateDb(handle);
  await seedIfEmpty(handle.db, { adminPassword: PASSWORD, demo: true });
  let start = performance.now();
  const ids = await fill(handle);
  const fillS = (performance.now() - start) / 1000;
  const refresh: number[] = [];
  for (const id of [...ids, 1000, 1001]) {
    start = performance.now();
    await refreshSchool(new TenantDb(handle.db, id));
    refresh.push(performance.now() - start);
  }
  const { app } = await buildApp({
    db: handle.db,
    loginCaptcha: false,
    rateLimit: { limits: {}, inFlight: 0 },
  });
  const login = await app.inject({
    method: 'POST',
    url: '/jeecg-boot/sys/login',
    payload: { username: 'pingtai', password: PASSWORD },
  });
  const token = (login.json() as { result: { token: string } }).result.token;
  const time = async (method: 'GET' | 'POST', path: string, payload?: object) => {
    const ms: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      start = performance.now();
      const reply = await app.inject({
        method,
        url: `/jeecg-boot${path}`,
        headers: { 'X-Access-Token': token },
        ...(payload ? { payload } : {}),
      });
      ms.push(performance.now() - start);
      if (!(reply.json() as { success: boolean }).success) throw new Error(`${path} failed`);
    }
    const m = median(ms);
    return `${m.toFixed(1)} ms median (budget ${BUDGET_MS} ms${m > BUDGET_MS ? ', OVER' : ''})`;
  };
  const region = { xzqhDm: '140000' };
  const figures = {
    cockpit: await time('GET', '/saas/statistics/getCockpitData?xzqhDm=140000'),
    index: await time('POST', '/saas/statistics/getIndexData', region),
    schools: await time('POST', '/saas/statistics/getScStatistics', region),
    ledger: await time('POST', '/saas/statistics/getSchoolLedgerList', region),
    months: await time('GET', '/saas/statistics/getMonthPrAnalysis?xzqhDm=140000'),
  };
  // The first read after the job rewrote a school: the rollups are read again, not the kept copy.
  const cold: number[] = [];
  for (const id of ids.slice(0, 5)) {
    await refreshSchool(new TenantDb(handle.db, id));
    start = performance.now();
    await app.inject({
      method: 'POST',
      url: '/jeecg-boot/saas/statistics/getIndexData',
      headers: { 'X-Access-Token': token },
      payload: region,
    });
    cold.push(performance.now() - start);
  }
  const direct: number[] = [];
  for (let i = 0; i < 5; i++) {
    start = performance.now();
    await handle.db.execute(sql`select tenant_id, scale_code, level,
        to_char(create_time at time zone 'Asia/Shanghai', 'YYYY-MM') as month, count(*)
      from screening_result where valid group by 1, 2, 3, 4`);
    direct.push(performance.now() - start);
  }
  await app.close();
  const lines = [
    `${label}: ${RESULTS.toLocaleString('en')} results, ${SCHOOLS} schools (fill ${fillS.toFixed(1)} s)`,
    `  rollup rebuild per school (job): ${median(refresh).toFixed(1)} ms median, ${(refresh.reduce((a, b) => a + b, 0) / 1000).toFixed(1)} s all`,
    `  getCockpitData        ${figures.cockpit}`,
    `  getIndexData          ${figures.index}`,
    `  getScStatistics       ${figures.schools}`,
    `  getSchoolLedgerList   ${figures.ledger}`,
    `  getMonthPrAnalysis    ${figures.months}`,
    `  getIndexData right after a school's refresh (rollups read again): ${median(cold).toFixed(1)} ms median of ${cold.length}`,
    `  direct grouped count over the raw results (what the rollups replace): ${median(direct).toFixed(1)} ms median`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

if (process.env.BENCH_STAT_PGLITE !== '0') await onScratchPglite(run);
const url = benchPostgresUrl();
if (url) await onScratchPostgres(url, run);
else process.stdout.write('PostgreSQL: skipped (set BENCH_DATABASE_URL)\n');
