/**
 * The detail dialog shows an announcement body (HTML, sanitised by the server) inside a sandboxed
 * frame: no script runs there even if a body slipped past the sanitiser, and links open outside.
 */
export const NOTICE_FRAME_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox';

const POLICY = "default-src 'none'; img-src http: https: data:; style-src 'unsafe-inline'";

export function noticeDocument(bodyHtml: string): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${POLICY}">`,
    '<base target="_blank">',
    '<style>body{margin:0;font:14px/1.7 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:rgba(0,0,0,.85);word-break:break-word}img{max-width:100%}</style>',
    `</head><body>${bodyHtml}</body></html>`,
  ].join('');
}
