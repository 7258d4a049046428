import ExcelJS from 'exceljs';
import type { ZipEntry } from './zip-guard.ts';
import { repack } from './zip-repack.ts';

/** Bounds of a readable item bank: the JSON route allows 1000 rows, plus the title and header rows. */
export const XLSX_MAX_ROWS = 1003;
export const XLSX_MAX_COLUMNS = 30;

export type SheetRows = { rows: string[][] } | { error: string };

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('hyperlink' in value) return cellText(value.text);
  if ('error' in value) return value.error;
  return cellText(value.result);
}

/**
 * The first worksheet of checked zip entries (`checkZip`) as rows of cell texts, indexed so that `rows[i]` is spreadsheet row `i + 1`
 * (empty rows stay as `[]`, so errors can name real row numbers).
 */
export async function readFirstSheet(entries: readonly ZipEntry[]): Promise<SheetRows> {
  const workbook = new ExcelJS.Workbook();
  try {
    // Only the checked entries, re-packed: ExcelJS never sees the uploaded archive itself.
    const data = await repack(entries);
    await workbook.xlsx.load(data);
  } catch {
    return { error: '无法读取该 .xlsx 文件，请用 Excel 打开后重新保存再导入' };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { error: '工作簿中没有工作表' };
  if (sheet.rowCount > XLSX_MAX_ROWS) return { error: `工作表不能超过 ${XLSX_MAX_ROWS} 行` };
  if (sheet.columnCount > XLSX_MAX_COLUMNS) return { error: `工作表不能超过 ${XLSX_MAX_COLUMNS} 列` };
  const rows: string[][] = Array.from({ length: sheet.rowCount }, () => []);
  sheet.eachRow((row, n) => {
    rows[n - 1] = Array.from({ length: row.cellCount }, (_, c) => cellText(row.getCell(c + 1).value));
  });
  return { rows };
}
