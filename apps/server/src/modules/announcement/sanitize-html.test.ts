import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

// Classic payloads (OWASP XSS filter evasion cheat sheet); none may leave an executable trace.
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=http://xss.rocks/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<img src=JaVaScRiPt:alert(1)>',
  '<img src="jav&#x09;ascript:alert(1)">',
  '<img src="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href=" &#14; javascript:alert(1)">x</a>',
  '<a href="java\nscript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="x:expression(alert(1))">x</p>',
  '<span onmouseover="alert(1)">x</span>',
  '<p/onclick=alert(1)>x</p>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>alert(1);//<</script>',
  '<img """><script>alert(1)</script>">',
  '<a href="http://x" onclick="alert(1)">x</a>',
  "<a href='http://x' onfocus=alert(1) autofocus>x</a>",
  '<img src="http://x" onerror="alert(1)"/>',
  '<!--<script>alert(1)</script>-->',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '"><script>alert(1)</script>',
  '<img src=`javascript:alert(1)`>',
  '<style>@import "javascript:alert(1)";</style>',
];

function executable(html: string): string[] {
  const found: string[] = [];
  if (/<\s*(script|iframe|object|embed|svg|math|style|form|meta|base|link|input|body|details)/i.test(html))
    found.push('dangerous tag');
  if (/\son[a-z]+\s*=/i.test(html)) found.push('event handler');
  if (/(javascript|vbscript|data:text)\s*:/i.test(html.replace(/&#?[a-z0-9]+;/gi, '')))
    found.push('script url');
  if (/javascript/i.test(html) && /(href|src)=/i.test(html)) found.push('script url in attribute');
  if (/style\s*=/i.test(html)) found.push('style');
  return found;
}

describe('sanitizeHtml', () => {
  it.each(PAYLOADS)('neutralises %s', (payload) => {
    expect(executable(sanitizeHtml(payload))).toEqual([]);
  });

  it('keeps the allowed markup', () => {
    const html =
      '<h2>通知</h2><p>请<b>按时</b>参加<strong>测评</strong>，<i>谢谢</i><em>!</em><u>u</u><br>' +
      '<span>s</span></p><ul><li>一</li></ul><ol><li>二</li></ol><blockquote>q</blockquote>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps http(s) links and images, data images, and adds a safe rel', () => {
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2" title="t">x</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer" title="t">x</a>',
    );
    expect(sanitizeHtml('<img src="http://example.com/a.png" alt="a" width="9">')).toBe(
      '<img src="http://example.com/a.png" alt="a">',
    );
    expect(sanitizeHtml('<img src="data:image/png;base64,iVBORw0KGgo=">')).toBe(
      '<img src="data:image/png;base64,iVBORw0KGgo=">',
    );
  });

  it('drops unknown tags but keeps their text, and escapes stray brackets', () => {
    expect(sanitizeHtml('<div class="x">正文</div> 1 < 2 & 3 > 2')).toBe('正文 1 &lt; 2 &amp; 3 &gt; 2');
  });

  it('drops script-like content entirely and closes what was left open', () => {
    expect(sanitizeHtml('<p>a<script>b</script><b>c')).toBe('<p>a<b>c</b></p>');
    expect(sanitizeHtml('<p>a</b></p></p>')).toBe('<p>a</p>');
  });
});
