import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apiDocsRoutes } from '@xinmiao/shared';
import { BareReply } from './bare-reply.ts';
import { type OpenApiDocument, openApiDocument } from './openapi.ts';
import type { Registrar } from './register-route.ts';
import { SERVER_ROOT } from './server-root.ts';

const PACKAGE = path.join(SERVER_ROOT, 'package.json');

// The viewer: it reads the console's token from localStorage (same origin), asks for the document
// with it and lists the routes as text nodes (nothing from the document is parsed as HTML).
const SCRIPT = `(() => {
  const out = document.getElementById('out');
  const say = (text) => { out.textContent = text; };
  let token = '';
  try {
    const raw = localStorage.getItem('Access-Token');
    const stored = raw ? JSON.parse(raw) : null;
    token = stored && typeof stored === 'object' && 'value' in stored ? String(stored.value) : String(stored || '');
  } catch { token = ''; }
  if (!token) { say('请先在本站控制台以管理员身份登录，再打开本页。'); return; }
  fetch('/jeecg-boot/v3/api-docs', { headers: { 'X-Access-Token': token } })
    .then((res) => res.json())
    .then((doc) => {
      if (!doc || !doc.paths) { say((doc && doc.message) || '无权查看接口文档（需要管理员）。'); return; }
      out.textContent = '';
      const head = document.createElement('p');
      head.textContent = doc.info.title + ' ' + doc.info.version + ' · OpenAPI ' + doc.openapi;
      out.append(head);
      const link = document.createElement('a');
      link.textContent = '下载 JSON';
      link.download = 'xinmiao-openapi.json';
      link.href = URL.createObjectURL(new Blob([JSON.stringify(doc, null, 2)], { type: 'application/json' }));
      out.append(link);
      const table = document.createElement('table');
      for (const [p, item] of Object.entries(doc.paths)) {
        for (const [method, op] of Object.entries(item)) {
          const row = table.insertRow();
          for (const text of [method.toUpperCase(), doc.servers[0].url + p, op.summary, op.description]) {
            row.insertCell().textContent = text;
          }
        }
      }
      out.append(table);
    })
    .catch(() => say('接口文档加载失败。'));
})();`;

const PAGE = `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><title>心苗 接口文档</title>
<style>body{font:14px sans-serif;margin:24px}table{border-collapse:collapse;margin-top:12px}td{border:1px solid #ddd;padding:4px 8px}</style>
</head>
<body><h1>心苗 接口文档</h1><div id="out">加载中…</div><script>${SCRIPT}</script></body>
</html>`;

// This page's own CSP: the console's, with its one inline script allowed by hash.
const PAGE_CSP = [
  "default-src 'self'",
  `script-src 'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`,
  "style-src 'unsafe-inline'",
  "connect-src 'self'",
  "img-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
  "form-action 'none'",
].join('; ');

/**
 * `GET /v3/api-docs` (administrators, header token) and `GET /doc.html` (a static viewer). The
 * document is built once, on first request, from every route registered by then (all of them:
 * this runs after the modules).
 */
export function registerApiDocs(registrar: Registrar): void {
  let built: OpenApiDocument | undefined;
  registrar.route(apiDocsRoutes.document, async () => {
    if (!built) {
      const { version } = JSON.parse(readFileSync(PACKAGE, 'utf8')) as { version: string };
      built = openApiDocument(registrar.routes(), version);
    }
    return new BareReply(200, built);
  });
  registrar.route(
    apiDocsRoutes.page,
    async () =>
      new BareReply(200, PAGE, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': PAGE_CSP,
      }),
  );
}
