import { beforeEach, describe, expect, it } from 'vitest';
import { cachedDictItems, readDictCache, writeDictCache } from './dict-cache.ts';

const sex = [{ value: '1', text: '男', title: '男', label: '男', color: null, jsonObject: null }];
const DAY = 86_400_000;

beforeEach(() => localStorage.clear());

describe('dictionary cache', () => {
  it('returns cached items within 7 days', () => {
    writeDictCache({ sex }, 0);
    expect(cachedDictItems('sex', 7 * DAY - 1)).toEqual(sex);
  });

  it('expires after 7 days (604800000 ms) and removes the entry', () => {
    writeDictCache({ sex }, 1000);
    expect(readDictCache(1000 + 604_800_000)).toBeNull();
    expect(localStorage.getItem('UI_CACHE_DB_DICT_DATA')).toBeNull();
    expect(cachedDictItems('sex', 1000)).toEqual([]);
  });
});
