// HTTP edge: a real login while one address sprays 300 anonymous logins with random usernames,
// with and without the sign-in rate limits, and the cost of oversized anonymous bodies. PGlite,
// in-process (app.inject), so the figures are server work only. Printed, never asserted.
import { randomInt } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.ts';
import type { Limit } from '../apps/server/src/core/rate-limits.ts';
import { createTestDb, TEST_PASSWORD } from '../apps/server/src/test/test-db.ts';

const ms = (start: number) => `${(performance.now() - start).toFixed(0)} ms`;
const db = await createTestDb({ pgliteThread: true });

async function app(limits?: Readonly<Record<string, Limit>>) {
  const built = await buildApp({ db: db.db, loginCaptcha: false, rateLimit: limits ? { limits } : {} });
  await built.app.ready();
  return built.app;
}

type App = Awaited<ReturnType<typeof app>>;

const login = (a: App, ip: string, username: string, password: string) =>
  a.inject({
    method: 'POST',
    url: '/jeecg-boot/sys/login',
    remoteAddress: ip,
    payload: { username, password },
  });

async function realLogin(a: App): Promise<string> {
  const start = performance.now();
  const reply = await login(a, '10.0.0.2', 'admin', TEST_PASSWORD);
  if (!reply.json().success) throw new Error(`real login failed: ${reply.body}`);
  return ms(start);
}

function sprayOnce(a: App) {
  return Promise.all(
    Array.from({ length: 300 }, () => login(a, '10.6.6.6', `spray${randomInt(1e9)}`, 'wrong-Pass1')),
  );
}

/** A real login from another address while 300 spray logins are in flight. */
async function during(a: App, round: string): Promise<void> {
  const start = performance.now();
  const attack = sprayOnce(a);
  const real = await realLogin(a);
  const replies = await attack;
  const refused = replies.filter((r) => r.statusCode === 429).length;
  console.log(
    `  ${round.padEnd(32)} real login ${real.padStart(8)}; 300 spray logins took ${ms(start).padStart(8)}, ${refused} refused (429)`,
  );
}

async function spray(label: string, limits: Readonly<Record<string, Limit>> | undefined, rounds: number) {
  const a = await app(limits);
  await realLogin(a);
  console.log(`${label}: real login alone ${await realLogin(a)}`);
  for (let round = 1; round <= rounds; round++) await during(a, `spray round ${round}`);
  await a.close();
}

async function bodies(): Promise<void> {
  const a = await app();
  for (const mb of [1, 10]) {
    const payload = JSON.stringify({ username: 'x', password: 'y', pad: 'a'.repeat(mb * 1024 * 1024) });
    const start = performance.now();
    const replies = await Promise.all(
      Array.from({ length: 4 }, () =>
        a.inject({
          method: 'POST',
          url: '/jeecg-boot/sys/login',
          headers: { 'content-type': 'application/json' },
          payload,
        }),
      ),
    );
    console.log(
      `4 parallel anonymous ${mb} MB posts`.padEnd(34),
      `${ms(start).padStart(8)}, HTTP ${[...new Set(replies.map((r) => r.statusCode))].join('/')}`,
    );
  }
  await a.close();
}

console.log('--- sign-in spray from one address (PGlite, scrypt N=2^15)');
await spray('without rate limits', {}, 1);
// Round 1 admits the per-address quota (30 scrypt checks); round 2, inside the same minute, admits none.
await spray('with the sign-in rate limits', undefined, 2);
console.log('--- request bodies');
await bodies();
await db.drop();
