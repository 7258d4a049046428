// 500 students press 预约 at the same moment for 50 slots (10 students per slot, 5 counsellors with
// 10 slots each), over real HTTP against one server. Prints taken/refused, latency p50/p99 and checks
// that each slot went to exactly one student. PGlite, and PostgreSQL when BENCH_DATABASE_URL or
// DATABASE_URL names a server (a scratch database is created and dropped).
// `npm run bench -- booking-burst`
import { performance } from 'node:perf_hooks';
import { inArray, ne } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { cacheFor } from '../apps/server/src/core/cache.ts';
import { TenantDb } from '../apps/server/src/core/tenant-db.ts';
import { chinaDateTime } from '../apps/server/src/core/time.ts';
import { migrateDb } from '../apps/server/src/db/migrate.ts';
import { counsellingBooking, counsellingRota, sysUser } from '../apps/server/src/db/schema.ts';
import type { DbHandle } from '../apps/server/src/db/types.ts';
import { seedIfEmpty } from '../apps/server/src/seed/index.ts';
import { rotaOfSlots, studentsWithSessions } from '../apps/server/src/test/counselling-fixtures.ts';
import { benchPostgresUrl, onScratchPglite, onScratchPostgres } from './support/scratch-db.ts';

const STUDENTS = 500;
const COUNSELLORS = ['admin', 'xinli', 'liangxiao', 'fudaoyuan', 'banzhuren'];
const SLOTS_PER_COUNSELLOR = 10;
const SLOT_TAKEN = '该时段已被预约，请选择其他时段';

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function run(label: string, handle: DbHandle): Promise<void> {
  await migrateDb(handle);
  await seedIfEmpty(handle.db, { adminPassword: 'Bench@2026xm', demo: true });
  await new TenantDb(handle.db, 1000).delete(counsellingRota, ne(counsellingRota.id, ''));
  const users = await handle.db
    .select({ id: sysUser.id, username: sysUser.username })
    .from(sysUser)
    .where(inArray(sysUser.username, COUNSELLORS));
  const counsellors = users.filter((u, i) => users.findIndex((o) => o.username === u.username) === i);
  for (const [i, c] of counsellors.entries())
    await rotaOfSlots(handle.db, c.id, SLOTS_PER_COUNSELLOR, `楼${i}`);
  // The cache `npm start` would use: Redis when REDIS_URL is set, else memory on PGlite only.
  const cache = cacheFor(process.env.REDIS_URL, handle.driver);
  const { app, services } = await buildApp({
    db: handle.db,
    cache,
    loginCaptcha: false,
    rateLimit: { limits: {}, inFlight: 0 },
  });
  const tokens = await studentsWithSessions(handle.db, services.sessions, STUDENTS, 'B');
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  const day = chinaDateTime(new Date(Date.now() + 3 * 86_400_000)).slice(0, 10);
  const slots = counsellors.flatMap((c) =>
    Array.from({ length: SLOTS_PER_COUNSELLOR }, (_, k) => {
      const m = 8 * 60 + k * 30;
      return {
        counsellorId: c.id,
        slotStart: `${day} ${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`,
      };
    }),
  );

  // Each student has the booking page open first (it loads 我的预约), so the burst measures 预约
  // itself on a warm session, as it happens in the H5.
  await Promise.all(
    tokens.map((token) =>
      fetch(`${address}/jeecg-boot/counselling/my/bookings`, { headers: { 'x-access-token': token } }),
    ),
  );

  const started = performance.now();
  const outcomes = await Promise.all(
    tokens.map(async (token, i) => {
      const slot = slots[i % slots.length];
      const t0 = performance.now();
      const res = await fetch(`${address}/jeecg-boot/counselling/my/book`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-access-token': token },
        body: JSON.stringify({ ...slot, topic: '压力', consent: true }),
      });
      const body = (await res.json()) as { success: boolean; message: string };
      return { ms: performance.now() - t0, ...body };
    }),
  );
  const wall = performance.now() - started;
  await app.close();
  await cache?.close();

  const taken = outcomes.filter((o) => o.success).length;
  const refused = outcomes.filter((o) => !o.success && o.message === SLOT_TAKEN).length;
  const other = outcomes.filter((o) => !o.success && o.message !== SLOT_TAKEN);
  const ms = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const rows = await new TenantDb(handle.db, 1000).list(counsellingBooking);
  const distinct = new Set(rows.map((r) => `${r.counsellorId}|${r.slotStart.getTime()}`)).size;
  const onceEach = rows.length === slots.length && distinct === slots.length && taken === slots.length;
  process.stdout.write(
    `${label}: ${STUDENTS} students, ${slots.length} slots in ${wall.toFixed(0)} ms — taken ${taken}, refused ${refused}` +
      `${other.length ? `, other errors ${other.length} (${other[0]?.message})` : ''}; ` +
      `p50 ${pct(ms, 0.5).toFixed(0)} ms, p99 ${pct(ms, 0.99).toFixed(0)} ms, max ${(ms.at(-1) ?? 0).toFixed(0)} ms; ` +
      `bookings ${rows.length}, distinct slots ${distinct}: ${onceEach ? 'each slot taken exactly once' : 'MISMATCH'}\n`,
  );
  if (!onceEach) process.exitCode = 1;
}

await onScratchPglite(run);
const pgUrl = benchPostgresUrl();
if (pgUrl) await onScratchPostgres(pgUrl, run);
else process.stdout.write('PostgreSQL: skipped (set BENCH_DATABASE_URL)\n');
