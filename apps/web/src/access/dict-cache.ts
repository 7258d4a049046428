import type { DictItem } from '@xinmiao/shared';
import { readStored, writeStored } from './storage.ts';
import { SESSION_TTL_MS, StorageKey } from './storage-keys.ts';

export type DictMap = Record<string, DictItem[]>;

function isDictMap(v: unknown): v is DictMap {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every(Array.isArray);
}

/** Caches every dictionary for 7 days (spec §4 and §9). */
export function writeDictCache(items: DictMap, now = Date.now()): void {
  writeStored(StorageKey.dictCache, items, SESSION_TTL_MS, now);
}

/** The cached dictionaries, or null once the 7 days have passed. */
export function readDictCache(now = Date.now()): DictMap | null {
  const v = readStored(StorageKey.dictCache, now);
  return isDictMap(v) ? v : null;
}

export function cachedDictItems(dictCode: string, now = Date.now()): DictItem[] {
  return readDictCache(now)?.[dictCode] ?? [];
}
