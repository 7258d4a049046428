import type { ZipLimits } from './zip-guard.ts';

/** What one workbook may hold; every bound is checked before anything is allocated for it. */
export type SheetLimits = {
  zip: ZipLimits;
  /** Highest row number, and most `<row>` elements, of the first worksheet (header rows included). */
  maxRows: number;
  /** Highest column number a cell reference may name. */
  maxColumns: number;
  /** Entries of the shared-string table. */
  maxSharedStrings: number;
  /** Characters of one cell or shared string (Excel itself stops at 32,767). */
  maxCellChars: number;
  /** Told when the sheet has more `<row>` elements than `maxRows`. */
  tooManyRows: string;
};

/** A parsed sheet row: its number in the spreadsheet and its cell texts by column (trimmed, `''` for gaps). */
export type SheetLine = { row: number; cells: string[] };

export type WorkbookRows = { rows: SheetLine[] } | { error: string };
