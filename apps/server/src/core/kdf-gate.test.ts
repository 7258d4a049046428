import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key.ts';
import { KdfGate } from './kdf-gate.ts';

describe('KdfGate', () => {
  it('runs at most its slots at once and serves a clean sign-in before a queued spray', async () => {
    const gate = new KdfGate(2);
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
    const spray = Array.from({ length: 10 }, (_, i) => gate.run(false, work(`spray${i}`)));
    expect(gate.waiting).toBe(8);
    const real = gate.run(true, work('real'));
    await Promise.all([...spray, real]);
    expect(most).toBe(2);
    // Only the two checks already running finish before it.
    expect(order.indexOf('real')).toBeLessThanOrEqual(2);
    expect(gate.waiting).toBe(0);
  });

  it('frees the slot when the work fails', async () => {
    const gate = new KdfGate(1);
    await expect(gate.run(false, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.run(true, async () => 'next')).resolves.toBe('next');
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
