import type { ItemBankRead } from '@xinmiao/scales';
import { parseWorkbookWith, spreadsheetPool } from '../../core/spreadsheet/pool.ts';
import { SMALL_SHEET } from '../../core/spreadsheet/upload-kind.ts';
import { workerModuleUrl } from '../../core/worker-modules.ts';
import type { BankMeta } from './item-bank-worker.ts';

const WORKER = workerModuleUrl('modules/scales/item-bank-worker');

const isRead = (value: unknown): value is ItemBankRead =>
  typeof value === 'object' && value !== null && 'ok' in value && typeof value.ok === 'boolean';

const task = (name: string, input: unknown) => ({ worker: WORKER, name, input, isResult: isRead });

/**
 * An item bank read in the spreadsheet pool (`item-bank-worker.ts`), with its caps on time, heap
 * and queue: the event loop only checks the draft against its scale (`checkItemBank`, counts).
 */
export const readBank = {
  workbook: (file: Uint8Array, meta: BankMeta) =>
    parseWorkbookWith(file, SMALL_SHEET, task('workbookBank', meta)),
  rows: (rows: string[][], meta: BankMeta) => spreadsheetPool().runTask(task('rowsBank', { rows, meta })),
  json: (json: unknown) => spreadsheetPool().runTask(task('jsonBank', json)),
};
