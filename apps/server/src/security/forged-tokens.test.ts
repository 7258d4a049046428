import { createHmac } from 'node:crypto';
import { Msg } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysSession, sysUser } from '../db/schema.ts';
import { auth, createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login('admin');
});
afterAll(() => t.close());

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JeecgBoot-style HS256 JWT for `username`, signed with whatever an attacker can guess. */
function forgeJwt(username: string, secret: string): string {
  const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ username, clientType: 'PC', exp: 4102444800 })}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

async function forgedTokens(): Promise<string[]> {
  const [admin] = await t.db.select().from(sysUser).where(eq(sysUser.username, 'admin'));
  const [session] = await t.db
    .select()
    .from(sysSession)
    .where(eq(sysSession.userId, admin?.id ?? ''));
  return [
    forgeJwt('admin', ['dd05f1c54d63749e', 'da95f9fa6d49v442a'].join('')),
    forgeJwt('admin', admin?.password ?? ''),
    `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ username: 'admin' })}.`,
    session?.tokenHash ?? 'no-session-row',
    `${adminToken}x`,
    adminToken.slice(0, -1),
    ` ${adminToken}`.slice(0, 43),
  ];
}

const whoAmI = (headers: Record<string, string>, query = '') =>
  t.call({ method: 'GET', url: `/jeecg-boot/sys/user/getCurrentUserDeparts${query}`, headers });

describe('#29 /sys/logout with a forged or unsigned token (#9517)', () => {
  it('refuses forged JWTs, the stored hash and truncated tokens, and the real session survives', async () => {
    for (const forged of await forgedTokens()) {
      for (const method of ['POST', 'GET'] as const) {
        const viaHeader = await t.call({ method, url: '/jeecg-boot/sys/logout', headers: auth(forged) });
        expect(viaHeader.body, forged).toMatchObject({ success: false, message: Msg.tokenBad });
        const viaQuery = await t.call({
          method,
          url: `/jeecg-boot/sys/logout?token=${encodeURIComponent(forged)}`,
        });
        expect(viaQuery.body.success, forged).toBe(false);
      }
    }
    expect((await whoAmI(auth(adminToken))).status).toBe(200);
  });
});

describe('#28 identity from ?token= (#9518 getUserSectionInfoByToken)', () => {
  it('forged, hashed or truncated ?token= values get 401 on every signed-in route', async () => {
    for (const forged of await forgedTokens()) {
      const { status, body } = await whoAmI({}, `?token=${encodeURIComponent(forged)}`);
      expect(status, forged).toBe(401);
      expect(body.result).toBeNull();
    }
  });

  it('a ?token= never overrides the X-Access-Token identity', async () => {
    const teacher = await t.login('banzhuren');
    const { body } = await whoAmI(auth(teacher), `?token=${encodeURIComponent(adminToken)}`);
    expect((body.result as { orgCode: string }).orgCode).toBe('A01A01A01A01');
    const perms = await t.call({
      method: 'GET',
      url: `/jeecg-boot/sys/log/list?token=${encodeURIComponent(adminToken)}`,
      headers: auth(teacher),
    });
    expect(perms.body).toMatchObject({ success: false, code: 510 });
  });

  it('a revoked token is dead through ?token= as well', async () => {
    const token = await t.login('fudaoyuan');
    await t.call({ method: 'POST', url: '/jeecg-boot/sys/logout', headers: auth(token) });
    expect((await whoAmI({}, `?token=${encodeURIComponent(token)}`)).status).toBe(401);
  });
});
