import { Msg, ResultCode } from '@xinmiao/shared';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_IN_FLIGHT } from '../core/rate-limits.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app.ts';
import { type OwnRedis, startOwnRedis } from './own-services.ts';

// Sign-in limits counted in a redis-server this file starts and kills itself (never the machine's
// shared one): while it is away a spray still meets a limit, and people still sign in.
const PER_IP = 6;
const limits = {
  '/sys/login': { perIp: PER_IP, overall: 1000 },
  '/sys/sms': { perIp: 3, overall: 1000 },
};

let redis: OwnRedis;
let t: TestApp;
beforeAll(async () => {
  redis = await startOwnRedis();
  t = await createTestApp({ rateLimit: { redisUrl: redis.url, limits, inFlight: SIGN_IN_IN_FLIGHT } });
});
afterAll(async () => {
  await t?.close();
  await redis?.destroy();
});

let addresses = 0;
const nextIp = () => `10.77.0.${++addresses}`;

const login = (ip: string, username: string, password = 'wrong-Pass1') =>
  t.call({
    method: 'POST',
    url: '/jeecg-boot/sys/login',
    remoteAddress: ip,
    payload: { username, password },
  });
const askCode = (ip: string, mobile: string) =>
  t.call({
    method: 'POST',
    url: '/jeecg-boot/sys/sms',
    remoteAddress: ip,
    payload: { mobile, smsmode: '0' },
  });

/** Sends `count` wrong logins from `ip`, in batches the in-flight guard lets through; the statuses. */
async function spray(ip: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += SIGN_IN_IN_FLIGHT) {
    const batch = await Promise.all(
      Array.from({ length: SIGN_IN_IN_FLIGHT }, (_, j) => login(ip, `spray${i + j}`)),
    );
    statuses.push(...batch.map((r) => r.status));
  }
  return statuses;
}

/** Signs in wrongly from fresh addresses until the limiter's counts land in Redis (it is connected). */
async function untilCountedInRedis(): Promise<string[]> {
  const probe = new Redis(redis.url);
  try {
    const deadline = Date.now() + 30_000;
    let keys: string[] = [];
    while (keys.length === 0 && Date.now() < deadline) {
      await probe.flushall();
      await login(nextIp(), 'nobody');
      keys = await probe.keys('*rl:ip:*');
      if (keys.length === 0) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return keys;
  } finally {
    probe.disconnect();
  }
}

describe('sign-in limits while Redis is away', () => {
  it('counts in Redis while it is up', async () => {
    expect(await untilCountedInRedis()).not.toHaveLength(0);
    const statuses = await spray(nextIp(), 20);
    expect(statuses.filter((s) => s === 200)).toHaveLength(PER_IP);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - PER_IP);
  });

  it('with Redis killed, a spray still meets the per-address limit, at once, and a real user signs in', async () => {
    await redis.stop();
    const started = Date.now();
    const attacker = nextIp();
    const statuses = await spray(attacker, 40);
    expect(statuses.filter((s) => s === 200)).toHaveLength(PER_IP);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - PER_IP);
    // Answered without waiting out reconnect attempts.
    expect(Date.now() - started).toBeLessThan(15_000);
    const refused = await login(attacker, 'admin', TEST_PASSWORD);
    expect(refused.body).toMatchObject({
      success: false,
      code: ResultCode.TOO_MANY_REQUESTS,
      message: Msg.tooManyRequests,
    });

    const real = await login(nextIp(), 'admin', TEST_PASSWORD);
    expect(real.body).toMatchObject({ success: true, code: 200 });
  });

  it('with Redis killed, SMS codes from one address stay limited too', async () => {
    const ip = nextIp();
    const replies = [];
    for (let i = 0; i < 8; i++) replies.push(await askCode(ip, `1390000${String(1000 + i)}`));
    expect(replies.filter((r) => r.status === 429)).toHaveLength(8 - 3);
  });

  it('counts in Redis again once it is back', async () => {
    await redis.start();
    // The limiter's client reconnects by itself; until then its instance counts in memory.
    expect(await untilCountedInRedis()).not.toHaveLength(0);
  });
});
