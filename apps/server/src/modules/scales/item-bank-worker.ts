// Pool-thread side of the item-bank imports (`read-bank.ts` runs these): reading a bank's file or
// rows is the CPU-bound part (JSON, zod, every cell), so it never runs on the event loop.
import { type ItemBankRead, readItemBank, readItemBankRows } from '@xinmiao/scales';
import { rowsByNumber } from '../../core/spreadsheet/rows-by-number.ts';
import { sheetTask } from '../../core/spreadsheet/worker.ts';

/** What the upload says beside its rows: the version the bank is for, and its source. */
export type BankMeta = { version?: string; source?: string };

export const workbookBank = sheetTask((lines, meta: BankMeta) => readItemBankRows(rowsByNumber(lines), meta));

export function rowsBank({ rows, meta }: { rows: string[][]; meta: BankMeta }): ItemBankRead {
  return readItemBankRows(rows, meta);
}

export function jsonBank(json: unknown): ItemBankRead {
  return readItemBank(json);
}
