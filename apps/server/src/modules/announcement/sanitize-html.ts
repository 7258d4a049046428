/**
 * Allow-list HTML sanitizer for announcement bodies. The console renders the stored body as HTML,
 * so whatever passes here reaches every recipient's browser: only the tags and attributes below
 * survive, everything else (scripts, event handlers, style, unknown schemes) is dropped, and text
 * is re-escaped so a stray `<` can never open a tag.
 */

const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'h1',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'span',
]);
const VOID_TAGS = new Set(['br', 'img']);
// Their content is code or markup, not text: it is dropped together with the element.
const RAW_CONTENT_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'svg',
  'math',
]);

const TAG = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITY = /&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);?/gi;
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
};
const SAFE_DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|bmp);base64,[a-z0-9+/=\s]+$/i;

function decodeEntities(value: string): string {
  return value.replace(ENTITY, (whole, body: string) => {
    const lower = body.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16) || 0xfffd);
    if (lower.startsWith('#')) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10) || 0xfffd);
    return NAMED[lower] ?? whole;
  });
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeText(value: string): string {
  return value
    .replace(/&(?!(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** The URL as a browser would read it: entities decoded, control characters and whitespace gone. */
function normalisedUrl(raw: string): string {
  return [...decodeEntities(raw)]
    .filter((ch) => {
      const code = ch.codePointAt(0) ?? 0;
      return code > 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join('');
}

function safeUrl(raw: string, allowDataImage: boolean): string | null {
  const url = normalisedUrl(raw);
  if (/^https?:\/\//i.test(url)) return url;
  if (allowDataImage && SAFE_DATA_IMAGE.test(url)) return url;
  return null;
}

function allowedAttributes(tag: string, source: string): string {
  const out: string[] = [];
  for (const match of source.matchAll(ATTR)) {
    const name = (match[1] ?? '').toLowerCase();
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    if (tag === 'a' && name === 'href') {
      const url = safeUrl(value, false);
      if (url) out.push(`href="${escapeAttr(url)}"`, 'target="_blank"', 'rel="noopener noreferrer"');
    } else if (tag === 'img' && name === 'src') {
      const url = safeUrl(value, true);
      if (url) out.push(`src="${escapeAttr(url)}"`);
    } else if ((tag === 'img' && name === 'alt') || (tag === 'a' && name === 'title')) {
      out.push(`${name}="${escapeAttr(decodeEntities(value))}"`);
    }
  }
  return out.length ? ` ${out.join(' ')}` : '';
}

function skipRawContent(html: string, from: number, tag: string): number {
  const close = html.toLowerCase().indexOf(`</${tag}`, from);
  if (close < 0) return html.length;
  const end = html.indexOf('>', close);
  return end < 0 ? html.length : end + 1;
}

export function sanitizeHtml(html: string): string {
  let out = '';
  const open: string[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      out += escapeText(html.slice(i));
      break;
    }
    out += escapeText(html.slice(i, lt));
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    const match = TAG.exec(html.slice(lt));
    if (!match) {
      // `<!doctype`, `<?xml`, `</ >` and a bare `<`: never markup in the output.
      const declaration = /^<[!?/]/.test(html.slice(lt, lt + 2));
      const end = declaration ? html.indexOf('>', lt) : -1;
      if (end >= 0) i = end + 1;
      else {
        out += '&lt;';
        i = lt + 1;
      }
      continue;
    }
    i = lt + match[0].length;
    const closing = match[1] === '/';
    const tag = (match[2] ?? '').toLowerCase();
    if (!closing && RAW_CONTENT_TAGS.has(tag)) {
      i = skipRawContent(html, i, tag);
      continue;
    }
    if (!ALLOWED_TAGS.has(tag)) continue;
    if (closing) {
      const at = open.lastIndexOf(tag);
      if (at < 0) continue;
      for (const inner of open.splice(at).reverse()) out += `</${inner}>`;
      continue;
    }
    out += `<${tag}${allowedAttributes(tag, match[3] ?? '')}>`;
    if (!VOID_TAGS.has(tag)) open.push(tag);
  }
  for (const tag of open.reverse()) out += `</${tag}>`;
  return out;
}
