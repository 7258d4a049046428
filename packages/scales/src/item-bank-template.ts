import { ITEM_BANK_HEADER } from './item-bank.ts';
import type { ScaleVersion } from './model.ts';

/**
 * The spreadsheet rows `parseItemBankRows` reads, filled with a version's current wording: header
 * `题号 | 题目 | 选项1 …` (as many option columns as the longest item has), then one row per item.
 */
export function itemBankTemplateRows(v: ScaleVersion): string[][] {
  const width = Math.max(0, ...v.items.map((item) => item.options.length));
  const header = [...ITEM_BANK_HEADER, ...Array.from({ length: width }, (_, k) => `选项${k + 1}`)];
  return [
    header,
    ...v.items.map((item) => [String(item.number), item.text, ...item.options.map((o) => o.label)]),
  ];
}
