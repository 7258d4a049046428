// The fixed part of every signed-in call: CPU and wall time per request of a small authenticated
// read (`GET /sys/dict/getDictItems/sex`: session, permissions, one dictionary's items read in a
// tenant transaction, the envelope) through app.inject, sessions and permissions cached in Redis as
// in production (BENCH_REDIS_URL, default redis://127.0.0.1:6379). Issue 23: what stands between a list page and
// 1.15× of its hand SQL, and between a screening submit and 2 ms of CPU, is largely this part.
// PGlite always, PostgreSQL too when BENCH_DATABASE_URL or DATABASE_URL names a server. Three
// rounds of 3,000 calls after a warm-up; the median round is printed with the machine's load.
// Printed, never asserted.

import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { migrateDb } from '../apps/server/src/db/migrate.ts';
import type { DbHandle } from '../apps/server/src/db/types.ts';
import { seedIfEmpty } from '../apps/server/src/seed/index.ts';
import { benchPostgresUrl, onScratchPglite, onScratchPostgres } from './support/scratch-db.ts';
import { signedInApp } from './support/signed-in-app.ts';

const PASSWORD = `Bench-${randomBytes(6).toString('hex')}`;
const WARM_UP = 500;
const CALLS = 3_000;
const ROUNDS = 3;

type Round = { cpuMs: number; wallMs: number };

async function run(label: string, handle: DbHandle): Promise<void> {
  await migrateDb(handle);
  await seedIfEmpty(handle.db, { adminPassword: PASSWORD, demo: true });
  const { app, cache, token } = await signedInApp(handle, PASSWORD);
  const call = async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/jeecg-boot/sys/dict/getDictItems/sex',
      headers: { 'x-access-token': token },
    });
    if (res.statusCode !== 200) throw new Error(res.body);
  };
  for (let i = 0; i < WARM_UP; i++) await call();
  const rounds: Round[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const cpu = process.cpuUsage();
    const start = performance.now();
    for (let i = 0; i < CALLS; i++) await call();
    const used = process.cpuUsage(cpu);
    rounds.push({
      cpuMs: (used.user + used.system) / 1000 / CALLS,
      wallMs: (performance.now() - start) / CALLS,
    });
  }
  const median = [...rounds].sort((a, b) => a.cpuMs - b.cpuMs)[Math.floor(ROUNDS / 2)] as Round;
  process.stdout.write(
    `== ${label}; load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} ==\n` +
      `a signed-in small read: ${median.cpuMs.toFixed(3)} ms of CPU, ${median.wallMs.toFixed(3)} ms wall per request ` +
      `(rounds of ${CALLS.toLocaleString()}: ${rounds.map((r) => r.cpuMs.toFixed(2)).join(' / ')} ms CPU)\n` +
      '(no budget of its own: it is part of every figure of `list` and `screening-submit`)\n\n',
  );
  await app.close();
  await cache.close();
}

await onScratchPglite(run);
const pgUrl = benchPostgresUrl();
if (pgUrl) await onScratchPostgres(pgUrl, run);
