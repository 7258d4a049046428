import { CASE_LEVEL_DICT, CASE_LEVEL_VALUES, type LevelTable, levelTable } from '@xinmiao/shared';
import { useMemo } from 'react';
import { useDictItems } from '../../components/list/use-dict-items.ts';

/** The school's level labels and colours (its `crisis_level` dictionary over the defaults). */
export function useCaseLevels(): LevelTable {
  const items = useDictItems(CASE_LEVEL_DICT);
  return useMemo(() => levelTable(items), [items]);
}

/** Select options, highest level first, in the school's words. */
export function useLevelOptions(): { value: number; label: string }[] {
  const levels = useCaseLevels();
  return useMemo(() => CASE_LEVEL_VALUES.map((value) => ({ value, label: levels[value].label })), [levels]);
}
