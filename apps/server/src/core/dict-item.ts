import type { DictItem } from '@xinmiao/shared';

/** One dictionary entry in JeecgBoot's shape (value, text and its aliases, colour). */
export function dictItem(value: string, text: string, color: string | null = null): DictItem {
  return { value, text, title: text, label: text, color, jsonObject: null };
}
