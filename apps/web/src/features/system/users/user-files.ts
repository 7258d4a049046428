import { type Envelope, ResultCode, type UserImportResult, userRoutes } from '@xinmiao/shared';
import { readStoredString } from '../../../access/storage.ts';
import { StorageKey } from '../../../access/storage-keys.ts';
import { ApiError } from '../../../api/api-error.ts';
import { buildUrl, requestHeaders, storedTenantId } from '../../../api/client.ts';
import { downloadRoute } from '../../../api/download.ts';
import { showHttpError } from '../../../api/error-display.ts';

export type ExportFilters = { username?: string; realname?: string; phone?: string; status?: string };

export async function exportUsers(filters: ExportFilters, selections: readonly string[]): Promise<void> {
  const query = { ...filters, ...(selections.length ? { selections: selections.join(',') } : {}) };
  await downloadRoute(userRoutes.exportXls, { query }, '用户信息.xlsx');
}

/** ok: imported (or checked); partial: code 201, nothing written, `result.fileUrl` lists the bad rows. */
export type ImportOutcome =
  | { kind: 'ok'; message: string; result: UserImportResult }
  | { kind: 'rejected'; message: string; result: UserImportResult }
  | { kind: 'failed'; message: string };

function isEnvelope(v: unknown): v is Envelope<UserImportResult | null> {
  return typeof v === 'object' && v !== null && 'success' in v && 'code' in v && 'message' in v;
}

/** Multipart upload; the browser sets the boundary. HTTP failures get the global display and throw. */
export async function importUsers(file: File, dryRun: boolean): Promise<ImportOutcome> {
  const form = new FormData();
  form.append('file', file, file.name);
  const url = buildUrl(userRoutes.importExcel, undefined, dryRun ? { dryRun: 'true' } : undefined);
  const headers = requestHeaders(readStoredString(StorageKey.accessToken), storedTenantId());
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers, body: form });
  } catch {
    const error = new ApiError('http', 504, 504, '网络超时');
    showHttpError(error);
    throw error;
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok || !isEnvelope(payload)) {
    const error = new ApiError('http', response.status, response.status, response.statusText);
    showHttpError(error);
    throw error;
  }
  if (!payload.success || !payload.result) return { kind: 'failed', message: payload.message };
  if (payload.code === ResultCode.IMPORT_PARTIAL) {
    return { kind: 'rejected', message: payload.message, result: payload.result };
  }
  return { kind: 'ok', message: payload.message, result: payload.result };
}
