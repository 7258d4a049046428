import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_PATH } from '../core/register-route.ts';
import { sysUser } from '../db/schema.ts';
import { createProbeApp, type ProbeApp } from '../test/probe-app.ts';
import { rawRequest } from './http-probe.ts';
import { expectNoData } from './no-data.ts';
import { pathVariants } from './path-variants.ts';
import { declarationOf, registeredRoutes, sampleUrl } from './route-inventory.ts';

let site: ProbeApp;
beforeAll(async () => {
  site = await createProbeApp();
});
afterAll(() => site.close());

type Target = { method: string; path: string; access: string };

function protectedTargets(): Target[] {
  return registeredRoutes(site.server.app).flatMap((route) =>
    route.methods
      .filter((m) => m !== 'HEAD' && route.path.startsWith(`${BASE_PATH}/`))
      .map((method) => ({
        method,
        path: route.path,
        access: declarationOf(route.path, method)?.access ?? '',
      }))
      .filter((r) => r.access !== 'public'),
  );
}

function send(target: Target, url: string, headers: Record<string, string> = {}) {
  if (target.method === 'GET' || target.method === 'DELETE')
    return rawRequest(site.server.port, target.method, url, { headers });
  return rawRequest(site.server.port, target.method, url, {
    headers: { 'content-type': 'application/json', ...headers },
    body: '{}',
  });
}

// Each walk sends every variant of every route; a route's variants go out together, so the walk
// costs the server's work rather than one socket's round trip after another.
const WALK_TIMEOUT_MS = 240_000;

describe('#16 auth bypass via static suffix (JeecgBoot #9840) fails on every real route', () => {
  it('covers every signed-in route', () => {
    const targets = protectedTargets();
    expect(targets.length).toBeGreaterThan(15);
    expect(targets.map((x) => x.path)).toContain('/jeecg-boot/sys/dict/getDictItems/:dictCode');
  });

  it(
    'anonymous: /sys/dict/getDictItems/sex.js and friends get 401, never data',
    async () => {
      const plain = await rawRequest(site.server.port, 'GET', '/jeecg-boot/sys/dict/getDictItems/sex.js');
      expect(plain.status).toBe(401);
      for (const target of protectedTargets()) {
        const urls = pathVariants(sampleUrl(target.path));
        const replies = await Promise.all(urls.map((url) => send(target, url)));
        replies.forEach((reply, i) => {
          expectNoData(reply, `anonymous ${target.method} ${urls[i]}`, {
            shell: site.fixture.shell,
            anonymous: true,
          });
        });
      }
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'signed in without the button: suffix and encoding tricks get 510, never data',
    async () => {
      const token = await site.t.login('banzhuren');
      const [user] = await site.t.db.select().from(sysUser).where(eq(sysUser.username, 'banzhuren'));
      const codes = await site.t.services.permissions.codes(user?.id ?? '', 1000);
      const denied = protectedTargets().filter((x) => x.access !== 'login' && !codes.has(x.access));
      expect(denied.length).toBeGreaterThan(3);
      for (const target of denied) {
        const urls = pathVariants(sampleUrl(target.path));
        const replies = await Promise.all(urls.map((url) => send(target, url, { 'x-access-token': token })));
        replies.forEach((reply, i) => {
          expectNoData(reply, `banzhuren ${target.method} ${urls[i]}`, { shell: site.fixture.shell });
        });
      }
    },
    WALK_TIMEOUT_MS,
  );
});
