import { CASE_LEVEL_DICT, type LevelTable, levelTable } from '@xinmiao/shared';
import type { TenantDb } from '../../core/tenant-db.ts';
import { allDictItems } from '../dict/index.ts';

/** The school's level labels and colours from its `crisis_level` dictionary. */
export async function schoolLevels(db: TenantDb): Promise<LevelTable> {
  const items = await allDictItems(db, [CASE_LEVEL_DICT]);
  return levelTable(items[CASE_LEVEL_DICT] ?? []);
}
