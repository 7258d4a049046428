import { type Envelope, FILE_MESSAGES, filesRoutes } from '@xinmiao/shared';
import { readStoredString } from '../access/storage.ts';
import { StorageKey } from '../access/storage-keys.ts';
import { ApiError } from './api-error.ts';
import { API_BASE, buildUrl, requestHeaders, storedTenantId } from './client.ts';

function isEnvelope(v: unknown): v is Envelope<unknown> {
  return typeof v === 'object' && v !== null && 'success' in v && 'message' in v;
}

/**
 * `POST /sys/common/upload` (multipart, the browser sets the boundary): resolves to the stored path,
 * which JeecgBoot answers as the envelope's `message`.
 */
export async function uploadFile(file: File, biz: string): Promise<string> {
  const form = new FormData();
  form.append('biz', biz);
  form.append('file', file, file.name);
  const headers = requestHeaders(readStoredString(StorageKey.accessToken), storedTenantId());
  let response: Response;
  try {
    response = await fetch(buildUrl(filesRoutes.upload, undefined, undefined), {
      method: 'POST',
      headers,
      body: form,
    });
  } catch {
    throw new ApiError('http', 504, 504, '网络超时');
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!isEnvelope(payload))
    throw new ApiError('http', response.status, response.status, FILE_MESSAGES.uploadFailed);
  if (!response.ok || !payload.success) {
    throw new ApiError(response.ok ? 'business' : 'http', response.status, payload.code, payload.message);
  }
  return payload.message;
}

/**
 * The URL of a stored file for `<img>` and links: the browser sends no headers there, so the token
 * goes in the query (the server takes it on download routes only).
 */
export function staticFileUrl(key: string): string {
  const token = readStoredString(StorageKey.accessToken);
  const path = `${API_BASE}/sys/common/static/${key.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/')}`;
  return token ? `${path}?token=${encodeURIComponent(token)}` : path;
}
