import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { pdfPagesText } from '../test/pdf-text.ts';
import type { Body } from '../test/test-app.ts';
import { registeredRoutes, sampleUrl } from './route-inventory.ts';

export type Crawled = { url: string; status: number; body: Body };

/** The text a download holds: its spreadsheet cells, or its PDF pages (台账 exports). */
async function downloadText(type: string, payload: Buffer): Promise<string[]> {
  if (type.startsWith('application/pdf')) return pdfPagesText(payload);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(payload).buffer);
  const cells: string[] = [];
  for (const sheet of book.worksheets) sheet.eachRow((row) => row.eachCell((cell) => cells.push(cell.text)));
  return cells;
}

/**
 * A reply as the scanners read it: the JSON envelope, or a download (`exportXls`, templates, PDF
 * exports) as an envelope whose result is the text it holds, so the same checks read its contents.
 */
async function readReply(app: FastifyInstance, url: string, token: string) {
  const reply = await app.inject({ method: 'GET', url, headers: { 'x-access-token': token } });
  const type = String(reply.headers['content-type']);
  if (type.startsWith('application/json')) {
    return { status: reply.statusCode, body: reply.json() as Body };
  }
  const result = await downloadText(type, reply.rawPayload);
  const body: Body = { success: true, message: '', code: 200, result, timestamp: Date.now() };
  return { status: reply.statusCode, body };
}

// Logout would end the crawler's own session; it returns no data either way. The API document
// describes fields (a sign-in's `password` input) and holds no records; its page is static HTML
// (core/api-docs.test.ts covers both). The JS增强 sandbox is a static page too (online-form's
// enhance tests cover it).
const SKIP = new Set([
  '/jeecg-boot/sys/logout',
  '/jeecg-boot/v3/api-docs',
  '/jeecg-boot/doc.html',
  '/jeecg-boot/online/cgform/enhance/sandbox',
]);

function firstId(body: Body): string | undefined {
  const result = body.result as { records?: { id?: unknown }[] } | null;
  const id = result?.records?.[0]?.id;
  return typeof id === 'string' ? id : undefined;
}

/**
 * GETs every registered `/jeecg-boot` GET route as the given session: lists with a large page,
 * `queryById` routes with the first id their sibling `list` returned.
 */
export async function crawlGetRoutes(app: FastifyInstance, token: string): Promise<Crawled[]> {
  const paths = registeredRoutes(app)
    .filter((r) => r.methods.includes('GET') && r.path.startsWith('/jeecg-boot/') && !SKIP.has(r.path))
    .map((r) => r.path)
    .sort((a, b) => Number(a.endsWith('/queryById')) - Number(b.endsWith('/queryById')));
  const out: Crawled[] = [];
  const ids = new Map<string, string>();
  for (const path of paths) {
    const base = path.replace(/\/[^/]+$/, '');
    const id = ids.get(base) ?? 'probe';
    const url = `${sampleUrl(path)}?pageNo=1&pageSize=100&id=${encodeURIComponent(id)}`;
    const reply = await readReply(app, url, token);
    const found = firstId(reply.body);
    if (found && path.endsWith('/list')) ids.set(base, found);
    out.push({ url, ...reply });
  }
  return out;
}

const SECRET_KEYS = new Set([
  'password',
  'salt',
  'passwordhash',
  'password_hash',
  'tokenhash',
  'token_hash',
  'codehash',
  'keyhash',
  'secret',
]);

/** JSON paths whose key names a credential, or whose value looks like a stored password hash. */
export function secretFields(value: unknown, at = '$'): string[] {
  if (typeof value === 'string') return /^scrypt\$/.test(value) ? [at] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => secretFields(v, `${at}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [
      ...(SECRET_KEYS.has(k.toLowerCase()) ? [`${at}.${k}`] : []),
      ...secretFields(v, `${at}.${k}`),
    ]);
  }
  return [];
}
