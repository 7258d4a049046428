// A student's growth file with 1,000 events: the timeline's first page, a deep page and a
// year-filtered page over HTTP (in-process), median of 30 reads each, beside the 50 ms budget and
// an audited student detail read as the baseline of the machine's load.
// PGlite, and PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL names a server.
// `npm run bench -- growth-timeline`
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { appendGrowthEvents } from '../apps/server/src/core/growth-events.ts';
import { TenantDb } from '../apps/server/src/core/tenant-db.ts';
import { migrateDb } from '../apps/server/src/db/migrate.ts';
import { schoolStudent } from '../apps/server/src/db/schema.ts';
import type { DbHandle } from '../apps/server/src/db/types.ts';
import { seedIfEmpty } from '../apps/server/src/seed/index.ts';
import { benchPostgresUrl, onScratchPglite, onScratchPostgres } from './support/scratch-db.ts';

const EVENTS = 1_000;
const RUNS = 30;
const BUDGET_MS = 50;
const PASSWORD = 'Bench@2026xm';
const KINDS = ['assessment', 'report', 'note', 'appointment', 'award', 'activity', 'volunteer'] as const;
const VISIBILITY = ['student', 'student', 'staff', 'centre', 'student', 'student', 'student'] as const;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function run(label: string, handle: DbHandle): Promise<void> {
  await migrateDb(handle);
  await seedIfEmpty(handle.db, { adminPassword: PASSWORD, demo: true });
  const db = new TenantDb(handle.db, 1000);
  const student = await db.first(schoolStudent, eq(schoolStudent.studentNo, '20230102'));
  if (!student) throw new Error('demo student 20230102 missing');
  const start = Date.UTC(2022, 8, 1);
  const span = Date.UTC(2026, 6, 1) - start;
  await appendGrowthEvents(
    db,
    Array.from({ length: EVENTS }, (_, i) => ({
      studentId: student.id,
      kind: KINDS[i % KINDS.length] ?? 'note',
      visibility: VISIBILITY[i % VISIBILITY.length] ?? 'staff',
      title: `事件 ${i}`,
      payload: { n: i },
      sourceModule: 'bench',
      sourceId: `e${i}`,
      eventTime: new Date(start + Math.floor((span * i) / EVENTS)),
    })),
  );
  const { app } = await buildApp({
    db: handle.db,
    loginCaptcha: false,
    rateLimit: { limits: {}, inFlight: 0 },
  });
  const login = await app.inject({
    method: 'POST',
    url: '/jeecg-boot/sys/login',
    payload: { username: 'admin', password: PASSWORD },
  });
  const token = (login.json() as { result: { token: string } }).result.token;
  const time = async (query: string, path = '/school/growth/timeline') => {
    const ms: number[] = [];
    let shown = 0;
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const reply = await app.inject({
        method: 'GET',
        url: `/jeecg-boot${path}?studentId=${student.id}&id=${student.id}&${query}`,
        headers: { 'X-Access-Token': token },
      });
      ms.push(performance.now() - t0);
      shown = (reply.json() as { result: { events?: unknown[] } }).result.events?.length ?? 0;
    }
    const m = median(ms);
    if (path !== '/school/growth/timeline') return `${m.toFixed(1)} ms median`;
    return `${m.toFixed(1)} ms median, ${shown} events (budget ${BUDGET_MS} ms${m > BUDGET_MS ? ', OVER' : ''})`;
  };
  process.stdout.write(`${label}: ${EVENTS} events\n`);
  process.stdout.write(`  first page (50):      ${await time('pageNo=1&pageSize=50')}\n`);
  process.stdout.write(`  deep page (15 of 17): ${await time('pageNo=15&pageSize=50')}\n`);
  process.stdout.write(`  year 2024, kind award: ${await time('year=2024&kind=award&pageSize=50')}\n`);
  // The machine's weather: an audited student detail read through the same auth and policy.
  process.stdout.write(`  baseline student/queryById: ${await time('', '/school/student/queryById')}\n`);
  await app.close();
}

await onScratchPglite(run);
const pgUrl = benchPostgresUrl();
if (pgUrl) await onScratchPostgres(pgUrl, run);
else process.stdout.write('PostgreSQL: skipped (set BENCH_DATABASE_URL)\n');
