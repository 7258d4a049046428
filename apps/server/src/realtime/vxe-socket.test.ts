import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantToRole } from '../test/grant.ts';
import { type Instance, startPair } from '../test/instance.ts';
import { createTestDb, type TestDb } from '../test/test-db.ts';
import { SocketClose } from './socket-identity.ts';
import { closedWithin, openSocketAt, settle, type TestSocket } from './test-socket.ts';

let db: TestDb;
let a: Instance;
let b: Instance;

beforeAll(async () => {
  db = await createTestDb();
  [a, b] = await startPair(db.db);
  // The gallery's grid socket needs the gallery's permission, which only admin holds in the seed.
  const t = { db: db.db, services: a.services };
  await grantToRole(t, 1000, 'xinli', ['system:gallery:view']);
  await grantToRole(t, 1000, 'banzhuren', ['system:gallery:view']);
  await grantToRole(t, 1001, 'banzhuren', ['system:gallery:view']);
});
afterAll(async () => {
  await a.close();
  await b.close();
  await db.drop();
});

const HEART_BEAT = JSON.stringify({ type: 'heart_beat' });

/** Opens a grid socket and waits for the heartbeat answer: from then on the hub knows it. */
async function openGrid(
  instance: Instance,
  userId: string,
  pageId: string,
  token: string,
): Promise<TestSocket> {
  const client = await openSocketAt(instance.port, `/jeecg-boot/vxeSocket/${userId}/${pageId}`, token);
  client.socket.send(HEART_BEAT);
  expect((await client.received(1)).map((m) => JSON.parse(m))).toEqual([{ type: 'heart_beat', data: true }]);
  client.messages.length = 0;
  return client;
}

const update = (name: string, caseId: string) => ({
  type: 'common_send_date',
  data: { socketKey: 'positions', args: [{ id: 'row-1', name }, caseId] },
});

describe('grid socket /vxeSocket/{userId}/{pageId}', () => {
  it('sends a changed row to every grid on the page in the tenant, across instances, the sender included', async () => {
    const xinli = await a.login('xinli');
    const banzhuren = await a.login('banzhuren');
    const zhongxue = await a.login('zhongxue');
    const sender = await openGrid(a, xinli.userId, 'gallery', xinli.token);
    const colleague = await openGrid(b, banzhuren.userId, 'gallery', banzhuren.token);
    const otherTenant = await openGrid(b, zhongxue.userId, 'gallery', zhongxue.token);

    sender.socket.send(JSON.stringify(update('心理委员', 'case-a')));
    const expected = { type: 'update_vxe_table', data: update('心理委员', 'case-a').data };
    expect((await colleague.received(1)).map((m) => JSON.parse(m))).toEqual([expected]);
    // The sender hears its own row too: its grid recognises its instance id and ignores it.
    expect((await sender.received(1)).map((m) => JSON.parse(m))).toEqual([expected]);
    await settle();
    expect(otherTenant.messages).toEqual([]);
    for (const s of [sender, colleague, otherTenant]) s.socket.close();
  });

  it('ignores unparseable and unknown messages and keeps the socket open', async () => {
    const xinli = await a.login('xinli');
    const grid = await openGrid(a, xinli.userId, 'gallery', xinli.token);
    grid.socket.send('not json');
    grid.socket.send(JSON.stringify({ type: 'delete_everything', data: {} }));
    grid.socket.send(
      JSON.stringify({ type: 'common_send_date', data: { socketKey: 'x', args: [{ name: 'no id' }, 'c'] } }),
    );
    await settle();
    expect(grid.messages).toEqual([]);
    expect(await closedWithin(grid, 200)).toBe('open');
    grid.socket.close();
  });

  it('refuses a page id that is not on the list and a user without the page’s permission', async () => {
    const xinli = await a.login('xinli');
    const fudaoyuan = await a.login('fudaoyuan');
    for (const pageId of ['positions', 'constructor', '__proto__']) {
      const unknown = await openSocketAt(
        a.port,
        `/jeecg-boot/vxeSocket/${xinli.userId}/${pageId}`,
        xinli.token,
      );
      expect(await closedWithin(unknown)).toBe(SocketClose.forbidden);
    }
    const withoutPermission = await openSocketAt(
      a.port,
      `/jeecg-boot/vxeSocket/${fudaoyuan.userId}/gallery`,
      fudaoyuan.token,
    );
    expect(await closedWithin(withoutPermission)).toBe(SocketClose.forbidden);
  });

  it('refuses a missing token, another user’s path and a malformed page id', async () => {
    const xinli = await a.login('xinli');
    const banzhuren = await a.login('banzhuren');
    const anonymous = await openSocketAt(a.port, `/jeecg-boot/vxeSocket/${xinli.userId}/gallery`);
    expect(await closedWithin(anonymous)).toBe(SocketClose.unauthorized);
    const impostor = await openSocketAt(
      a.port,
      `/jeecg-boot/vxeSocket/${banzhuren.userId}/gallery`,
      xinli.token,
    );
    expect(await closedWithin(impostor)).toBe(SocketClose.forbidden);
    const badPage = await openSocketAt(a.port, `/jeecg-boot/vxeSocket/${xinli.userId}/a%20b`, xinli.token);
    expect(await closedWithin(badPage)).toBe(SocketClose.forbidden);
  });

  it('closes on every instance when the session logs out', async () => {
    const xinli = await a.login('xinli');
    const grid = await openGrid(b, xinli.userId, 'gallery', xinli.token);
    const out = await a.call({
      method: 'POST',
      url: '/jeecg-boot/sys/logout',
      headers: { 'X-Access-Token': xinli.token },
    });
    expect(out.body.success).toBe(true);
    expect(await closedWithin(grid)).toBe(SocketClose.unauthorized);
  });
});
