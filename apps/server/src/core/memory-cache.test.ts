import { describe, expect, it } from 'vitest';
import { memoryCache } from './cache.ts';

describe('memoryCache', () => {
  it('forgets an entry when its time is up and keeps nx from overwriting a live one', async () => {
    let clock = 1_000_000;
    const cache = memoryCache(() => clock);
    expect(await cache.set('s', 'a', 60)).toBe(true);
    expect(await cache.set('s', 'b', 60, 'nx')).toBe(false);
    expect(await cache.mget(['s', 'missing'])).toEqual(['a', null]);
    clock += 60_000;
    expect(await cache.get('s')).toBeNull();
    expect(await cache.set('s', 'b', 60, 'nx')).toBe(true);
    expect(await cache.get('s')).toBe('b');
    await cache.del(['s']);
    expect(await cache.get('s')).toBeNull();
  });

  it('counts like Redis INCR: from zero, keeping an expiry the key had', async () => {
    let clock = 0;
    const cache = memoryCache(() => clock);
    expect(await cache.incr('v')).toBe(1);
    expect(await cache.incr('v')).toBe(2);
    await cache.set('t', '5', 10);
    expect(await cache.incr('t')).toBe(6);
    clock += 10_000;
    expect(await cache.get('t')).toBeNull();
    expect(await cache.get('v')).toBe('2');
  });
});
