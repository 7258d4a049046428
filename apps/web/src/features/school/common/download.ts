import type { Envelope, RouteDef, RouteInput } from '@xinmiao/shared';
import { readStoredString } from '../../../access/storage.ts';
import { StorageKey } from '../../../access/storage-keys.ts';
import { ApiError } from '../../../api/api-error.ts';
import { buildUrl, requestHeaders, storedTenantId } from '../../../api/client.ts';

/** The file name of a `Content-Disposition` header: the exact `filename*` first, else `filename`. */
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

function isEnvelope(v: unknown): v is Envelope<unknown> {
  return typeof v === 'object' && v !== null && 'success' in v && 'message' in v;
}

/**
 * GETs a download route with the session headers and hands the file to the browser. A failure
 * answers with the JSON envelope instead of a file, which becomes the usual error.
 */
export async function downloadFile<D extends RouteDef>(
  route: D,
  input: RouteInput<D>,
  fallbackName: string,
): Promise<void> {
  const headers = requestHeaders(readStoredString(StorageKey.accessToken), storedTenantId());
  const response = await fetch(buildUrl(route, undefined, input.query), { headers });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const payload: unknown = await response.json().catch(() => null);
    if (isEnvelope(payload)) throw new ApiError('business', response.status, payload.code, payload.message);
    throw new ApiError('http', response.status, response.status, response.statusText);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = dispositionFileName(response.headers.get('content-disposition'), fallbackName);
  link.click();
  // Revoked on the next tick: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
