import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { checkZip, type ZipLimits } from '../../scales/zip-guard.ts';
import { repack } from '../../scales/zip-repack.ts';

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
  unreadable: '无法读取该 .xlsx 文件，请用 Excel 打开后重新保存再导入',
  tooManyRows: `一次最多导入 ${MAX_IMPORT_ROWS} 行`,
  noHeader: '第一行须为表头（请使用下载的模板）',
} as const;

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value).trim();
  if ('richText' in value)
    return value.richText
      .map((r) => r.text)
      .join('')
      .trim();
  if ('hyperlink' in value) return cellText(value.text);
  if ('error' in value) return '';
  if ('result' in value) return cellText(value.result ?? null);
  return '';
}

/** Data rows keyed by header text, with their spreadsheet row numbers; fully blank rows are skipped. */
export type SheetRow = { row: number; cells: Record<string, string> };

/**
 * The first worksheet of an uploaded .xlsx, read as a stream (rows are never all held as ExcelJS
 * objects). The archive is checked and re-packed first, so ExcelJS never sees the upload itself.
 */
export async function readStudentSheet(file: Buffer): Promise<{ rows: SheetRow[] } | { error: string }> {
  const checked = checkZip(file, STUDENT_ZIP_LIMITS);
  if ('problem' in checked)
    return { error: checked.problem === 'too-big' ? SheetMsg.tooBig : SheetMsg.notXlsx };
  // The streaming reader needs the workbook, its relations and the shared strings before any sheet;
  // writers (ExcelJS among them) may store them after, so the re-pack puts worksheets last.
  const sheetsLast = [...checked.entries].sort(
    (a, b) => Number(a.name.startsWith('xl/worksheets/')) - Number(b.name.startsWith('xl/worksheets/')),
  );
  const data = Buffer.from(await repack(sheetsLast));
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([data]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  const rows: SheetRow[] = [];
  let headers: string[] | null = null;
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = Array.isArray(row.values) ? row.values : [];
        const texts = values.map((v) => cellText(v as ExcelJS.CellValue));
        if (!headers) {
          headers = texts;
          continue;
        }
        if (texts.every((t) => t === '')) continue;
        if (rows.length >= MAX_IMPORT_ROWS) return { error: SheetMsg.tooManyRows };
        const cells: Record<string, string> = {};
        headers.forEach((h, i) => {
          if (h) cells[h] = texts[i] ?? '';
        });
        rows.push({ row: row.number, cells });
      }
      break;
    }
  } catch {
    return { error: SheetMsg.unreadable };
  }
  if (!headers) return { error: SheetMsg.noHeader };
  return { rows };
}
