import type { Envelope, RouteDef, RouteResult } from '@xinmiao/shared';
import { readStoredString } from '../../../access/storage.ts';
import { StorageKey } from '../../../access/storage-keys.ts';
import { ApiError } from '../../../api/api-error.ts';
import { buildUrl, requestHeaders, storedTenantId } from '../../../api/client.ts';

/** Multipart POST of one file (plus text fields) to a contract route; the browser sets the boundary. */
export async function uploadFile<D extends RouteDef>(
  route: D,
  file: File,
  fields: Record<string, string>,
): Promise<RouteResult<D>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  const headers = requestHeaders(readStoredString(StorageKey.accessToken), storedTenantId());
  const response = await fetch(buildUrl(route, undefined, undefined), {
    method: 'POST',
    headers,
    body: form,
  });
  const payload = (await response.json().catch(() => null)) as Envelope<RouteResult<D>> | null;
  if (!response.ok || !payload)
    throw new ApiError('http', response.status, response.status, response.statusText);
  if (!payload.success) throw new ApiError('business', response.status, payload.code, payload.message);
  return payload.result;
}
