import { checkZip, type ZipLimits } from '../../scales/zip-guard.ts';
import { sheetRows } from './sheet-xml.ts';

const BIRTHDAY_HEADER = '出生日期';

const MB = 1024 * 1024;
/** A 50,000-student sheet unpacks to about 25 MB; these leave room and still stop zip bombs. */
const STUDENT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 200,
  maxEntryBytes: 96 * MB,
  maxUnpackedBytes: 128 * MB,
  maxRatio: 100,
  ratioFloorBytes: MB,
};
export const MAX_IMPORT_ROWS = 100_000;

export const SheetMsg = {
  notXlsx: '文件内容不是有效的 .xlsx（Excel 工作簿是 zip 压缩包），请确认没有只改扩展名',
  tooBig: '.xlsx 解压后内容过大',
  tooManyRows: `一次最多导入 ${MAX_IMPORT_ROWS} 行`,
  noHeader: '第一行须为表头（请使用下载的模板）',
} as const;

/** Data rows keyed by header text, with their spreadsheet row numbers; fully blank rows are skipped. */
export type SheetRow = { row: number; cells: Record<string, string> };

/** An Excel date serial (days since 1899-12-30) as YYYY-MM-DD, for date-typed 出生日期 cells. */
function excelDate(text: string): string {
  const serial = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || serial < 1 || serial > 80000) return text;
  return new Date(Date.UTC(1899, 11, 30) + Math.floor(serial) * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The first worksheet of an uploaded .xlsx as rows keyed by header text. The archive is checked
 * first (entry count, sizes, ratios, CRCs); the sheet XML is then read directly (`sheetRows`).
 */
export function readWorkbookRows(file: Buffer): { rows: SheetRow[] } | { error: string } {
  const checked = checkZip(file, STUDENT_ZIP_LIMITS);
  if ('problem' in checked)
    return { error: checked.problem === 'too-big' ? SheetMsg.tooBig : SheetMsg.notXlsx };
  const rows: SheetRow[] = [];
  let headers: string[] | null = null;
  for (const [number, texts] of sheetRows(checked.entries)) {
    if (!headers) {
      headers = texts;
      continue;
    }
    if (texts.every((t) => t === '')) continue;
    if (rows.length >= MAX_IMPORT_ROWS) return { error: SheetMsg.tooManyRows };
    const cells: Record<string, string> = {};
    headers.forEach((h, i) => {
      if (h) cells[h] = h === BIRTHDAY_HEADER ? excelDate(texts[i] ?? '') : (texts[i] ?? '');
    });
    rows.push({ row: number, cells });
  }
  if (!headers) return { error: SheetMsg.noHeader };
  return { rows };
}
