import { ResultCode } from '@xinmiao/shared';

export const IMPORT_MESSAGES = {
  wrongType: '只能导入 .xls 或 .xlsx 文件',
  partial: '导入成功,但是有错误数据!',
  uploadFailed: '文件上传失败',
  succeeded: (fileName: string) => `${fileName} 文件上传成功`,
  failed: (fileName: string, message: string) => `${fileName} ${message}.`,
} as const;

/** Spec §5: the import accepts .xls and .xlsx only. */
export function isSpreadsheet(fileName: string): boolean {
  return /\.(xls|xlsx)$/i.test(fileName);
}

/** done: closes; partial: code 201, the error file to download; failed: stays open with the message. */
export type ImportOutcome =
  | { kind: 'done'; message: string }
  | { kind: 'partial'; message: string; errorFile: string | null }
  | { kind: 'failed'; message: string };

function errorFileOf(result: unknown): string | null {
  if (typeof result === 'string' && result) return result;
  if (
    typeof result === 'object' &&
    result !== null &&
    'fileUrl' in result &&
    typeof result.fileUrl === 'string'
  ) {
    return result.fileUrl;
  }
  return null;
}

/** Reads an import reply (spec §7): `{success, code, message, result}`, code 201 meaning partial failure. */
export function importOutcome(reply: unknown, fileName: string): ImportOutcome {
  if (typeof reply !== 'object' || reply === null || !('success' in reply)) {
    return { kind: 'failed', message: IMPORT_MESSAGES.uploadFailed };
  }
  const r = reply as { success: unknown; code?: unknown; message?: unknown; result?: unknown };
  const message = typeof r.message === 'string' ? r.message : '';
  if (r.success !== true)
    return { kind: 'failed', message: IMPORT_MESSAGES.failed(fileName, message || '上传失败') };
  if (r.code === ResultCode.IMPORT_PARTIAL)
    return { kind: 'partial', message, errorFile: errorFileOf(r.result) };
  return { kind: 'done', message: message || IMPORT_MESSAGES.succeeded(fileName) };
}
