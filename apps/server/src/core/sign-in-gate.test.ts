import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key.ts';
import { SignInGate } from './sign-in-gate.ts';
import {
  ACCOUNT_FRESH_PER_MINUTE,
  FRESH_PER_SECOND,
  noteFailure,
  noteSuccess,
  signInTier,
} from './sign-in-pressure.ts';

describe('SignInGate', () => {
  it('runs at most its slots at once and serves a clean sign-in before a queued spray', async () => {
    const gate = new SignInGate(2);
    const order: string[] = [];
    let running = 0;
    let most = 0;
    const work = (name: string) => async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(name);
      running--;
    };
    const spray = Array.from({ length: 10 }, (_, i) => gate.run(2, work(`spray${i}`)));
    // The last tier never holds every slot: one spray check runs, nine wait.
    expect(gate.waiting).toBe(9);
    const real = gate.run(1, work('real'));
    const known = gate.run(0, work('known'));
    expect(gate.waiting).toBe(10);
    await Promise.all([...spray, real, known]);
    expect(most).toBe(2);
    // The person started at once beside the running spray check; the next one waited for a slot.
    expect(order.indexOf('real')).toBeLessThanOrEqual(1);
    expect(order.indexOf('known')).toBeLessThanOrEqual(2);
    expect(gate.waiting).toBe(0);
  });

  it('as the whole-check gate: the last tier at most two at once, the others never wait', async () => {
    const gate = new SignInGate(Number.POSITIVE_INFINITY, 2);
    let spraying = 0;
    let mostSpraying = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const spray = Array.from({ length: 6 }, () =>
      gate.run(2, async () => {
        spraying++;
        mostSpraying = Math.max(mostSpraying, spraying);
        await held;
        spraying--;
      }),
    );
    expect(gate.waiting).toBe(4);
    // Tiers 0 and 1 run while the spray's checks are held.
    await expect(gate.run(0, async () => 'known')).resolves.toBe('known');
    await expect(gate.run(1, async () => 'fresh')).resolves.toBe('fresh');
    release();
    await Promise.all(spray);
    expect(mostSpraying).toBe(2);
    expect(gate.waiting).toBe(0);
  });

  it('frees the slot when the work fails', async () => {
    const gate = new SignInGate(1);
    await expect(gate.run(2, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.run(0, async () => 'next')).resolves.toBe('next');
  });
});

describe('signInTier', () => {
  it('puts a proven address first, then fresh addresses within their account budget, then the rest', () => {
    const now = Date.now();
    // Five sign-ins a second, within the instance's budget per second: only the account's counts.
    const at = (i: number) => now + i * 200;
    noteSuccess('10.77.0.1', now);
    noteFailure('10.77.0.2', now);
    expect(signInTier('10.77.0.1', 'tier-admin', now)).toBe(0);
    expect(signInTier('10.77.0.2', 'tier-admin', now)).toBe(2);
    // A spray from fresh addresses against one account spends that account's budget, no other's.
    const tiers = Array.from({ length: ACCOUNT_FRESH_PER_MINUTE + 5 }, (_, i) =>
      signInTier(`10.78.${i}.1`, 'tier-target', at(i)),
    );
    expect(tiers.filter((tier) => tier === 1)).toHaveLength(ACCOUNT_FRESH_PER_MINUTE);
    expect(tiers.slice(ACCOUNT_FRESH_PER_MINUTE)).toEqual([2, 2, 2, 2, 2]);
    expect(signInTier('10.79.0.1', 'tier-other', at(20))).toBe(1);
    // A sign-in that proved the password gives its place back: people signing in do not spend it.
    for (let i = 0; i < ACCOUNT_FRESH_PER_MINUTE + 5; i++) {
      expect(signInTier(`10.80.${i}.1`, 'tier-people', at(21 + i))).toBe(1);
      noteSuccess(`10.80.${i}.1`, at(21 + i), 'tier-people');
    }
    expect(signInTier('10.79.0.2', 'tier-target', now + 61_000)).toBe(1);
  });

  it('puts fresh addresses past the instance budget per second last, whatever the names', () => {
    const later = Date.now() + 10 * 60_000;
    const tiers = Array.from({ length: FRESH_PER_SECOND + 3 }, (_, i) =>
      signInTier(`10.81.${i}.1`, `random-name-${i}`, later),
    );
    expect(tiers.filter((tier) => tier === 1)).toHaveLength(FRESH_PER_SECOND);
    expect(tiers.slice(FRESH_PER_SECOND)).toEqual([2, 2, 2]);
    expect(signInTier('10.82.0.1', 'random-name-next', later + 1000)).toBe(1);
    // Server tests share modules (no isolation): a time before that second starts a new one, so a
    // later file's sign-ins at the real time are not held to this test's future second.
    const now = Date.now();
    for (let i = 0; i < FRESH_PER_SECOND; i++)
      expect(signInTier(`10.83.${i}.1`, `name-now-${i}`, now)).toBe(1);
  });

  it('serves tier 0 before tier 1 before tier 2 in the gate', async () => {
    const gate = new SignInGate(1);
    const order: string[] = [];
    const work = (name: string) => async () => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      order.push(name);
    };
    const first = gate.run(2, work('running'));
    const queued = [gate.run(2, work('failing')), gate.run(1, work('fresh')), gate.run(0, work('known'))];
    await Promise.all([first, ...queued]);
    expect(order).toEqual(['running', 'known', 'fresh', 'failing']);
  });
});

describe('addressKey', () => {
  it('counts IPv4 by address and IPv6 by its /64', () => {
    expect(addressKey('10.1.2.3')).toBe('10.1.2.3');
    expect(addressKey('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(addressKey('2001:db8:1:2::a')).toBe(addressKey('2001:0db8:0001:0002:ffff:1:2:3'));
    expect(addressKey('2001:db8:1:2::a')).not.toBe(addressKey('2001:db8:1:3::a'));
    expect(addressKey('not-an-ip')).toBe('not-an-ip');
  });
});
