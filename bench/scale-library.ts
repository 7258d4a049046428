// The 量表库 list vs other schools: school 1000 keeps the most custom scales allowed, each at the size
// caps; school 1001's median call idle, then while school 1000 opens the list again and again (4 at a
// time). The list reads the database's digest of each definition and takes the parsed scale from the
// cache, so only the first list after a change parses. PGlite, in-process. Printed, never asserted.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { CUSTOM_SCALE_LIMITS as L } from '@xinmiao/scales';
import { MAX_CUSTOM_SCALES } from '@xinmiao/shared';
import { buildApp } from '../apps/server/src/app.ts';
import { cacheFor, redisCache } from '../apps/server/src/core/cache.ts';
import { definitionCache } from '../apps/server/src/modules/scales/definitions.ts';
import { createTestDb } from '../apps/server/src/test/test-db.ts';
import { line, median, otherSchool, signIn } from './support/other-school.ts';

// More lists give the other school more calls inside the window (40 lists gave it 2, 400 give it 10-13).
const LISTS = Number(process.env.BENCH_LISTS ?? 400);
const PARALLEL = 4;

const db = await createTestDb({ pgliteThread: true });
// As `main.ts` runs without Redis: PGlite caches sessions and permission codes in process memory,
// PostgreSQL (TEST_DB=postgres TEST_DATABASE_URL=…) caches nothing; with BENCH_REDIS_URL, as a
// production PostgreSQL install, both cache in Redis.
const driver = process.env.TEST_DB === 'postgres' ? 'pg' : 'pglite';
const redisUrl = process.env.BENCH_REDIS_URL;
const cache = redisUrl
  ? redisCache(redisUrl, `bench-scales-${randomBytes(4).toString('hex')}:`)
  : cacheFor(undefined, driver);
const { app } = await buildApp({ db: db.db, loginCaptcha: false, cache });
await app.ready();
const admin = await signIn(app, 'admin');
const other = otherSchool(app, await signIn(app, 'zhongxue'));

const atCaps = (code: string) => ({
  code,
  name: `基准量表${code}`,
  options: Array.from({ length: L.options }, (_, i) => ({ label: `选项${i + 1}`, score: i })),
  dimensions: Array.from({ length: L.dimensions }, (_, i) => ({ name: `维度${i}` })),
  items: Array.from({ length: L.items }, (_, i) => ({
    number: i + 1,
    text: `第${i + 1}题：${'题目文字'.repeat(40)}`,
    dimension: `维度${i % L.dimensions}`,
  })),
  warnings: Array.from({ length: L.warnings }, (_, i) => ({
    id: `R${i}`,
    description: `总分规则 ${i}`,
    level: 1,
    when: { metric: { kind: 'total' }, op: '>=', value: i },
  })),
});
const headers = { 'x-access-token': admin };
let bytes = 0;
for (let n = 0; n < MAX_CUSTOM_SCALES; n++) {
  const definition = atCaps(`BENCH_${n}`);
  bytes += Buffer.byteLength(JSON.stringify(definition));
  const reply = await app.inject({
    method: 'POST',
    url: '/jeecg-boot/saas/devEvalTableinfo/add',
    headers,
    payload: definition,
  });
  if (!(reply.json() as { success: boolean }).success) throw new Error(`add: ${reply.body.slice(0, 300)}`);
}
console.log(
  `school 1000: ${MAX_CUSTOM_SCALES} custom scales at the caps, ${(bytes / 1024 / 1024).toFixed(1)} MB of definitions`,
);

const list = async () => {
  const start = performance.now();
  const reply = await app.inject({
    method: 'GET',
    url: '/jeecg-boot/saas/devEvalTableinfo/list?pageSize=100',
    headers,
  });
  if (!(reply.json() as { success: boolean }).success) throw new Error(`list: ${reply.body.slice(0, 300)}`);
  return performance.now() - start;
};
const parsesBefore = definitionCache.parses;
console.log(
  `  first list after the adds: ${(await list()).toFixed(1)} ms (${definitionCache.parses - parsesBefore} parses)`,
);

const idle = await other.idle(15_000);
const idleMedian = median(idle);
line("other school's getUserInfo median, idle", idle);

const own: number[] = [];
async function lists(): Promise<void> {
  for (let n = 0; n < LISTS; n += PARALLEL)
    own.push(...(await Promise.all(Array.from({ length: PARALLEL }, list))));
}
const parses = definitionCache.parses;
line(
  `  during ${LISTS} 量表库 lists of school 1000 (${PARALLEL} at a time)`,
  await other.samplesDuring(lists()),
  idleMedian,
);
console.log(
  `  school 1000's own list median ${median(own).toFixed(1)} ms; definitions parsed meanwhile: ${definitionCache.parses - parses}`,
);
await app.close();
await cache?.close();
await db.close();
