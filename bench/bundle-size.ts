/**
 * First-load weight of /user/login: the tags of dist/index.html plus the lazily loaded modules of
 * that route (user layout, login page) with everything they import, each gzipped.
 * Usage: `npm run build && node --import tsx bench/bundle-size.ts` (exit 1 over budget).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 250;
const LOGIN_ROUTE_MODULES = ['src/layouts/UserLayout.tsx', 'src/features/user/login/LoginPage.tsx'];

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'dist');

function htmlAssets(html: string): string[] {
  const files: string[] = [];
  const tag = /<(script|link)\b[^>]*>/g;
  for (const [element, name] of html.matchAll(tag)) {
    const rel = /\brel="([^"]+)"/.exec(element)?.[1];
    const url = /\b(?:src|href)="([^"]+)"/.exec(element)?.[1];
    if (!url || url.startsWith('data:') || /^https?:/.test(url)) continue;
    const wanted = name === 'script' || rel === 'modulepreload' || rel === 'stylesheet';
    if (wanted) files.push(url.replace(/^\//, ''));
  }
  return files;
}

function routeAssets(manifest: Manifest, keys: string[]): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`bundle-size: ${key} is not in the Vite manifest`);
    files.push(chunk.file, ...(chunk.css ?? []));
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return files;
}

function main(): void {
  const indexPath = join(dist, 'index.html');
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(indexPath) || !existsSync(manifestPath)) {
    console.error('bundle-size: build apps/web first (npm run build)');
    process.exit(2);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entryKeys = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
  const files = [
    ...new Set([
      ...htmlAssets(readFileSync(indexPath, 'utf8')),
      ...routeAssets(manifest, [...entryKeys, ...LOGIN_ROUTE_MODULES]),
    ]),
  ];
  const rows = files.map((file) => {
    const bytes = readFileSync(join(dist, file));
    return { file, raw: bytes.length / 1024, gzip: gzipSync(bytes).length / 1024 };
  });
  rows.sort((a, b) => b.gzip - a.gzip);
  for (const r of rows) {
    console.log(`${r.gzip.toFixed(2).padStart(8)} kB gzip  ${r.raw.toFixed(2).padStart(9)} kB  ${r.file}`);
  }
  const total = rows.reduce((sum, r) => sum + r.gzip, 0);
  const raw = rows.reduce((sum, r) => sum + r.raw, 0);
  console.log(
    `${total.toFixed(2).padStart(8)} kB gzip  ${raw.toFixed(2).padStart(9)} kB  total, ${rows.length} files`,
  );
  console.log(`budget ${BUDGET_KB} kB gzip: ${total < BUDGET_KB ? 'ok' : 'OVER'}`);
  if (total >= BUDGET_KB) process.exit(1);
}

main();
