// Pool-thread side of 导入用户 (core/spreadsheet/pool.ts): the parse, the rows by header and each row's
// own checks run off the event loop; only the checks against stored data stay on it.
import { rowsByNumber } from '../../core/spreadsheet/rows-by-number.ts';
import { sheetTask } from '../../core/spreadsheet/worker.ts';
import { type ImportRow, readUserRows, rowReasons } from './import-rows.ts';

/** A data row with what is wrong with it on its own (empty when nothing is). */
export type CheckedUserRow = ImportRow & { reasons: string[] };

/** The rows one file may hold, and what a larger file is told. */
export type UserRowsInput = { max: number; tooMany: string };

export const userRows = sheetTask((lines, input: UserRowsInput) => {
  const rows = readUserRows(rowsByNumber(lines));
  if ('error' in rows) return rows;
  if (rows.length > input.max) return { error: input.tooMany };
  return { rows: rows.map((row): CheckedUserRow => ({ ...row, reasons: rowReasons(row.values) })) };
});
