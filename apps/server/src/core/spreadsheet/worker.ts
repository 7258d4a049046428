import type { SheetLimits, WorkbookRows } from './limits.ts';
import { readWorkbook } from './read-workbook.ts';

/** One parsing job in a pool thread (see `pool.ts`). */
export default function parseJob({ file, limits }: { file: Uint8Array; limits: SheetLimits }): WorkbookRows {
  return readWorkbook(file, limits);
}
