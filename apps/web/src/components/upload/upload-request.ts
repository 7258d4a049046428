import { filesRoutes } from '@xinmiao/shared';
import { readStoredString } from '../../access/storage.ts';
import { StorageKey } from '../../access/storage-keys.ts';
import { buildUrl, requestHeaders, storedTenantId } from '../../api/client.ts';

/**
 * Posts one file to `/sys/common/upload` and hands back the parsed reply as it came, so the caller
 * applies the responseName rule. XHR rather than fetch: it reports upload progress.
 */
export function postUpload(file: File, biz: string, onProgress: (percent: number) => void): Promise<unknown> {
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
      try {
        resolve(JSON.parse(xhr.responseText));
      } catch {
        reject(new Error(xhr.statusText || '上传失败'));
      }
    };
    xhr.onerror = () => reject(new Error('网络超时'));
    xhr.send(form);
  });
}
