import { STORED_KEY_PATTERN } from '@xinmiao/shared';
import sanitize from 'sanitize-html';
import { AppError } from '../../core/errors.ts';
import { exceedsNesting } from './html-depth.ts';

/**
 * Allow-list HTML sanitizer for announcement bodies (the `sanitize-html` library on htmlparser2,
 * linear in the input). The console renders the stored body as HTML, so whatever passes here reaches
 * every recipient's browser: rich-text structure survives, everything else (scripts, event handlers,
 * forms, frames, unknown schemes, styles beyond alignment and colour) is dropped, and text is
 * re-escaped so a stray `<` can never open a tag.
 */

/** Our own uploads, served by the static file route; the only relative address an image may use. */
export const STATIC_FILE_PREFIX = '/jeecg-boot/sys/common/static/';

const TEXT_TAGS = ['p', 'br', 'hr', 'span', 'blockquote', 'pre', 'code', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const INLINE_TAGS = ['b', 'strong', 'i', 'em', 'u', 's', 'sub', 'sup'];
const LIST_TAGS = ['ul', 'ol', 'li'];
const TABLE_TAGS = ['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];
const ALIGNED_TAGS = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'th', 'td', 'span'];

// Their content is code or markup, not text: it is dropped together with the element.
const DISCARDED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'option',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'svg',
  'math',
];

const COLOUR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d{1,3}%?\s*(,\s*[\d.]+%?\s*){2,3}\)$/i];
const SAFE_STYLES = {
  'text-align': [/^(left|right|center|justify)$/],
  color: COLOUR,
  'background-color': COLOUR,
};

const LINK = /^(https?:\/\/|mailto:)/i;
// An absolute address of our own static route (JeecgBoot's editors store the full URL): the host is
// dropped, the path kept.
const OWN_IMAGE = /^(?:https?:\/\/[^/?#\s]+)?\/jeecg-boot\/sys\/common\/static\/([^?#]*)(?:[?#].*)?$/i;

/**
 * Our own upload as `/jeecg-boot/sys/common/static/<biz>/<32 hex>.<ext>`, or null. The query and
 * fragment go: an editor may have shown the image with the author's `?token=`, which must never
 * reach the stored body. Other sites' images are refused (they would tell a third party who read
 * the notice and when), and so are data: URIs.
 */
export function ownImage(url: string): string | null {
  const key = OWN_IMAGE.exec(url)?.[1];
  return key && STORED_KEY_PATTERN.test(key) ? `${STATIC_FILE_PREFIX}${key}` : null;
}

function keepOwnImage(attribs: sanitize.Attributes): sanitize.Attributes {
  const { src, ...rest } = attribs;
  const own = src ? ownImage(src.trim()) : null;
  return own ? { ...rest, src: own } : rest;
}

/** Drops an address attribute unless it is one of the allowed kinds; the library then checks schemes again. */
function keepAddress(
  attribs: sanitize.Attributes,
  name: 'href',
  allowed: (url: string) => boolean,
): sanitize.Attributes {
  const { [name]: raw, ...rest } = attribs;
  const url = raw?.trim();
  return url && allowed(url) ? { ...rest, [name]: url } : rest;
}

/** The author's own target and rel are replaced, so every link opens alone in a new tab. */
function withoutLinkTarget(attribs: sanitize.Attributes): sanitize.Attributes {
  return Object.fromEntries(Object.entries(attribs).filter(([name]) => name !== 'target' && name !== 'rel'));
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...TEXT_TAGS, ...INLINE_TAGS, ...LIST_TAGS, ...TABLE_TAGS, 'a', 'img'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ...Object.fromEntries(ALIGNED_TAGS.map((tag) => [tag, ['style']])),
    th: ['colspan', 'rowspan', 'style'],
    td: ['colspan', 'rowspan', 'style'],
  },
  allowedStyles: { '*': SAFE_STYLES },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DISCARDED_WITH_CONTENT,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...keepAddress(withoutLinkTarget(attribs), 'href', (url) => LINK.test(url)),
        target: '_blank',
        rel: 'noopener noreferrer',
      },
    }),
    img: (tagName, attribs) => ({
      tagName,
      attribs: keepOwnImage(attribs),
    }),
  },
};

/** Deeper than any editor writes; see `exceedsNesting` for why there is a bound at all. */
export const MAX_NESTING = 100;
/** The refusal of a too-deep document, naming what it is (通告内容, 文章正文…). */
export const tooDeepMessage = (what: string) => `${what}的标签嵌套超过 ${MAX_NESTING} 层，请简化格式后再保存`;

/** Sanitizes a rich-text document; `what` names it in the refusal of a too-deep one. */
export function sanitizeHtml(html: string, what = '通告内容'): string {
  if (exceedsNesting(html, MAX_NESTING)) throw new AppError(tooDeepMessage(what));
  return sanitize(html, OPTIONS);
}
