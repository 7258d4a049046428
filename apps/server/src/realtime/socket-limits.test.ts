import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantToRole } from '../test/grant.ts';
import { type Instance, startInstance } from '../test/instance.ts';
import { createTestDb, type TestDb } from '../test/test-db.ts';
import { SocketClose } from './socket-identity.ts';
import { closedWithin, openRegistered, openSocketAt, type TestSocket } from './test-socket.ts';

let db: TestDb;
let server: Instance;
const users: Record<string, { token: string; userId: string }> = {};

beforeAll(async () => {
  db = await createTestDb();
  server = await startInstance(db.db, {
    socketLimits: {
      noticePerUser: 3,
      noticePerSchool: 4,
      gridPerUser: 2,
      gridPerSchool: 10,
      messagesPerSecond: 1,
      messageBurst: 8,
      fanoutPerSchool: 6,
      fanoutWindowMs: 3_600_000,
    },
  });
  const t = { db: db.db, services: server.services };
  for (const [tenant, role] of [
    [1000, 'xinli'],
    [1000, 'banzhuren'],
    [1001, 'banzhuren'],
  ] as const) {
    await grantToRole(t, tenant, role, ['system:gallery:view']);
  }
  for (const name of ['admin', 'xinli', 'banzhuren', 'zhongxue']) users[name] = await server.login(name);
});
afterAll(async () => {
  await server.close();
  await db.drop();
});

const who = (name: string) => users[name] ?? { token: '', userId: '' };
const notice = (name: string) => openRegistered(server.port, who(name).userId, who(name).token);
const HEART_BEAT = JSON.stringify({ type: 'heart_beat' });
async function grid(name: string): Promise<TestSocket> {
  const client = await openSocketAt(
    server.port,
    `/jeecg-boot/vxeSocket/${who(name).userId}/gallery`,
    who(name).token,
  );
  client.socket.send(HEART_BEAT);
  await client.received(1);
  client.messages.length = 0;
  return client;
}
const update = (name: string) =>
  JSON.stringify({
    type: 'common_send_date',
    data: { socketKey: 'positions', args: [{ id: 'row-1', name }, 'c'] },
  });

describe('socket caps per user and per school', () => {
  it('notice sockets: over the user cap or the school cap is closed with 4430; another school is not affected', async () => {
    const own = [await notice('admin'), await notice('admin'), await notice('admin')];
    const fourth = await openSocketAt(
      server.port,
      `/jeecg-boot/websocket/${who('admin').userId}`,
      who('admin').token,
    );
    expect(await closedWithin(fourth)).toBe(SocketClose.tooManySockets);
    const colleague = await notice('xinli');
    const schoolFull = await openSocketAt(
      server.port,
      `/jeecg-boot/websocket/${who('banzhuren').userId}`,
      who('banzhuren').token,
    );
    expect(await closedWithin(schoolFull)).toBe(SocketClose.tooManySockets);
    const otherSchool = await notice('zhongxue');
    expect(await closedWithin(otherSchool, 300)).toBe('open');
    // A closed socket frees its place.
    own[0]?.socket.close();
    await own[0]?.closed;
    const again = await notice('admin');
    expect(await closedWithin(again, 300)).toBe('open');
    for (const s of [...own, again, colleague, otherSchool]) s.socket.close();
  });

  it('grid sockets: a third one of the same user is closed with 4430', async () => {
    const first = await grid('admin');
    const second = await grid('admin');
    const third = await openSocketAt(
      server.port,
      `/jeecg-boot/vxeSocket/${who('admin').userId}/gallery`,
      who('admin').token,
    );
    expect(await closedWithin(third)).toBe(SocketClose.tooManySockets);
    first.socket.close();
    second.socket.close();
    await Promise.all([first.closed, second.closed]);
  });
});

describe('message rates and the fan-out budget', () => {
  it('a socket sending faster than its rate is closed with 4429', async () => {
    const client = await notice('xinli');
    for (let n = 0; n < 20; n++) client.socket.send('ping');
    expect(await closedWithin(client)).toBe(SocketClose.rateLimited);
  });

  it("a school's grid deliveries past its budget close the sender with 4431; another school's grid still works", async () => {
    const [sender, a, b] = [await grid('admin'), await grid('xinli'), await grid('banzhuren')];
    // Three sockets on the page: each row costs 3 deliveries of the 6 allowed.
    sender.socket.send(update('一'));
    sender.socket.send(update('二'));
    await a.received(2);
    sender.socket.send(update('三'));
    expect(await closedWithin(sender)).toBe(SocketClose.fanoutBudget);
    expect(a.messages).toHaveLength(2);
    const other = await grid('zhongxue');
    other.socket.send(update('别校'));
    expect(JSON.parse((await other.received(1))[0] ?? '{}')).toMatchObject({ type: 'update_vxe_table' });
    for (const s of [a, b, other]) s.socket.close();
  });
});
