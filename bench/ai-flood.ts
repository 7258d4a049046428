// AI assistant vs other schools: school 1001's median call idle, then while 50 students of school
// 1000 flood the student chat (offline provider, every message risk-checked with pinyin, one in ten
// a disguised risk phrase that files a crisis signal), first under the school's default rate limits,
// then with the limits lifted (every message answered). PGlite in-process, or PostgreSQL with
// TEST_DB=postgres and TEST_DATABASE_URL; the cache is the production one (Redis at BENCH_REDIS_URL when set,
// else the memory cache on PGlite and none on PostgreSQL). Printed, never asserted.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.ts';
import { cacheFor, redisCache } from '../apps/server/src/core/cache.ts';
import { TenantDb } from '../apps/server/src/core/tenant-db.ts';
import { saveSettings } from '../apps/server/src/modules/ai/settings.ts';
import { studentsWithSessions } from '../apps/server/src/test/counselling-fixtures.ts';
import { createTestDb } from '../apps/server/src/test/test-db.ts';
import { line, median, otherSchool, signIn } from './support/other-school.ts';

const STUDENTS = 50;
const PER_STUDENT = 10;
const PARALLEL = 10;

const db = await createTestDb({ pgliteThread: true });
// A prefix of its own, so an earlier run's rate-limit counters (same clone, same namespace) never count.
const redisUrl = process.env.BENCH_REDIS_URL;
const cache = redisUrl
  ? redisCache(redisUrl, `bench-ai-${randomBytes(4).toString('hex')}:`)
  : cacheFor(undefined, db.driver);
const { app, services } = await buildApp({ db: db.db, cache, loginCaptcha: false });
await app.ready();
const other = otherSchool(app, await signIn(app, 'zhongxue'));
const tokens = await studentsWithSessions(db.db, services.sessions, STUDENTS, 'F');

const texts = [
  '最近考试压力好大怎么办',
  '晚上总是睡不着',
  '和室友闹矛盾了',
  '怎么预约心理咨询',
  '心情很低落',
];
const messageOf = (n: number) =>
  n % 10 === 0 ? `有时候 bu xiang huo le ${n}` : `${texts[n % texts.length]}（${n}）`;

async function flood(): Promise<{ answered: number; refused: number }> {
  let answered = 0;
  let refused = 0;
  const jobs = tokens.flatMap((token, s) =>
    Array.from({ length: PER_STUDENT }, (_, k) => ({ token, n: s * PER_STUDENT + k })),
  );
  for (let at = 0; at < jobs.length; at += PARALLEL) {
    await Promise.all(
      jobs.slice(at, at + PARALLEL).map(async ({ token, n }) => {
        const reply = await app.inject({
          method: 'POST',
          url: '/jeecg-boot/ai/student/chat',
          headers: { 'x-access-token': token },
          payload: { text: messageOf(n) },
        });
        if (reply.body.includes('event: done')) answered++;
        else refused++;
      }),
    );
  }
  return { answered, refused };
}

const idle = await other.idle(10_000);
const idleMedian = median(idle);
line("other school's getUserInfo median, idle", idle);

for (const [label, limits] of [
  ['default limits (6 per student, 120 per school a minute)', null],
  ['limits lifted', { studentPerMinute: 600, schoolPerMinute: 100_000 }],
] as const) {
  if (limits) {
    await saveSettings(
      new TenantDb(db.db, 1000),
      { box: services.secrets, cache: services.cache },
      {
        provider: 'offline',
        baseUrl: '',
        model: '',
        externalEnabled: false,
        monthlyTokenBudget: 200_000,
        retentionDays: 180,
        ...limits,
      },
    );
  }
  const start = performance.now();
  let outcome = { answered: 0, refused: 0 };
  const samples = await other.samplesDuring(
    flood().then((o) => {
      outcome = o;
    }),
  );
  line(`  during ${STUDENTS * PER_STUDENT} chat messages of school 1000, ${label}`, samples, idleMedian);
  const ms = performance.now() - start;
  console.log(`    ${outcome.answered} answered, ${outcome.refused} refused in ${ms.toFixed(0)} ms`);
}
await app.close();
await cache?.close();
await db.close();
