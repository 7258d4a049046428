import { Msg } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app.ts';

// Issue 19: five wrong passwords from anywhere locked the account for 10 minutes, so anyone could
// lock anyone out; now the (username, address) pair is locked first.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (ip: string, username: string, password: string) =>
  t.app
    .inject({
      method: 'POST',
      url: '/jeecg-boot/sys/login',
      remoteAddress: ip,
      payload: { username, password },
    })
    .then((reply) => reply.json() as { success: boolean; message: string });

describe('sign-in abuse', () => {
  it("a stranger's wrong passwords lock the stranger's address, not the account", async () => {
    for (let i = 0; i < 6; i++) await login('10.6.6.6', 'fudaoyuan', `wrong-${i}`);
    expect(await login('10.6.6.6', 'fudaoyuan', TEST_PASSWORD)).toMatchObject({ message: Msg.lockedOut });
    expect((await login('10.0.0.2', 'fudaoyuan', TEST_PASSWORD)).success).toBe(true);
  });

  it('an IPv6 client counts as its /64: new addresses in it stay locked, another network does not', async () => {
    for (let i = 1; i <= 6; i++) await login(`2001:db8:1:2::${i}`, 'xinli', `wrong-${i}`);
    expect(await login('2001:db8:1:2::ffff', 'xinli', TEST_PASSWORD)).toMatchObject({
      message: Msg.lockedOut,
    });
    expect((await login('2001:db8:1:3::1', 'xinli', TEST_PASSWORD)).success).toBe(true);
  });

  it('guessing from many addresses still locks the account in the end', async () => {
    const guesses = Array.from({ length: 60 }, (_, i) => login(`10.7.${i}.1`, 'banzhuren', `wrong-${i}`));
    await Promise.all(guesses);
    expect(await login('10.0.0.3', 'banzhuren', TEST_PASSWORD)).toMatchObject({ message: Msg.lockedOut });
  });

  it('a spray from many addresses cannot lock a person out of the address they sign in from', async () => {
    expect((await login('10.9.0.1', 'shengya', TEST_PASSWORD)).success).toBe(true);
    await Promise.all(Array.from({ length: 60 }, (_, i) => login(`10.9.${i}.2`, 'shengya', `wrong-${i}`)));
    expect(await login('10.0.0.9', 'shengya', TEST_PASSWORD)).toMatchObject({ message: Msg.lockedOut });
    expect((await login('10.9.0.1', 'shengya', TEST_PASSWORD)).success).toBe(true);
    // That address keeps the pair's own limit.
    for (let i = 0; i < 6; i++) await login('10.9.0.1', 'shengya', `again-${i}`);
    expect(await login('10.9.0.1', 'shengya', TEST_PASSWORD)).toMatchObject({ message: Msg.lockedOut });
  });

  it('a real login is served before a queued spray of wrong ones', async () => {
    // Each spraying address has already failed once.
    for (let i = 0; i < 20; i++) await login(`10.8.${i}.1`, `probe${i}`, 'wrong-Pass1');
    // A second later: within the second of twenty fresh failures a new address goes last too
    // (`FRESH_PER_SECOND`), and this test is about addresses that failed before.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const finished: string[] = [];
    const spray = Array.from({ length: 40 }, (_, i) =>
      login(`10.8.${i % 20}.1`, `spray${i}`, 'wrong-Pass1').then(() => finished.push(`spray${i}`)),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const real = login('10.0.0.4', 'admin', TEST_PASSWORD).then((reply) => {
      finished.push('real');
      return reply;
    });
    expect((await real).success).toBe(true);
    await Promise.all(spray);
    expect(finished.indexOf('real')).toBeLessThan(10);
  });

  it('a login from an address with a proven history is served before a spray from thousands of fresh ones', async () => {
    // The school's address signed someone in before; each sprayer is new (no failure on record yet).
    expect((await login('10.0.0.5', 'admin', TEST_PASSWORD)).success).toBe(true);
    const finished: string[] = [];
    const spray = Array.from({ length: 40 }, (_, i) =>
      login(`10.9.${i}.1`, i % 2 ? 'xinli' : `fresh${i}`, 'wrong-Pass1').then(() =>
        finished.push(`spray${i}`),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const real = login('10.0.0.5', 'admin', TEST_PASSWORD).then((reply) => {
      finished.push('real');
      return reply;
    });
    expect((await real).success).toBe(true);
    await Promise.all(spray);
    expect(finished.indexOf('real')).toBeLessThan(10);
  });
});
