import { Writable } from 'node:stream';
import { EMBED_MESSAGES, type LoginResult, type MenuItem, Msg } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysEmbedCode, sysUser } from '../../db/schema.ts';
import { replay } from '../../test/jeecg-console.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';

const CONSOLE = 'https://console.school.example';
let t: TestApp;
let logged = '';
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged += chunk.toString();
      done();
    },
  });
  t = await createTestApp({ logger: { level: 'info', stream }, frameOrigins: [CONSOLE] });
});
afterAll(() => t.close());

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...flatten(i.children ?? [])]);

/**
 * The frame address JeecgBoot Vue2's IframePageView opens for a page: `meta.url` of its menu with
 * `{{ window._CONFIG['domianURL'] }}` evaluated (the API base) and `${token}` filled in.
 */
async function frameAddress(token: string, page: string): Promise<string> {
  const reply = await replay(
    t,
    { console: 'vue2', method: 'GET', path: '/sys/permission/getUserPermissionByToken' },
    { token, tenantId: 1000 },
  );
  const item = flatten((reply.body.result as { menu: MenuItem[] }).menu).find((i) => i.path === page);
  const template = item?.meta.url ?? '';
  return template.replace(/\{\{[^}]+\}\}/, '/jeecg-boot').replace(`\${token}`, token);
}

/** The browser loading the frame: a plain navigation, no headers of the console's HTTP client. */
function openFrame(address: string) {
  return t.app.inject({ method: 'GET', url: address });
}

function fragmentOf(location: string): URLSearchParams {
  return new URLSearchParams(location.split('#')[1] ?? '');
}

async function exchange(code: string) {
  return t.call({ method: 'POST', url: '/jeecg-boot/sys/embed/exchange', payload: { code } });
}

describe('a business page inside a JeecgBoot console', () => {
  it('trades the console token for a one-time code and a session of its own, leaving no token behind', async () => {
    const token = await t.login('admin');
    const address = await frameAddress(token, '/screening/tasks');
    expect(address).toBe(`/jeecg-boot/sys/embed/enter?to=%2Fscreening%2Ftasks&token=${token}`);
    const entry = await openFrame(address);
    expect(entry.statusCode).toBe(303);
    expect(entry.headers['referrer-policy']).toBe('no-referrer');
    expect(entry.headers['cache-control']).toBe('no-store');
    const location = String(entry.headers.location);
    expect(location).toMatch(/^\/embed#code=[\w-]{43}&to=%2Fscreening%2Ftasks$/);
    expect(location).not.toContain(token);
    const code = fragmentOf(location).get('code') ?? '';

    const first = await exchange(code);
    expect(first.body).toMatchObject({ success: true, code: 200 });
    const result = first.body.result as LoginResult;
    expect(result.token).not.toBe(token);
    expect(result.userInfo).toMatchObject({ username: 'admin', loginTenantId: 1000 });
    const menu = await t.call({
      method: 'GET',
      url: '/jeecg-boot/sys/permission/getUserPermissionByToken',
      headers: auth(result.token),
    });
    expect(menu.body.success).toBe(true);

    expect((await exchange(code)).body).toMatchObject({ success: false, message: EMBED_MESSAGES.badCode });
    expect(logged).toContain('token=***');
    expect(logged).not.toContain(token);
  });

  it('needs a live session, and opens only a path of this console', async () => {
    expect(
      (await openFrame('/jeecg-boot/sys/embed/enter?to=%2Fscreening%2Ftasks&token=forged')).statusCode,
    ).toBe(401);
    const token = await t.login('admin');
    for (const to of ['//evil.example/x', 'https://evil.example', '/a/../b', '/a?b=1', '']) {
      const reply = await openFrame(
        `/jeecg-boot/sys/embed/enter?to=${encodeURIComponent(to)}&token=${token}`,
      );
      expect(reply.statusCode, to).toBe(200);
      expect(reply.json(), to).toMatchObject({ success: false });
    }
  });

  it('refuses an expired code, and a code of an account frozen since', async () => {
    const token = await t.login('banzhuren');
    const code = async () =>
      fragmentOf(
        String((await openFrame(await frameAddress(token, '/screening/tasks'))).headers.location),
      ).get('code') ?? '';
    const late = await code();
    await t.db.update(sysEmbedCode).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await exchange(late)).body.message).toBe(EMBED_MESSAGES.badCode);
    const frozenLater = await code();
    await t.db.update(sysUser).set({ status: 2 }).where(eq(sysUser.username, 'banzhuren'));
    try {
      expect((await exchange(frozenLater)).body.message).toBe(Msg.userFrozen);
    } finally {
      await t.db.update(sysUser).set({ status: 1 }).where(eq(sysUser.username, 'banzhuren'));
    }
  });

  it("lets the configured console frame this console's pages, and no other", async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/jeecg-boot/sys/loginConfig' });
    expect(String(reply.headers['content-security-policy'])).toContain(`frame-ancestors 'self' ${CONSOLE}`);
    expect(reply.headers['x-frame-options']).toBeUndefined();
  });
});

describe('PUBLIC_URL', () => {
  it('sends the frame to this console at its own origin', async () => {
    const other = await createTestApp({ testDb: t.testDb, publicUrl: 'https://xinmiao.example.edu' });
    try {
      const token = await other.login('admin');
      const entry = await other.app.inject({
        method: 'GET',
        url: `/jeecg-boot/sys/embed/enter?to=%2Fcrisis%2Fwarnings&token=${token}`,
      });
      expect(String(entry.headers.location)).toMatch(
        /^https:\/\/xinmiao\.example\.edu\/embed#code=[\w-]+&to=%2Fcrisis%2Fwarnings$/,
      );
      const plain = await other.app.inject({ method: 'GET', url: '/jeecg-boot/sys/loginConfig' });
      expect(plain.headers['x-frame-options']).toBe('SAMEORIGIN');
    } finally {
      await other.app.close();
    }
  });
});
