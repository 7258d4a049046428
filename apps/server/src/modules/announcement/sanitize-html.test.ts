import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/errors.ts';
import { MAX_NESTING, sanitizeHtml, tooDeepMessage } from './sanitize-html.ts';

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
  '<a href="/jeecg-boot/sys/user/delete?id=1">x</a>',
  '<img src="//evil.example/x.png" onerror=alert(1)>',
  '<td background="javascript:alert(1)">x</td>',
  '<p style="color:red;background-image:url(javascript:alert(1))">x</p>',
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

const SAFE_LINK = 'target="_blank" rel="noopener noreferrer"';

describe('sanitizeHtml', () => {
  it.each(PAYLOADS)('neutralises %s', (payload) => {
    expect(executable(sanitizeHtml(payload))).toEqual([]);
  });

  it('keeps the allowed rich-text markup', () => {
    const html =
      '<h2>通知</h2><p>请<b>按时</b>参加<strong>测评</strong>，<i>谢谢</i><em>!</em><u>u</u><s>s</s>' +
      'H<sub>2</sub>O x<sup>2</sup><br /><span>s</span></p><hr /><ul><li>一</li></ul><ol><li>二</li></ol>' +
      '<blockquote>q</blockquote><pre><code>c</code></pre><h5>h5</h5>' +
      '<table><caption>表</caption><thead><tr><th colspan="2">头</th></tr></thead>' +
      '<tbody><tr><td rowspan="2">1</td><td>2</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps http(s) and mailto links, always opening them safely', () => {
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2" title="t">x</a>')).toBe(
      `<a title="t" href="https://example.com/a?b=1&amp;c=2" ${SAFE_LINK}>x</a>`,
    );
    expect(sanitizeHtml('<a href=" mailto:xinli@example.edu.cn " target="_self" rel="opener">信</a>')).toBe(
      `<a href="mailto:xinli@example.edu.cn" ${SAFE_LINK}>信</a>`,
    );
    expect(sanitizeHtml('<a href="/jeecg-boot/x">相对</a><a href="ftp://x">ftp</a>')).toBe(
      `<a ${SAFE_LINK}>相对</a><a ${SAFE_LINK}>ftp</a>`,
    );
  });

  it('keeps only our own uploaded images, without any query (no session token is ever stored)', () => {
    const key = 'notice/0123456789abcdef0123456789abcdef.png';
    const own = `/jeecg-boot/sys/common/static/${key}`;
    expect(sanitizeHtml(`<img src="${own}" alt="a" width="9" class="c">`)).toBe(
      `<img alt="a" width="9" src="${own}" />`,
    );
    for (const src of [
      `${own}?token=0f1e2d3c4b5a69788796a5b4c3d2e1f0`,
      `${own}?x=1&amp;token=secret#top`,
      `https://console.school.example${own}?token=secret`,
    ]) {
      expect(sanitizeHtml(`<img src="${src}">`)).toBe(`<img src="${own}" />`);
    }
    for (const src of [
      'http://example.com/a.png',
      'https://tracker.example/jeecg-boot/sys/common/static/notice/a.png',
      '/jeecg-boot/sys/common/static/notice/a.png',
      '/jeecg-boot/sys/common/static/../../sys/user/list',
      '/jeecg-boot/sys/common/static/%2e%2e/x',
      `/jeecg-boot/sys/common/static/notice/../${key}`,
      `//evil.example/jeecg-boot/sys/common/static/${key}`,
      `/jeecg-boot/sys/common/static/${key}/../../x.png`,
      '/jeecg-boot/sys/user/list',
      'data:image/png;base64,iVBORw0KGgo=',
      'mailto:a@b.c',
    ]) {
      expect(sanitizeHtml(`<img src="${src}">`)).toBe('<img />');
    }
  });

  it('keeps alignment and colours only', () => {
    expect(
      sanitizeHtml(
        '<p style="text-align:center;color:#c00;position:fixed;background-color:rgb(1,2,3)">x</p>',
      ),
    ).toBe('<p style="text-align:center;color:#c00;background-color:rgb(1,2,3)">x</p>');
    expect(sanitizeHtml('<p style="color:expression(alert(1))">x</p>')).toBe('<p>x</p>');
  });

  it('drops unknown tags but keeps their text, and escapes stray brackets', () => {
    expect(sanitizeHtml('<div class="x">正文</div> 1 < 2 & 3 > 2')).toBe('正文 1 &lt; 2 &amp; 3 &gt; 2');
  });

  it('drops script-like content entirely and closes what was left open', () => {
    expect(sanitizeHtml('<p>a<script>b</script><b>c')).toBe('<p>a<b>c</b></p>');
    expect(sanitizeHtml('<p>a<svg><text>b</text></svg><iframe>c</iframe>d</p>')).toBe('<p>ad</p>');
  });
});

describe('sanitizeHtml on 200 kB worst cases (timings: bench/content.ts)', () => {
  const KB200 = 200_000;

  it('reads 100,000 unfinished `<a` as nothing', () => {
    expect(sanitizeHtml('<a'.repeat(KB200 / 2))).toBe('');
  });

  it('reads tens of thousands of unclosed attributes and comments as nothing', () => {
    expect(sanitizeHtml('<a href="'.repeat(KB200 / 9))).toBe('');
    expect(sanitizeHtml('<!--'.repeat(KB200 / 4))).toBe('');
  });

  it('keeps a flat 200 kB document whole', () => {
    const row = '<tr><td>第1行</td><td><a href="https://example.com">链接</a></td></tr>';
    const html = `<table><tbody>${row.repeat(KB200 / row.length)}</tbody></table>`;
    const out = sanitizeHtml(html);
    expect(out.match(/<tr>/g)).toHaveLength(Math.floor(KB200 / row.length));
    expect(out.match(/rel="noopener noreferrer"/g)).toHaveLength(Math.floor(KB200 / row.length));
  });

  it(`accepts ${MAX_NESTING} nested elements and refuses deeper nesting in Chinese`, () => {
    const nested = (n: number) => `${'<b>'.repeat(n)}x`;
    expect(sanitizeHtml(nested(MAX_NESTING))).toBe(
      `${'<b>'.repeat(MAX_NESTING)}x${'</b>'.repeat(MAX_NESTING)}`,
    );
    expect(() => sanitizeHtml(nested(MAX_NESTING + 1))).toThrow(new AppError(tooDeepMessage('通告内容')));
    expect(() => sanitizeHtml('<b>'.repeat(KB200 / 3))).toThrow(tooDeepMessage('通告内容'));
  });

  it('handles 50,000 unmatched closing tags under a deep stack', () => {
    const html = `${'<i>'.repeat(MAX_NESTING)}${'</b>'.repeat(50_000)}x`;
    expect(sanitizeHtml(html)).toBe(`${'<i>'.repeat(MAX_NESTING)}x${'</i>'.repeat(MAX_NESTING)}`);
  });
});
