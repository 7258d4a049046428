// A legitimate login's p50, idle and while 20 addresses spray wrong logins (two at a time each, the
// production sign-in limits on). PGlite, in-process (app.inject): server work only. Budget: under
// the spray at most 2× idle. Printed, never asserted.
import { randomInt } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.ts';
import { createTestDb, TEST_PASSWORD } from '../apps/server/src/test/test-db.ts';

const REAL_LOGINS = 15;
const SPRAY_ADDRESSES = 20;

const db = await createTestDb();
const { app } = await buildApp({ db: db.db, loginCaptcha: false, rateLimit: {} });
await app.ready();

const login = (ip: string, username: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/jeecg-boot/sys/login',
    remoteAddress: ip,
    payload: { username, password },
  });

let user = 0;
/** Real users, each from an address of its own (one address would hit its per-minute limit). */
async function realLogins(): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < REAL_LOGINS; i++) {
    const start = performance.now();
    const reply = await login(`10.0.${Math.floor(++user / 250)}.${user % 250}`, 'admin', TEST_PASSWORD);
    if (!reply.json().success) throw new Error(`real login failed: ${reply.body}`);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

await realLogins(); // warm-up
const idle = await realLogins();

let spraying = true;
let sprayed = 0;
async function sprayLoop(ip: string): Promise<void> {
  while (spraying) {
    // A name that exists half the time: real accounts and random ones, as a spray mixes them.
    const username = randomInt(2) ? 'xinli' : `spray${randomInt(1e9)}`;
    await login(ip, username, `wrong-${randomInt(1e9)}`);
    sprayed++;
  }
}
const sprayers = Array.from({ length: SPRAY_ADDRESSES }, (_, i) => `10.66.0.${i + 1}`).flatMap((ip) => [
  sprayLoop(ip),
  sprayLoop(ip),
]);
await new Promise((resolve) => setTimeout(resolve, 1000));
const busy = await realLogins();
spraying = false;
await Promise.all(sprayers);

const ratio = busy / idle;
console.log(
  `legitimate login p50: idle ${idle.toFixed(0)} ms; under a ${SPRAY_ADDRESSES}-address spray ${busy.toFixed(0)} ms ` +
    `(${ratio.toFixed(1)}×, budget 2×; ${sprayed} spray requests)`,
);
await app.close();
await db.drop();
