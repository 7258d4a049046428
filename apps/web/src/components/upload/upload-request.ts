import { filesRoutes } from '@xinmiao/shared';
import { readStoredString } from '../../access/storage.ts';
import { StorageKey } from '../../access/storage-keys.ts';
import { buildUrl, requestHeaders, storedTenantId } from '../../api/client.ts';

/** The HTTP status and the parsed reply (null when it was not JSON). */
export type UploadReply = { status: number; body: unknown };

/**
 * Posts one file to `/sys/common/upload` and hands back the reply as it came, so the caller applies
 * the responseName rule and tells a refusal from a failure. XHR rather than fetch: it reports upload
 * progress.
 */
export function postUpload(
  file: File,
  biz: string,
  onProgress: (percent: number) => void,
): Promise<UploadReply> {
  const form = new FormData();
  form.append('biz', biz);
  form.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(filesRoutes.upload, undefined, undefined));
    const headers = requestHeaders(readStoredString(StorageKey.accessToken), storedTenantId());
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not an envelope (a proxy's error page): the caller reports the file as failed.
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new Error('网络超时'));
    xhr.send(form);
  });
}
