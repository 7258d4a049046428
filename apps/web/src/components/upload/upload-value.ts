/** Object-mode value of one stored file (spec §3). */
export type StoredFile = { fileName: string; filePath: string; fileSize: number };

export const UPLOAD_MESSAGES = {
  notImage: '请上传图片',
  failed: (fileName: string) => `${fileName} 上传失败.`,
  unknownError: '未知错误',
  unknownFile: '未知的文件',
  errorTitle: '上传出错',
  errorDetail: (message: string) => `错误信息：${message}`,
  unknownMove: '未知的操作',
  atEnd: '已到最后~',
} as const;

/** Multi values in string mode: comma-separated paths. */
const SEPARATOR = ',';

/** A stored path's file name; 未知的文件 (spec §8) when the path ends without one. */
export function fileNameOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1) || UPLOAD_MESSAGES.unknownFile;
}

/** The stored files a form value names: a comma list of paths or an array of objects. */
export function filesOf(value: string | readonly StoredFile[] | null | undefined): StoredFile[] {
  if (!value) return [];
  if (typeof value !== 'string') return [...value];
  return value
    .split(SEPARATOR)
    .filter(Boolean)
    .map((filePath) => ({ fileName: fileNameOf(filePath), filePath, fileSize: 0 }));
}

export function toStringValue(files: readonly StoredFile[]): string {
  return files.map((f) => f.filePath).join(SEPARATOR);
}

/** Spec §9: the list keeps the last N files; 0 means no limit. */
export function keepLast<T>(files: readonly T[], count: number): T[] {
  return count > 0 && files.length > count ? files.slice(files.length - count) : [...files];
}

/**
 * Moves an image one place left or right. Left of the first answers 未知的操作, right of the last
 * 已到最后~ (spec §4), and the list is unchanged.
 */
export function moveFile<T>(
  files: readonly T[],
  index: number,
  direction: 'left' | 'right',
): { files: T[] } | { error: string } {
  const target = direction === 'left' ? index - 1 : index + 1;
  if (target < 0) return { error: UPLOAD_MESSAGES.unknownMove };
  if (target >= files.length) return { error: UPLOAD_MESSAGES.atEnd };
  const next = [...files];
  const [moved] = next.splice(index, 1);
  if (moved !== undefined) next.splice(target, 0, moved);
  return { files: next };
}

/**
 * The stored path in an upload reply (spec §4): a boolean `success` must be true; the path is the
 * field named by `responseName` (default `message`). Null when the reply is a failure.
 */
export function pathFromResponse(reply: unknown, responseName = 'message'): string | null {
  if (typeof reply !== 'object' || reply === null) return null;
  const record = reply as Record<string, unknown>;
  if (typeof record.success === 'boolean' && !record.success) return null;
  const path = record[responseName];
  return typeof path === 'string' && path !== '' ? path : null;
}

/**
 * What an upload's reply means (spec §8): the stored path; a refusal the server explained (a toast
 * with its message, 未知错误 without one); a server error (the 上传出错 dialog with 错误信息：); or a
 * failure without an explanation (`{file} 上传失败.`).
 */
export type UploadOutcome =
  | { kind: 'stored'; path: string }
  | { kind: 'refused'; message: string }
  | { kind: 'serverError'; message: string }
  | { kind: 'failed' };

export function uploadOutcome(status: number, reply: unknown, responseName = 'message'): UploadOutcome {
  const path = pathFromResponse(reply, responseName);
  if (path) return { kind: 'stored', path };
  if (typeof reply !== 'object' || reply === null || !('success' in reply)) return { kind: 'failed' };
  const text = 'message' in reply && typeof reply.message === 'string' ? reply.message : '';
  const message = text || UPLOAD_MESSAGES.unknownError;
  return status >= 500 ? { kind: 'serverError', message } : { kind: 'refused', message };
}

export function isImageFile(file: { type: string; name: string }): boolean {
  return file.type.startsWith('image/') || /\.(png|jpe?g|gif|bmp|webp|svg)$/i.test(file.name);
}
