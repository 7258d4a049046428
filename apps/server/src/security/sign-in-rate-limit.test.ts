import { randomInt } from 'node:crypto';
import { Msg, ResultCode } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_IN_FLIGHT, SIGN_IN_LIMITS } from '../core/rate-limits.ts';
import { sysLoginAttempt } from '../db/schema.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app.ts';

const REDIS_URL = 'redis://127.0.0.1:6379';
const limited = {
  success: false,
  code: ResultCode.TOO_MANY_REQUESTS,
  message: Msg.tooManyRequests,
  result: null,
};

// Redis keys outlive the app; a fresh address per run keeps runs (and the two databases) apart.
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: {} });
});
afterAll(() => t.close());

const login = (app: TestApp, ip: string, username: string, password = 'wrong-Pass1') =>
  app.call({
    method: 'POST',
    url: '/jeecg-boot/sys/login',
    remoteAddress: ip,
    payload: { username, password },
  });

describe('sign-in rate limits', () => {
  it('refuses a 300-login spray from one address before any password or database work; others still sign in', async () => {
    const attacker = randomIp();
    const replies = [];
    // Batches no wider than the in-flight guard, so what refuses here is the per-minute limit.
    for (let batch = 0; batch < 300 / SIGN_IN_IN_FLIGHT; batch++) {
      replies.push(
        ...(await Promise.all(
          Array.from({ length: SIGN_IN_IN_FLIGHT }, () => login(t, attacker, `spray${randomInt(1e9)}`)),
        )),
      );
    }
    const refused = replies.filter((r) => r.status === 429);
    const perIp = SIGN_IN_LIMITS['/sys/login']?.perIp ?? 0;
    expect(refused).toHaveLength(300 - perIp);
    for (const r of refused) expect(r.body).toMatchObject(limited);
    // Each login that reached the handler claimed a lockout row; the refused ones never got there.
    const rows = await t.db.select().from(sysLoginAttempt).where(eq(sysLoginAttempt.ip, attacker));
    expect(rows).toHaveLength(perIp);

    const real = await login(t, randomIp(), 'admin', TEST_PASSWORD);
    expect(real.body).toMatchObject({ success: true, code: 200 });
  });

  it('lets one address run only a couple of password checks at once: the rest of a burst is refused', async () => {
    const attacker = randomIp();
    const burst = await Promise.all(
      Array.from({ length: 25 }, () => login(t, attacker, `burst${randomInt(1e9)}`)),
    );
    const refused = burst.filter((r) => r.status === 429);
    for (const r of refused) expect(r.body).toMatchObject(limited);
    // Without the guard all 25 are within the per-minute limit and each runs its scrypt check.
    const rows = await t.db.select().from(sysLoginAttempt).where(eq(sysLoginAttempt.ip, attacker));
    expect(rows.length).toBe(25 - refused.length);
    expect(rows.length).toBeLessThanOrEqual(SIGN_IN_IN_FLIGHT * 2);
    const real = await login(t, randomIp(), 'admin', TEST_PASSWORD);
    expect(real.body).toMatchObject({ success: true, code: 200 });
    // Once the burst is over the address may sign in again (its slots were released).
    expect((await login(t, attacker, 'admin', TEST_PASSWORD)).body).toMatchObject({ success: true });
  });

  it('limits the captcha, SMS and phone login per address too', async () => {
    const routes = [
      {
        path: '/sys/randomImage/:key',
        send: (ip: string, i: number) => ({
          method: 'GET' as const,
          url: `/jeecg-boot/sys/randomImage/k${i}`,
          remoteAddress: ip,
        }),
      },
      {
        path: '/sys/sms',
        send: (ip: string, i: number) => ({
          method: 'POST' as const,
          url: '/jeecg-boot/sys/sms',
          remoteAddress: ip,
          payload: { mobile: `139${String(i).padStart(8, '0')}`, smsmode: '0' },
        }),
      },
      {
        path: '/sys/phoneLogin',
        send: (ip: string, i: number) => ({
          method: 'POST' as const,
          url: '/jeecg-boot/sys/phoneLogin',
          remoteAddress: ip,
          payload: { mobile: `139${String(i).padStart(8, '0')}`, captcha: '123456' },
        }),
      },
    ];
    for (const route of routes) {
      const ip = randomIp();
      const max = SIGN_IN_LIMITS[route.path]?.perIp ?? 0;
      for (let i = 0; i < max; i++)
        expect((await t.call(route.send(ip, i))).status, route.path).not.toBe(429);
      const over = await t.call(route.send(ip, max));
      expect(over.status, route.path).toBe(429);
      expect(over.body, route.path).toMatchObject(limited);
      expect((await t.call(route.send(randomIp(), max))).status, route.path).not.toBe(429);
    }
  });

  it('caps the whole route across addresses', async () => {
    const small = await createTestApp({
      testDb: t.testDb,
      rateLimit: { limits: { '/sys/login': { perIp: 100, overall: 3 } } },
    });
    try {
      for (let i = 0; i < 3; i++) expect((await login(small, randomIp(), 'nobody')).status).not.toBe(429);
      const over = await login(small, randomIp(), 'admin', TEST_PASSWORD);
      expect(over.status).toBe(429);
      expect(over.body).toMatchObject(limited);
    } finally {
      await small.close();
    }
  });

  it('a spray from many addresses cannot spend the overall budget of known or clean addresses', async () => {
    const small = await createTestApp({
      testDb: t.testDb,
      rateLimit: { limits: { '/sys/login': { perIp: 100, overall: 4 } } },
    });
    try {
      // Someone signs in from the school's address before the spray (clean budget: 1 of 4).
      const school = randomIp();
      expect((await login(small, school, 'admin', TEST_PASSWORD)).body).toMatchObject({ success: true });
      // Two sprayers' first guesses (clean: 3 of 4), then their guesses until the overall cap refuses.
      const sprayers = [randomIp(), randomIp()];
      for (const ip of sprayers) expect((await login(small, ip, 'nobody')).status).not.toBe(429);
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await login(small, sprayers[i % 2] ?? '', 'nobody')).status);
      expect(statuses.slice(0, 4)).not.toContain(429);
      expect(statuses.slice(4)).toEqual([429, 429]);
      // One shared budget would refuse everybody now; the known address and a clean one still sign in.
      expect((await login(small, school, 'admin', TEST_PASSWORD)).body).toMatchObject({ success: true });
      expect((await login(small, randomIp(), 'admin', TEST_PASSWORD)).body).toMatchObject({
        success: true,
      });
    } finally {
      await small.close();
    }
  });

  it('behind a trusted proxy counts each forwarded client, and ignores forwarding from anyone else', async () => {
    const proxied = await createTestApp({
      testDb: t.testDb,
      trustProxy: ['10.9.0.1'],
      rateLimit: { limits: { '/sys/login': { perIp: 2, overall: 100 } } },
    });
    const via = (remoteAddress: string, client: string) =>
      proxied.call({
        method: 'POST',
        url: '/jeecg-boot/sys/login',
        remoteAddress,
        headers: { 'x-forwarded-for': client },
        payload: { username: 'nobody', password: 'x', captcha: '', checkKey: '' },
      });
    try {
      for (const client of ['203.0.113.1', '203.0.113.1', '203.0.113.2', '203.0.113.3'])
        expect((await via('10.9.0.1', client)).status).not.toBe(429);
      expect((await via('10.9.0.1', '203.0.113.1')).status).toBe(429);
      const spoofer = randomIp();
      for (let i = 0; i < 2; i++) expect((await via(spoofer, randomIp())).status).not.toBe(429);
      expect((await via(spoofer, randomIp())).status).toBe(429);
    } finally {
      await proxied.close();
    }
  });

  it('counts in Redis when REDIS_URL is set, so instances share the limit', async () => {
    const options = { testDb: t.testDb, rateLimit: { redisUrl: REDIS_URL } };
    const [a, b] = [await createTestApp(options), await createTestApp(options)];
    try {
      const ip = randomIp();
      const max = SIGN_IN_LIMITS['/sys/randomImage/:key']?.perIp ?? 0;
      for (let i = 0; i < max; i++) {
        const app = i % 2 ? a : b;
        expect(
          (await app.call({ method: 'GET', url: `/jeecg-boot/sys/randomImage/r${i}`, remoteAddress: ip }))
            .status,
        ).toBe(200);
      }
      const over = await a.call({
        method: 'GET',
        url: '/jeecg-boot/sys/randomImage/last',
        remoteAddress: ip,
      });
      expect(over.status).toBe(429);
      expect(over.body).toMatchObject(limited);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
