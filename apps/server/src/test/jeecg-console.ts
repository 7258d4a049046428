import { createCipheriv } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { VUE3_LOGIN_IV, VUE3_LOGIN_KEY } from '../modules/session/login-password.ts';
import type { TestApp } from './test-app.ts';

/**
 * Requests as JeecgBoot's own consoles send them (Vue2 = ant-design-vue-jeecg v3.4.0, Vue3 =
 * jeecgboot-vue3 v3.9.x): method, path, query, body and the headers their HTTP clients add, taken
 * from the consoles' sources and the proxy logs of issue 22. A test replays one with `replay`,
 * which adds the session's token and tenant the way that console does.
 */
export type ConsoleRequest = {
  console: 'vue2' | 'vue3';
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
};

/** Vue3's AES-128-CBC form of a password (`encryptAESCBC`), with the key every copy of it carries. */
export function vue3Password(password: string): string {
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(VUE3_LOGIN_KEY), Buffer.from(VUE3_LOGIN_IV));
  return Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]).toString('base64');
}

/** The headers each console's HTTP client puts on every request. */
function consoleHeaders(request: ConsoleRequest, token?: string, tenantId?: number): Record<string, string> {
  const tenant = String(tenantId ?? 0);
  const json: Record<string, string> = request.body
    ? { 'content-type': 'application/json;charset=UTF-8' }
    : {};
  const session: Record<string, string> = token ? { 'x-access-token': token } : {};
  if (request.console === 'vue3') {
    return {
      ...json,
      ...session,
      'x-version': 'v3',
      'x-tenant-id': tenant,
      'x-timestamp': String(Date.now()),
    };
  }
  return { ...json, ...session, 'tenant-id': tenant, 'x-timestamp': String(Date.now()) };
}

/** Sends `request` as its console would (GETs carry the cache-busting `_t` both consoles add). */
export function replay(
  t: TestApp,
  request: ConsoleRequest,
  session: { token?: string; tenantId?: number } = {},
): ReturnType<TestApp['call']> {
  const query = new URLSearchParams({
    ...(request.method === 'GET' ? { _t: String(Math.floor(Date.now() / 1000)) } : {}),
    ...request.query,
  });
  const url = `/jeecg-boot${request.path}${query.size ? `?${query}` : ''}`;
  const options: InjectOptions = {
    method: request.method,
    url,
    headers: consoleHeaders(request, session.token, session.tenantId),
    ...(request.body ? { payload: JSON.stringify(request.body) } : {}),
  };
  return t.call(options);
}
