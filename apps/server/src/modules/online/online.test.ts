import { ONLINE_MESSAGES, type OnlineSession } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../core/tokens.ts';
import { sysSession } from '../../db/schema.ts';
import { SocketClose } from '../../realtime/socket-identity.ts';
import { closedWithin, openRegistered } from '../../realtime/test-socket.ts';
import { type Instance, startPair } from '../../test/instance.ts';
import { auth, TEST_PASSWORD } from '../../test/test-app.ts';
import { createTestDb, type TestDb } from '../../test/test-db.ts';

let db: TestDb;
let a: Instance;
let b: Instance;

// Two instances on one Redis: 强制退出 on A ends a session whose socket is open on B.
beforeAll(async () => {
  db = await createTestDb();
  [a, b] = await startPair(db.db);
});
afterAll(async () => {
  await b.close();
  await a.close();
  await db.drop();
});

const UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

async function signIn(instance: Instance, username: string) {
  const { body } = await instance.call({
    method: 'POST',
    url: '/jeecg-boot/sys/login',
    headers: { 'user-agent': UA },
    payload: { username, password: TEST_PASSWORD },
  });
  const result = body.result as { token: string; userInfo: { id: string } };
  return { token: result.token, userId: result.userInfo.id };
}
const sessions = async (token: string, username?: string) => {
  const { body } = await a.call({
    method: 'GET',
    url: `/jeecg-boot/sys/online/sessions${username ? `?username=${username}` : ''}`,
    headers: auth(token),
  });
  return body.result as OnlineSession[];
};
const forceLogout = async (token: string, sid: string) =>
  (
    await a.call({
      method: 'POST',
      url: '/jeecg-boot/sys/online/forceLogout',
      headers: auth(token),
      payload: { token: sid },
    })
  ).body;

describe('在线用户 and 强制退出', () => {
  it('lists the school’s live sessions with address, device and times, never a token', async () => {
    const admin = await a.login('admin');
    const xinli = await signIn(a, 'xinli');
    await signIn(a, 'zhongxue');
    const rows = await sessions(admin.token);
    const row = rows.find((r) => r.username === 'xinli');
    expect(row).toMatchObject({ realname: '林心怡', device: UA, current: false });
    expect(row?.ip).toBeTruthy();
    expect(row?.loginTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(rows.find((r) => r.username === 'admin' && r.current)).toBeDefined();
    // Another school's sessions are not listed; no row carries a bearer token or its hash.
    expect(rows.some((r) => r.username === 'zhongxue')).toBe(false);
    const json = JSON.stringify(rows);
    expect(json).not.toContain(xinli.token);
    expect(json).not.toContain(sha256(xinli.token));
    expect((await sessions(admin.token, 'xin')).map((r) => r.username)).toEqual(['xinli']);
  });

  it('ends the session on every instance and closes its socket there', async () => {
    const admin = await a.login('admin');
    const xinli = await signIn(a, 'xinli');
    expect(await b.status(xinli.token)).toBe(200);
    const socket = await openRegistered(b.port, xinli.userId, xinli.token);
    // xinli's sessions (this one and the first test's): each ends.
    const ids = (await sessions(admin.token, 'xinli')).map((r) => r.token);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      expect(await forceLogout(admin.token, id)).toMatchObject({
        success: true,
        message: ONLINE_MESSAGES.forced,
      });
    }
    expect(await b.status(xinli.token)).toBe(401);
    expect(await a.status(xinli.token)).toBe(401);
    expect(await closedWithin(socket)).toBe(SocketClose.unauthorized);
    expect(await forceLogout(admin.token, ids[0] ?? '')).toMatchObject({
      success: false,
      message: ONLINE_MESSAGES.gone,
    });
  });

  it('refuses the caller’s own session and another school’s', async () => {
    const admin = await a.login('admin');
    const own = (await sessions(admin.token)).find((r) => r.current)?.token ?? '';
    expect(await forceLogout(admin.token, own)).toMatchObject({
      success: false,
      message: ONLINE_MESSAGES.self,
    });
    const zhongxue = await signIn(a, 'zhongxue');
    // The other school's session id, as if guessed.
    const [row] = await db.db
      .select({ sid: sysSession.sid })
      .from(sysSession)
      .where(eq(sysSession.tokenHash, sha256(zhongxue.token)));
    expect(await forceLogout(admin.token, row?.sid ?? 'x')).toMatchObject({
      success: false,
      message: ONLINE_MESSAGES.gone,
    });
    expect(await a.status(zhongxue.token)).toBe(200);
  });

  it('is refused to a user without 在线用户', async () => {
    const teacher = await a.login('fudaoyuan');
    const { body } = await a.call({
      method: 'GET',
      url: '/jeecg-boot/sys/online/sessions',
      headers: auth(teacher.token),
    });
    expect(body.success).toBe(false);
  });
});
