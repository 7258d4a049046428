import type { RouteDef, RouteInput } from '@xinmiao/shared';
import { readStoredString } from '../access/storage.ts';
import { StorageKey } from '../access/storage-keys.ts';
import { ApiError } from './api-error.ts';
import {
  API_BASE,
  buildUrl,
  type RequestOptions,
  raiseHttpError,
  requestHeaders,
  storedTenantId,
} from './client.ts';

export const DOWNLOAD_FAILED = '文件下载失败';

/** The exact name of RFC 5987 `filename*`, else the plain `filename`, else `fallback`. */
export function dispositionFileName(header: string | null, fallback: string): string {
  const exact = header?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (exact) {
    try {
      return decodeURIComponent(exact);
    } catch {
      return fallback;
    }
  }
  return header?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

/** Saves bytes as a file through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked on the next tick: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function isFailure(v: unknown): v is { success: false; code: number; message: string } {
  return typeof v === 'object' && v !== null && 'success' in v && v.success === false && 'message' in v;
}

/** Whose session a download sends: the console's (default) or the one given (the H5's). */
export type DownloadOptions = Pick<RequestOptions, 'token' | 'silent'>;

/**
 * Fetches a file the server answers as a download (session in the headers, never in the URL) and
 * saves it under the server's name. A refusal comes back as the JSON envelope instead of a file.
 */
async function fetchAndSave(url: string, fallbackName: string, options: DownloadOptions = {}): Promise<void> {
  const token = options.token ?? readStoredString(StorageKey.accessToken);
  const headers = requestHeaders(token, storedTenantId());
  const httpError = (error: ApiError): never => {
    if (options.silent) throw error;
    return raiseHttpError(error);
  };
  let response: Response;
  try {
    response = await fetch(url, { headers });
  } catch {
    return httpError(new ApiError('http', 504, 504, '网络超时'));
  }
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  const payload: unknown = isJson ? await response.json().catch(() => null) : null;
  if (!response.ok) {
    const message = isFailure(payload) ? payload.message : response.statusText;
    return httpError(new ApiError('http', response.status, response.status, message));
  }
  if (isJson) {
    const message = isFailure(payload) ? payload.message : '响应格式不正确';
    throw new ApiError('business', response.status, isFailure(payload) ? payload.code : 500, message);
  }
  const name = dispositionFileName(response.headers.get('content-disposition'), fallbackName);
  const blob = await response.blob().catch(() => null);
  // An empty or broken body would save a file that cannot be opened: say so instead (spec §8).
  if (!blob || blob.size === 0) throw new ApiError('business', response.status, 500, DOWNLOAD_FAILED);
  saveBlob(blob, name);
}

/** A contract route that answers a file (`exportXls`, templates). */
export function downloadRoute<D extends RouteDef>(
  def: D,
  input: RouteInput<D>,
  fallbackName: string,
  options: DownloadOptions = {},
): Promise<void> {
  return fetchAndSave(buildUrl(def, input.params, input.query), fallbackName, options);
}

/** A stored file by the path the server handed out (`/sys/common/static/<key>`, e.g. an import's error list). */
export function downloadStored(path: string, fallbackName: string): Promise<void> {
  return fetchAndSave(`${API_BASE}${path}`, fallbackName);
}
