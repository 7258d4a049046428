import { courseRoutes, type Envelope, type UploadState } from '@xinmiao/shared';
import { readStoredString } from '../../../access/storage.ts';
import { StorageKey } from '../../../access/storage-keys.ts';
import { ApiError } from '../../../api/api-error.ts';
import { api, buildUrl, requestHeaders, storedTenantId } from '../../../api/client.ts';
import type { UploadTransport } from './chunked-upload.ts';

/** One chunk as the raw request body: the JSON client cannot send bytes. */
async function sendChunk(uploadId: string, index: number, bytes: Blob): Promise<UploadState> {
  const headers = requestHeaders(readStoredString(StorageKey.accessToken), storedTenantId());
  headers['Content-Type'] = 'application/octet-stream';
  const response = await fetch(buildUrl(courseRoutes.uploadChunk, undefined, { id: uploadId, index }), {
    method: 'POST',
    headers,
    body: bytes,
  });
  const payload = (await response.json().catch(() => null)) as Envelope<UploadState> | null;
  if (!response.ok || !payload?.success) {
    throw new ApiError(
      response.ok ? 'business' : 'http',
      response.status,
      payload?.code ?? response.status,
      payload?.message ?? '上传失败',
    );
  }
  return payload.result;
}

/** The console's chunked-upload routes, silent: the upload shows its own failure and 继续上传. */
export const courseUploadTransport: UploadTransport = {
  begin: (body) => api(courseRoutes.uploadBegin, { body }, { silent: true }),
  state: (id) => api(courseRoutes.uploadState, { query: { id } }, { silent: true }),
  chunk: sendChunk,
};
