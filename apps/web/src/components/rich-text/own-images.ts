import { API_BASE } from '../../api/client.ts';

const STATIC = `${API_BASE}/sys/common/static/`;
const escaped = STATIC.replaceAll('/', '\\/');
const WITH_QUERY = new RegExp(`(src=")(${escaped}[^"?#\\s]+)[?#][^"\\s]*(")`, 'g');
const BARE = new RegExp(`(src=")(${escaped}[^"?#\\s]+)(")`, 'g');

/** The HTML to store: our own images lose their query, so the author's token never gets saved. */
export function storedImages(html: string): string {
  return html.replace(WITH_QUERY, '$1$2$3');
}

/**
 * The HTML to show: the browser sends no headers for `<img>`, so our own images get the viewer's
 * token in the query, in the page only, never in what is stored.
 */
export function shownImages(html: string, token: string | null): string {
  if (!token) return html;
  return storedImages(html).replace(BARE, `$1$2?token=${encodeURIComponent(token)}$3`);
}
