import { CASE_LEVEL_DICT, type LevelTable, levelTable } from '@xinmiao/shared';
import type { TenantDb } from '../../core/tenant-db.ts';
import { allDictItems } from './dict-items.ts';

/**
 * The school's crisis level labels and colours from its `crisis_level` dictionary; screening results
 * and crisis cases both show them.
 */
export async function schoolLevels(db: TenantDb): Promise<LevelTable> {
  const items = await allDictItems(db, [CASE_LEVEL_DICT]);
  return levelTable(items[CASE_LEVEL_DICT] ?? []);
}
