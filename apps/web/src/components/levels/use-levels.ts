import { CASE_LEVEL_DICT, CASE_LEVEL_VALUES, type LevelTable, levelTable } from '@xinmiao/shared';
import { useMemo } from 'react';
import { useDictItems } from '../list/use-dict-items.ts';

/**
 * The one place the console reads warning level names and colours: the school's 数据字典 预警等级
 * (`crisis_level`) over the defaults. Every page, filter and tag showing a level goes through it, so
 * a rename there shows everywhere at once.
 */
export function useLevels(): LevelTable {
  const items = useDictItems(CASE_LEVEL_DICT);
  return useMemo(() => levelTable(items), [items]);
}

/** Select options, highest level first, in the school's words. */
export function useLevelOptions(): { value: number; label: string }[] {
  const levels = useLevels();
  return useMemo(() => CASE_LEVEL_VALUES.map((value) => ({ value, label: levels[value].label })), [levels]);
}
