import { describe, expect, it } from 'vitest';
import { InFlight, RateLimiter } from './rate-limit.ts';

describe('RateLimiter', () => {
  it('allows the limit per minute per key, then again once the minute has passed', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    expect([1, 2, 3].map(() => limiter.take('a', 2))).toEqual([true, true, false]);
    expect(limiter.take('b', 2)).toBe(true);
    now = 60_001;
    expect(limiter.take('a', 2)).toBe(true);
  });
});

describe('InFlight', () => {
  it('lets a school run its share at once and the next one in when one ends', () => {
    const gate = new InFlight();
    expect([1, 2, 3].map(() => gate.enter('1000', 2))).toEqual([true, true, false]);
    expect(gate.enter('1001', 2)).toBe(true);
    gate.leave('1000');
    expect(gate.enter('1000', 2)).toBe(true);
  });
});
