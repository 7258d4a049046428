import { type Envelope, type ImportItemsResult, type RouteInput, scaleRoutes } from '@xinmiao/shared';
import { readStoredString } from '../../../access/storage.ts';
import { StorageKey } from '../../../access/storage-keys.ts';
import { ApiError } from '../../../api/api-error.ts';
import { buildUrl, requestHeaders, storedTenantId } from '../../../api/client.ts';
import { showHttpError } from '../../../api/error-display.ts';

export type ImportOutcome = { ok: boolean; message: string; result: ImportItemsResult };

function isImportEnvelope(v: unknown): v is Envelope<ImportItemsResult | null> {
  return typeof v === 'object' && v !== null && 'success' in v && 'message' in v && 'result' in v;
}

/**
 * The import reply is all-or-report: on failure `result.errors` lists every row problem, which the
 * generic client drops when it turns `success:false` into an error, so these calls read the body
 * themselves. HTTP failures still get the global display and then throw.
 */
async function sendImport(url: string, body: BodyInit, contentType?: string): Promise<ImportOutcome> {
  const headers = requestHeaders(readStoredString(StorageKey.accessToken), storedTenantId());
  if (contentType) headers['Content-Type'] = contentType;
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers, body });
  } catch {
    const error = new ApiError('http', 504, 504, '网络超时');
    showHttpError(error);
    throw error;
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok || !isImportEnvelope(payload)) {
    const message = isImportEnvelope(payload) ? payload.message : response.statusText;
    const error = new ApiError('http', response.status, response.status, message);
    showHttpError(error);
    throw error;
  }
  const result = payload.result ?? { version: null, imported: 0, errors: [] };
  return { ok: payload.success, message: payload.message, result };
}

export function importItemBank(
  body: RouteInput<typeof scaleRoutes.importItems>['body'],
): Promise<ImportOutcome> {
  const url = buildUrl(scaleRoutes.importItems, undefined, undefined);
  return sendImport(url, JSON.stringify(body), 'application/json;charset=UTF-8');
}

/** Multipart upload of a .xlsx / .json bank; the browser sets the multipart boundary itself. */
export function uploadItemBankFile(file: File, scaleCode: string): Promise<ImportOutcome> {
  const form = new FormData();
  form.append('scaleCode', scaleCode);
  form.append('file', file, file.name);
  return sendImport(buildUrl(scaleRoutes.importItemsFile, undefined, undefined), form);
}
