import { Msg } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SocketClose } from '../realtime/socket-identity.ts';
import { closedWithin, openRegistered } from '../realtime/test-socket.ts';
import { type Instance, startPair } from '../test/instance.ts';
import { auth, TEST_PASSWORD } from '../test/test-app.ts';
import { createTestDb, type TestDb } from '../test/test-db.ts';
import { freezeUser, revokeTenantMembership } from './revocation.ts';
import { sha256 } from './tokens.ts';

let db: TestDb;
let a: Instance;
let b: Instance;

// Two instances of one installation on one Redis: B has the session cached when A revokes it.
beforeAll(async () => {
  db = await createTestDb();
  [a, b] = await startPair(db.db);
});
afterAll(async () => {
  await b.close();
  await a.close();
  await db.drop();
});

const loginMessage = async (username: string) =>
  (
    await a.call({
      method: 'POST',
      url: '/jeecg-boot/sys/login',
      payload: { username, password: TEST_PASSWORD },
    })
  ).body.message;

describe('revocation ends access at once, through the Redis cache and on every instance', () => {
  it('freezing a user: the next request with an old token is 401 and the sockets close', async () => {
    const user = await a.login('banzhuren');
    expect(await b.status(user.token)).toBe(200);
    const socket = await openRegistered(b.port, user.userId, user.token);

    await freezeUser(a.services, user.userId, 'admin');
    expect(await b.status(user.token)).toBe(401);
    expect(await a.status(user.token)).toBe(401);
    expect(await closedWithin(socket)).toBe(SocketClose.unauthorized);
    expect(await loginMessage('banzhuren')).toBe(Msg.userFrozen);
  });

  it('removal from the tenant: sessions bound to it end now, and no tenant-0 session is left', async () => {
    const user = await a.login('xinli');
    expect(await b.status(user.token)).toBe(200);
    const socket = await openRegistered(b.port, user.userId, user.token);

    await revokeTenantMembership(a.services, user.userId, 1000, 'admin');
    expect(await b.status(user.token)).toBe(401);
    expect(await closedWithin(socket)).toBe(SocketClose.unauthorized);
    expect(await loginMessage('xinli')).toBe(Msg.noTenant);
  });

  it('a school account cannot switch to tenant 0, and a session moved there dies', async () => {
    const user = await a.login('fudaoyuan');
    const toZero = await a.call({
      method: 'PUT',
      url: '/jeecg-boot/sys/selectDepart',
      headers: auth(user.token),
      payload: { loginTenantId: 0 },
    });
    expect(toZero.body.message).toBe(Msg.tenantChanged);
    expect(await b.status(user.token)).toBe(200);

    await a.services.sessions.update(sha256(user.token), { tenantId: 0, orgCode: null });
    expect(await b.status(user.token)).toBe(401);
  });
});
