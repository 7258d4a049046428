import type { InjectOptions } from 'fastify';
import type { Body } from '../test/test-app.ts';
import { registeredRoutes, sampleUrl } from './route-inventory.ts';

export type Crawled = { url: string; status: number; body: Body };

type Call = (options: InjectOptions) => Promise<{ status: number; body: Body }>;

// Logout would end the crawler's own session; it returns no data either way.
const SKIP = new Set(['/jeecg-boot/sys/logout']);

function firstId(body: Body): string | undefined {
  const result = body.result as { records?: { id?: unknown }[] } | null;
  const id = result?.records?.[0]?.id;
  return typeof id === 'string' ? id : undefined;
}

/**
 * GETs every registered `/jeecg-boot` GET route as the given session: lists with a large page,
 * `queryById` routes with the first id their sibling `list` returned.
 */
export async function crawlGetRoutes(
  app: Parameters<typeof registeredRoutes>[0],
  call: Call,
  token: string,
): Promise<Crawled[]> {
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
    const reply = await call({ method: 'GET', url, headers: { 'x-access-token': token } });
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
