import { ITEM_BANK_FILE_MAX_BYTES } from '@xinmiao/shared';

/** Spec §8 texts of a file import, as JeecgBoot's import lists show them. */
export const UPLOAD_FAILED = '文件上传失败';

export function uploadSucceeded(fileName: string, serverMessage: string): string {
  return serverMessage || `${fileName} 文件上传成功`;
}

export function uploadRejected(fileName: string, serverMessage: string): string {
  return `${fileName} ${serverMessage}.`;
}

const EXTENSIONS = ['.xls', '.xlsx', '.json'];

/** Checks the picker cannot enforce; `.xls` passes so the server can explain how to convert it. */
export function uploadProblem(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (!EXTENSIONS.some((ext) => name.endsWith(ext))) return '只能上传 .xls、.xlsx 或 .json 文件';
  if (file.size > ITEM_BANK_FILE_MAX_BYTES)
    return `文件不能超过 ${Math.round(ITEM_BANK_FILE_MAX_BYTES / 1024 / 1024)} MB`;
  if (file.size === 0) return '文件是空的';
  return null;
}
