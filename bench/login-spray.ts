// A legitimate login's p50, idle and while 20 addresses spray wrong logins (two at a time each, the
// production sign-in limits on); then idle and while 2,000 fresh addresses spray (100 requests in
// flight, round robin), real users signing in from addresses that signed someone in before.
// PGlite, in-process (app.inject): server work only. Budget: under a spray at most 2× idle.
// Printed, never asserted.
import { randomInt } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.ts';
import { createTestDb, TEST_PASSWORD } from '../apps/server/src/test/test-db.ts';

const REAL_LOGINS = 15;
const SPRAY_ADDRESSES = 20;
const FRESH_ADDRESSES = 2000;
const FRESH_IN_FLIGHT = 100;

const db = await createTestDb({ pgliteThread: true });
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
async function realLogins(from = () => `10.0.${Math.floor(++user / 250)}.${user % 250}`): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < REAL_LOGINS; i++) {
    const start = performance.now();
    const reply = await login(from(), 'admin', TEST_PASSWORD);
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

// Addresses with a proven history: each signed someone in once before the spray.
const known = Array.from({ length: REAL_LOGINS }, (_, i) => `10.50.0.${i + 1}`);
let turn = 0;
const fromKnown = () => known[turn++ % known.length] ?? '';
await realLogins(fromKnown);
const knownIdle = await realLogins(fromKnown);
let freshSpraying = true;
let freshSent = 0;
let freshRefused = 0;
async function freshLoop(): Promise<void> {
  while (freshSpraying) {
    const i = freshSent++ % FRESH_ADDRESSES;
    const reply = await login(
      `172.20.${Math.floor(i / 250)}.${(i % 250) + 1}`,
      randomInt(2) ? 'admin' : `spray${randomInt(1e9)}`,
      `wrong-${randomInt(1e9)}`,
    );
    if (reply.statusCode === 429) freshRefused++;
  }
}
const fresh = Array.from({ length: FRESH_IN_FLIGHT }, () => freshLoop());
await new Promise((resolve) => setTimeout(resolve, 1000));
const knownBusy = await realLogins(fromKnown);
let freshUser = 0;
let freshUserRefused = 0;
for (let i = 0; i < 5; i++) {
  const reply = await login(`10.60.0.${++freshUser}`, 'banzhuren', TEST_PASSWORD);
  if (!reply.json().success) freshUserRefused++;
}
freshSpraying = false;
await Promise.all(fresh);
console.log(
  `legitimate login p50 from an address with a sign-in history: idle ${knownIdle.toFixed(0)} ms; under a ` +
    `${FRESH_ADDRESSES}-fresh-address spray ${knownBusy.toFixed(0)} ms (${(knownBusy / knownIdle).toFixed(1)}×, ` +
    `budget 2×; ${freshSent} spray requests, ${freshRefused} refused with 429); ` +
    `from a new address: ${5 - freshUserRefused} of 5 signed in`,
);
await app.close();
await db.drop();
