import path from 'node:path';
import type { UploadedFile } from '@xinmiao/shared';
import { checkZip } from './zip-guard.ts';

export type ItemBankUpload =
  | { kind: 'xlsx'; data: Buffer }
  | { kind: 'json'; text: string }
  | { error: string };

const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LIMITS = { maxEntries: 200, maxUnpackedBytes: 20 * 1024 * 1024 };

export const UploadMsg = {
  empty: '文件是空的',
  legacyXls:
    '暂不支持 .xls（Excel 97-2003 旧版二进制格式，无法安全读取）：请在 Excel 中“另存为” .xlsx 后再导入',
  wrongExtension: '只支持 .xlsx 或 .json 题库文件（.xls 请另存为 .xlsx 后再导入）',
  notXlsx: '文件内容不是有效的 .xlsx（Excel 工作簿是 zip 压缩包），请确认没有只改扩展名',
  xlsxTooBig: '.xlsx 解压后内容过大，请只保留题库工作表后再导入',
  badUtf8: 'JSON 文件须为 UTF-8 编码',
} as const;

function xlsx(data: Buffer): ItemBankUpload {
  // Checked before the extension's promise: a legacy workbook renamed to .xlsx gets the .xls advice.
  if (data.subarray(0, OLE2_MAGIC.length).equals(OLE2_MAGIC)) return { error: UploadMsg.legacyXls };
  const problem = checkZip(data, ZIP_LIMITS);
  if (problem === 'too-big') return { error: UploadMsg.xlsxTooBig };
  if (problem) return { error: UploadMsg.notXlsx };
  return { kind: 'xlsx', data };
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
