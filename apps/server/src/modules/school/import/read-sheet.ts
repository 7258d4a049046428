import type { SheetLimits, SheetLine } from '../../../core/spreadsheet/limits.ts';
import { SpreadsheetMsg } from '../../../core/spreadsheet/messages.ts';

const BIRTHDAY_HEADER = '出生日期';

const MB = 1024 * 1024;
export const MAX_IMPORT_ROWS = 100_000;

export const SheetMsg = {
  notXlsx: SpreadsheetMsg.notXlsx,
  tooManyRows: `一次最多导入 ${MAX_IMPORT_ROWS} 行`,
  noHeader: '第一行须为表头（请使用下载的模板）',
} as const;

/** A 100,000-student sheet unpacks to about 50 MB; these leave room and still stop zip bombs and floods. */
export const STUDENT_SHEET: SheetLimits = {
  zip: {
    maxEntries: 200,
    maxEntryBytes: 96 * MB,
    maxUnpackedBytes: 128 * MB,
    maxRatio: 100,
    ratioFloorBytes: MB,
  },
  // The header and a few blank or formatted rows beside the data rows `MAX_IMPORT_ROWS` counts.
  maxRows: MAX_IMPORT_ROWS + 100,
  maxColumns: 64,
  maxSharedStrings: 2_000_000,
  maxCellChars: 4096,
  tooManyRows: SheetMsg.tooManyRows,
};

/** Data rows keyed by header text, with their spreadsheet row numbers; fully blank rows are skipped. */
export type SheetRow = { row: number; cells: Record<string, string> };

/** An Excel date serial (days since 1899-12-30) as YYYY-MM-DD, for 出生日期 cells typed as plain numbers. */
function excelDate(text: string): string {
  const serial = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || serial < 1 || serial > 80000) return text;
  return new Date(Date.UTC(1899, 11, 30) + Math.floor(serial) * 86_400_000).toISOString().slice(0, 10);
}

/** Parsed lines as rows keyed by header text (the first line); runs in the pool thread that parsed them. */
export function shapeRows(lines: readonly SheetLine[]): { rows: SheetRow[] } | { error: string } {
  const [header, ...data] = lines;
  if (!header) return { error: SheetMsg.noHeader };
  const rows: SheetRow[] = [];
  for (const { row, cells: texts } of data) {
    if (texts.every((t) => t === '')) continue;
    if (rows.length >= MAX_IMPORT_ROWS) return { error: SheetMsg.tooManyRows };
    const cells: Record<string, string> = {};
    header.cells.forEach((h, i) => {
      if (h) cells[h] = h === BIRTHDAY_HEADER ? excelDate(texts[i] ?? '') : (texts[i] ?? '');
    });
    rows.push({ row, cells });
  }
  return { rows };
}
