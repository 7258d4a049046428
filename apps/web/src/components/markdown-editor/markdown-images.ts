import { API_BASE } from '../../api/client.ts';
import { staticFileUrl } from '../../api/upload.ts';

const STATIC_PREFIX = `${API_BASE}/sys/common/static/`;

/** The markdown of an uploaded image: the stored path without any token. */
export function imageMarkdown(fileName: string, storedPath: string): string {
  const alt = fileName.replace(/[[\]]/g, '');
  return `![${alt}](${STATIC_PREFIX}${storedPath.replace(/^\/+/, '')})`;
}

/** For the preview only: our stored files get the session token so the browser may load them. */
export function previewUrl(url: string): string {
  return url.startsWith(STATIC_PREFIX) ? staticFileUrl(url.slice(STATIC_PREFIX.length)) : url;
}
