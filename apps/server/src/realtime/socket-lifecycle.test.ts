import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { TenantDb } from '../core/tenant-db.ts';
import { sysUserTenant } from '../db/schema.ts';
import { type Instance, type InstanceOptions, startInstance, startPair } from '../test/instance.ts';
import { auth, TEST_PASSWORD } from '../test/test-app.ts';
import { createTestDb, type TestDb } from '../test/test-db.ts';
import { SocketClose } from './socket-identity.ts';
import { closedWithin, openRegistered, settle } from './test-socket.ts';

let db: TestDb;
const running: Instance[] = [];

async function start(options: InstanceOptions = {}): Promise<Instance> {
  const instance = await startInstance(db.db, options);
  running.push(instance);
  return instance;
}

async function pair(): Promise<[Instance, Instance]> {
  const instances = await startPair(db.db);
  running.push(...instances);
  return instances;
}

beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  for (const instance of running) await instance.close();
  await db.drop();
});

describe('server-side ping', () => {
  it('drops a socket whose client stops answering pongs and keeps one that answers', async () => {
    const a = await start({ pingIntervalMs: 100 });
    const xinli = await a.login('xinli');
    const live = await openRegistered(a.port, xinli.userId, xinli.token);
    const deaf = await openRegistered(a.port, xinli.userId, xinli.token, { autoPong: false });
    expect(a.services.notifier.hub.size()).toBe(2);

    expect(await closedWithin(deaf)).toBe(1006);
    await settle(400);
    expect(live.socket.readyState).toBe(WebSocket.OPEN);
    expect(a.services.notifier.hub.size()).toBe(1);
    live.socket.close();
  });
});

describe('notices to the holders of a permission code', () => {
  it('reach, from another instance, only the holders in that tenant', async () => {
    const [a, b] = await pair();
    const code = 'crisis:warning:confirm';
    const xinli = await a.login('xinli');
    const banzhuren = await a.login('banzhuren');
    const zhongxue = await a.login('zhongxue');
    expect((await a.services.permissions.codes(xinli.userId, 1000)).has(code)).toBe(true);
    expect((await a.services.permissions.codes(banzhuren.userId, 1000)).has(code)).toBe(false);
    const holder = await openRegistered(a.port, xinli.userId, xinli.token);
    const other = await openRegistered(a.port, banzhuren.userId, banzhuren.token);
    const foreign = await openRegistered(a.port, zhongxue.userId, zhongxue.token);

    const alert = { cmd: 'user', msgId: 'alert-1', msgTxt: '危机预警' } as const;
    await b.services.notifier.toPermission(1000, code, alert);
    expect((await holder.received(1)).map((m) => JSON.parse(m))).toEqual([alert]);
    await settle();
    expect(other.messages).toEqual([]);
    expect(foreign.messages).toEqual([]);
    for (const s of [holder, other, foreign]) s.socket.close();
  });
});

describe('a session that ends closes its sockets on every instance', () => {
  it('logout on A closes that session’s socket on B with 4401, not another session’s', async () => {
    const [a, b] = await pair();
    const first = await a.login('xinli');
    const second = await a.login('xinli');
    const ended = await openRegistered(b.port, first.userId, first.token);
    const kept = await openRegistered(b.port, second.userId, second.token);

    const out = await a.call({ method: 'POST', url: '/jeecg-boot/sys/logout', headers: auth(first.token) });
    expect(out.body.success).toBe(true);
    expect(await closedWithin(ended)).toBe(SocketClose.unauthorized);
    expect(await closedWithin(kept, 300)).toBe('open');
    kept.socket.close();
  });

  it('a password change ends the other sessions and their sockets at once and keeps the caller’s', async () => {
    const [a, b] = await pair();
    const caller = await a.login('fudaoyuan');
    const other = await a.login('fudaoyuan');
    expect(await b.status(other.token)).toBe(200);
    const callerSocket = await openRegistered(b.port, caller.userId, caller.token);
    const otherSocket = await openRegistered(b.port, other.userId, other.token);

    const changed = await a.call({
      method: 'PUT',
      url: '/jeecg-boot/sys/user/updatePassword',
      headers: auth(caller.token),
      payload: {
        username: 'fudaoyuan',
        oldpassword: TEST_PASSWORD,
        password: 'Fudao2026x',
        confirmpassword: 'Fudao2026x',
      },
    });
    expect(changed.body.success).toBe(true);
    expect(await b.status(other.token)).toBe(401);
    expect(await closedWithin(otherSocket)).toBe(SocketClose.unauthorized);
    expect(await b.status(caller.token)).toBe(200);
    expect(await closedWithin(callerSocket, 300)).toBe('open');
    callerSocket.socket.close();
  });

  it('a tenant switch closes the session’s sockets with 4409; reconnected, they hear the new tenant', async () => {
    const [a, b] = await pair();
    const admin = await a.login('admin');
    await new TenantDb(db.db, 1001).insert(sysUserTenant, { userId: admin.userId, status: 1 });
    const before = await openRegistered(b.port, admin.userId, admin.token);

    const switched = await a.call({
      method: 'PUT',
      url: '/jeecg-boot/sys/selectDepart',
      headers: auth(admin.token),
      payload: { loginTenantId: 1001 },
    });
    expect(switched.body.success).toBe(true);
    expect(await closedWithin(before)).toBe(SocketClose.sessionChanged);

    const after = await openRegistered(b.port, admin.userId, admin.token);
    const notice = { cmd: 'topic', msgId: 'n-1001', msgTxt: '另一所学校的通知' } as const;
    await a.services.notifier.publish({ tenantId: 1001, userId: null }, notice);
    expect((await after.received(1)).map((m) => JSON.parse(m))).toEqual([notice]);
    after.socket.close();
    await new TenantDb(db.db, 1001).delete(sysUserTenant, eq(sysUserTenant.userId, admin.userId));
  });
});
