import { type Envelope, ResultCode, type UserImportResult, userRoutes } from '@xinmiao/shared';
import { readStoredString } from '../../../access/storage.ts';
import { StorageKey } from '../../../access/storage-keys.ts';
import { ApiError } from '../../../api/api-error.ts';
import { api, buildUrl, requestHeaders, storedTenantId } from '../../../api/client.ts';
import { showHttpError } from '../../../app/error-display.ts';
import { base64Bytes } from '../../scale/library/template-download.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Hands an .xlsx carried as base64 to the browser as a download. */
export function saveXlsx(fileName: string, base64: string): void {
  const url = URL.createObjectURL(new Blob([base64Bytes(base64)], { type: XLSX_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked on the next tick: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export type ExportFilters = { username?: string; realname?: string; phone?: string; status?: string };

export async function exportUsers(filters: ExportFilters, selections: readonly string[]): Promise<void> {
  const query = { ...filters, ...(selections.length ? { selections: selections.join(',') } : {}) };
  const { fileName, base64 } = await api(userRoutes.exportXls, { query });
  saveXlsx(fileName, base64);
}

/** ok: imported (or checked); partial: code 201, nothing written, `result.errorFile` lists the bad rows. */
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
