import path from 'node:path';
import { Msg, type UploadedFile } from '@xinmiao/shared';
import { jsonTextHasNul } from '../json-text.ts';
import type { SheetLimits } from './limits.ts';
import { SpreadsheetMsg } from './messages.ts';
import type { ZipLimits } from './zip-guard.ts';

/** An `.xlsx` is only sniffed here: the spreadsheet pool checks and parses it (`SMALL_SHEET`). */
export type SheetUpload = { kind: 'xlsx'; data: Buffer } | { kind: 'json'; text: string } | { error: string };

const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const MB = 1024 * 1024;
/** A workbook holding a 1,000-item bank unpacks to well under 2 MB; these leave room for pictures and styles. */
export const XLSX_ZIP_LIMITS: ZipLimits = {
  maxEntries: 200,
  maxEntryBytes: 4 * MB,
  maxUnpackedBytes: 12 * MB,
  maxRatio: 100,
  ratioFloorBytes: MB,
};

export const UploadMsg = {
  empty: '文件是空的',
  legacyXls:
    '暂不支持 .xls（Excel 97-2003 旧版二进制格式，无法安全读取）：请在 Excel 中“另存为” .xlsx 后再导入',
  wrongExtension: '只支持 .xlsx 或 .json 题库文件（.xls 请另存为 .xlsx 后再导入）',
  notXlsx: SpreadsheetMsg.notXlsx,
  xlsxTooBig: SpreadsheetMsg.tooBig,
  xlsxUnsupported: SpreadsheetMsg.unsupported,
  xlsxInconsistent: SpreadsheetMsg.inconsistent,
  badUtf8: 'JSON 文件须为 UTF-8 编码',
} as const;

/** Item banks (1,000 items, a title and a header row) and user lists (500 users) alike. */
export const XLSX_MAX_ROWS = 1003;
export const SMALL_SHEET: SheetLimits = {
  zip: XLSX_ZIP_LIMITS,
  maxRows: XLSX_MAX_ROWS,
  maxColumns: 30,
  maxSharedStrings: 50_000,
  maxCellChars: 4096,
  tooManyRows: `工作表不能超过 ${XLSX_MAX_ROWS} 行`,
};

function xlsx(data: Buffer): SheetUpload {
  // Checked before the extension's promise: a legacy workbook renamed to .xlsx gets the .xls advice.
  if (data.subarray(0, OLE2_MAGIC.length).equals(OLE2_MAGIC)) return { error: UploadMsg.legacyXls };
  return { kind: 'xlsx', data };
}

function json(data: Buffer): SheetUpload {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(data);
    // A NUL would reach PostgreSQL inside the stored bank and fail there.
    return jsonTextHasNul(text) ? { error: Msg.nulCharacter } : { kind: 'json', text };
  } catch {
    return { error: UploadMsg.badUtf8 };
  }
}

/** Sorts an upload by extension and checks its bytes really are that kind of file. */
export function classifyUpload(file: UploadedFile): SheetUpload {
  const data = Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength);
  const ext = path.extname(file.filename).toLowerCase();
  if (ext === '.xls') return { error: UploadMsg.legacyXls };
  if (ext !== '.xlsx' && ext !== '.json') return { error: UploadMsg.wrongExtension };
  if (data.length === 0) return { error: UploadMsg.empty };
  return ext === '.xlsx' ? xlsx(data) : json(data);
}
