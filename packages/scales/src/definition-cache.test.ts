import { describe, expect, it } from 'vitest';
import { DefinitionCache } from './definition-cache.ts';
import { ScaleInputError } from './errors.ts';
import { Lru } from './lru.ts';
import { score } from './score.ts';

const definition = (name = '缓存') => ({
  code: 'CACHE',
  name,
  options: [
    { label: '否', score: 0 },
    { label: '是', score: 1 },
  ],
  items: [
    { number: 1, text: '甲' },
    { number: 2, text: '乙' },
  ],
});
const key = (revision: string, tenant = 1000) => ({ tenant, scale: 'CACHE', version: '1.0', revision });

describe('Lru', () => {
  it('forgets the least recently used key beyond its capacity', () => {
    const lru = new Lru<number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect([lru.get('a'), lru.get('b'), lru.get('c'), lru.size]).toEqual([1, undefined, 3, 2]);
  });
});

describe('DefinitionCache', () => {
  it('parses a definition once per tenant, scale, version and revision', () => {
    const cache = new DefinitionCache(10);
    const first = cache.customScale(key('r1'), definition());
    expect(cache.customScale(key('r1'), definition())).toBe(first);
    expect(cache.customScale(key('r2'), definition('改名'))).not.toBe(first);
    expect(cache.customScale(key('r2'), definition('改名')).name).toBe('改名');
    expect(cache.customScale(key('r1', 1001), definition())).not.toBe(first);
    expect(score(first, [2, 1]).total).toBe(1);
  });

  it('stays within its capacity', () => {
    const cache = new DefinitionCache(3);
    for (let i = 0; i < 10; i++) cache.customScale(key(`r${i}`), definition());
    expect(cache.size).toBe(3);
  });

  it('does not cache a failure', () => {
    const cache = new DefinitionCache(3);
    expect(() => cache.customScale(key('bad'), { ...definition(), items: [] })).toThrow(ScaleInputError);
    expect(cache.size).toBe(0);
  });

  it('caches the version an item bank makes, or null when it does not fit', () => {
    const cache = new DefinitionCache(10);
    const scale = cache.customScale(key('r1'), definition());
    const bank = {
      scale: 'CACHE',
      items: [
        { number: 1, text: '授权甲' },
        { number: 2, text: '授权乙' },
      ],
    };
    const version = cache.itemBankVersion(key('b1'), bank, scale);
    expect(version?.items.map((i) => i.text)).toEqual(['授权甲', '授权乙']);
    expect(version?.version).toBe('1.0');
    expect(cache.itemBankVersion(key('b1'), bank, scale)).toBe(version);
    expect(cache.itemBankVersion(key('b2'), { ...bank, items: bank.items.slice(0, 1) }, scale)).toBeNull();
  });
});
