import path from 'node:path';
import type { UploadedFile } from '@xinmiao/shared';
import { checkZip, type ZipEntry, type ZipLimits, type ZipProblem } from './zip-guard.ts';

export type ItemBankUpload =
  | { kind: 'xlsx'; entries: ZipEntry[] }
  | { kind: 'json'; text: string }
  | { error: string };

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
  notXlsx: '文件内容不是有效的 .xlsx（Excel 工作簿是 zip 压缩包），请确认没有只改扩展名',
  xlsxTooBig: '.xlsx 解压后内容过大，请只保留题库工作表后再导入',
  xlsxUnsupported: '.xlsx 使用了不支持的压缩格式（ZIP64、加密或分卷压缩），请用 Excel 打开后重新保存再导入',
  xlsxInconsistent: '.xlsx 压缩包的目录与内容不一致（文件已损坏或被篡改），请用 Excel 打开后重新保存再导入',
  badUtf8: 'JSON 文件须为 UTF-8 编码',
} as const;

const ZIP_PROBLEM_MESSAGE: Record<ZipProblem, string> = {
  'not-zip': UploadMsg.notXlsx,
  'too-big': UploadMsg.xlsxTooBig,
  unsupported: UploadMsg.xlsxUnsupported,
  inconsistent: UploadMsg.xlsxInconsistent,
};

function xlsx(data: Buffer): ItemBankUpload {
  // Checked before the extension's promise: a legacy workbook renamed to .xlsx gets the .xls advice.
  if (data.subarray(0, OLE2_MAGIC.length).equals(OLE2_MAGIC)) return { error: UploadMsg.legacyXls };
  const checked = checkZip(data, XLSX_ZIP_LIMITS);
  if ('entries' in checked) return { kind: 'xlsx', entries: checked.entries };
  return { error: ZIP_PROBLEM_MESSAGE[checked.problem] };
}

function json(data: Buffer): ItemBankUpload {
  try {
    return { kind: 'json', text: new TextDecoder('utf-8', { fatal: true }).decode(data) };
  } catch {
    return { error: UploadMsg.badUtf8 };
  }
}

/** Sorts an upload by extension and checks its bytes really are that kind of file. */
export function classifyUpload(file: UploadedFile): ItemBankUpload {
  const data = Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength);
  const ext = path.extname(file.filename).toLowerCase();
  if (ext === '.xls') return { error: UploadMsg.legacyXls };
  if (ext !== '.xlsx' && ext !== '.json') return { error: UploadMsg.wrongExtension };
  if (data.length === 0) return { error: UploadMsg.empty };
  return ext === '.xlsx' ? xlsx(data) : json(data);
}
