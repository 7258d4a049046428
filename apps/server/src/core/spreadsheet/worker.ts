import type { SheetLimits, SheetLine, WorkbookRows } from './limits.ts';
import { readWorkbook } from './read-workbook.ts';

type Job<I> = { file: Uint8Array; limits: SheetLimits; input: I };

/** One parsing job in a pool thread (see `pool.ts`). */
export default function parseJob({ file, limits }: Job<unknown>): WorkbookRows {
  return readWorkbook(file, limits);
}

/**
 * A pool job that parses the workbook and then runs `work` on its rows in the same thread
 * (`SpreadsheetPool.run`); export the result from a worker module under the task's `name`.
 */
export function sheetTask<I, T>(work: (lines: SheetLine[], input: I) => T | { error: string }) {
  return ({ file, limits, input }: Job<I>): T | { error: string } => {
    const sheet = readWorkbook(file, limits);
    return 'error' in sheet ? sheet : work(sheet.rows, input);
  };
}
