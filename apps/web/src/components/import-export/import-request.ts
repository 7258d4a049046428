import type { RouteDef } from '@xinmiao/shared';
import { readStoredString } from '../../access/storage.ts';
import { StorageKey } from '../../access/storage-keys.ts';
import { buildUrl, requestHeaders, storedTenantId } from '../../api/client.ts';

/** Multipart POST of one spreadsheet to an import route; the reply as it came (or null if not JSON). */
export async function postImport(
  route: RouteDef,
  file: File,
  fieldName: string,
  query?: Record<string, string>,
  params?: Record<string, string>,
): Promise<unknown> {
  const form = new FormData();
  form.append(fieldName, file, file.name);
  const headers = requestHeaders(readStoredString(StorageKey.accessToken), storedTenantId());
  const response = await fetch(buildUrl(route, params, query), { method: 'POST', headers, body: form });
  return response.json().catch(() => null);
}
