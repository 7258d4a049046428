import { createHash } from 'node:crypto';
import type { Announcement } from '@xinmiao/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { TEST_REDIS_URL, testRedisPrefix } from '../test/redis.ts';
import { auth, inject, TEST_PASSWORD } from '../test/test-app.ts';
import { createTestDb, type TestDb } from '../test/test-db.ts';
import { SocketClose } from './socket-identity.ts';
import { openRegistered, openSocket, settle } from './test-socket.ts';

type Instance = { app: FastifyInstance; port: number };

let db: TestDb;
const running: Instance[] = [];

async function start(redisUrl?: string, channelPrefix?: string): Promise<Instance> {
  const { app } = await buildApp({ db: db.db, loginCaptcha: false, realtime: { redisUrl, channelPrefix } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const instance = { app, port };
  running.push(instance);
  return instance;
}

async function login(app: FastifyInstance, username: string): Promise<{ token: string; userId: string }> {
  const { body } = await inject(app, {
    method: 'POST',
    url: '/jeecg-boot/sys/login',
    payload: { username, password: TEST_PASSWORD },
  });
  const result = body.result as { token: string; userInfo: { id: string } };
  return { token: result.token, userId: result.userInfo.id };
}

const revoke = (app: FastifyInstance, admin: string, id: string) =>
  inject(app, {
    method: 'GET',
    url: `/jeecg-boot/sys/annountCement/doReovkeData?id=${id}`,
    headers: auth(admin),
  });

/** Adds and releases an announcement through `app` as admin; returns its id. */
async function release(app: FastifyInstance, admin: string, body: Record<string, unknown>): Promise<string> {
  const headers = auth(admin);
  await inject(app, { method: 'POST', url: '/jeecg-boot/sys/annountCement/add', headers, payload: body });
  const list = await inject(app, {
    method: 'GET',
    url: `/jeecg-boot/sys/annountCement/list?titile=${encodeURIComponent(String(body.titile))}`,
    headers,
  });
  const id = (list.body.result as { records: Announcement[] }).records[0]?.id ?? '';
  const sent = await inject(app, {
    method: 'GET',
    url: `/jeecg-boot/sys/annountCement/doReleaseData?id=${id}`,
    headers,
  });
  expect(sent.body.success).toBe(true);
  return id;
}

beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  for (const instance of running) await instance.app.close();
  await db.drop();
});

describe('notification websocket: handshake', () => {
  it('refuses a missing or unknown token with 4401 and another user id with 4403', async () => {
    const a = await start();
    const xinli = await login(a.app, 'xinli');
    const admin = await login(a.app, 'admin');
    expect(await (await openSocket(a.port, xinli.userId)).closed).toBe(SocketClose.unauthorized);
    expect(await (await openSocket(a.port, xinli.userId, 'not-a-token')).closed).toBe(
      SocketClose.unauthorized,
    );
    expect(await (await openSocket(a.port, admin.userId, xinli.token)).closed).toBe(SocketClose.forbidden);
    expect(await (await openSocket(a.port, `${admin.userId}_x`, xinli.token)).closed).toBe(
      SocketClose.forbidden,
    );
  });

  it('echoes the token as the protocol, answers ping, accepts the Vue3 path form', async () => {
    const a = await start();
    const xinli = await login(a.app, 'xinli');
    const plain = await openSocket(a.port, xinli.userId, xinli.token);
    expect(plain.socket.protocol).toBe(xinli.token);
    plain.socket.send('ping');
    plain.socket.send('heartcheck');
    expect(await plain.received(2)).toEqual(['ping', 'ping']);
    const md5 = createHash('md5').update(xinli.token).digest('hex');
    const vue3 = await openSocket(a.port, `${xinli.userId}_${md5}`, xinli.token);
    vue3.socket.send('ping');
    expect(await vue3.received(1)).toEqual(['ping']);
    plain.socket.close();
    vue3.socket.close();
  });

  it('answers a plain HTTP GET with the unknown-path envelope', async () => {
    const a = await start();
    const reply = await inject(a.app, { method: 'GET', url: '/jeecg-boot/websocket/1' });
    expect(reply.body).toMatchObject({ success: false, code: 404, result: null });
  });
});

describe('notification websocket: delivery', () => {
  it('without Redis, a release reaches the sockets of this instance', async () => {
    const a = await start();
    const admin = await login(a.app, 'admin');
    const xinli = await login(a.app, 'xinli');
    const client = await openRegistered(a.port, xinli.userId, xinli.token);
    const id = await release(a.app, admin.token, { titile: '本机通知' });
    expect((await client.received(1)).map((m) => JSON.parse(m))).toEqual([
      { cmd: 'topic', msgId: id, msgTxt: '本机通知' },
    ]);
    client.socket.close();
  });

  it('with Redis, a release on instance B reaches a socket on A, once, and never another tenant', async () => {
    const prefix = testRedisPrefix();
    const a = await start(TEST_REDIS_URL, prefix);
    const b = await start(TEST_REDIS_URL, prefix);
    const admin = await login(b.app, 'admin');
    const xinli = await login(a.app, 'xinli');
    const banzhuren = await login(a.app, 'banzhuren');
    const zhongxue = await login(a.app, 'zhongxue');
    const onA = await openRegistered(a.port, xinli.userId, xinli.token);
    const onB = await openRegistered(b.port, xinli.userId, xinli.token);
    const other = await openRegistered(a.port, banzhuren.userId, banzhuren.token);
    const foreign = await openRegistered(a.port, zhongxue.userId, zhongxue.token);

    const id = await release(b.app, admin.token, { titile: '跨实例通知' });
    const expected = { cmd: 'topic', msgId: id, msgTxt: '跨实例通知' };
    expect(JSON.parse((await onA.received(1))[0] ?? '')).toEqual(expected);
    expect(JSON.parse((await onB.received(1))[0] ?? '')).toEqual(expected);
    await other.received(1);

    const only = await release(b.app, admin.token, {
      titile: '指定用户',
      msgType: 'USER',
      userIds: `${banzhuren.userId},`,
    });
    expect(JSON.parse((await other.received(2))[1] ?? '')).toEqual({
      cmd: 'user',
      msgId: only,
      msgTxt: '指定用户',
    });
    await settle();
    expect(onA.messages).toHaveLength(1);
    expect(onB.messages).toHaveLength(1);
    expect(foreign.messages).toEqual([]);
    for (const s of [onA, onB, other, foreign]) s.socket.close();
  });

  it('with Redis, a revoke on instance B tells the same recipients as its release, never another tenant', async () => {
    const prefix = testRedisPrefix();
    const a = await start(TEST_REDIS_URL, prefix);
    const b = await start(TEST_REDIS_URL, prefix);
    const admin = await login(b.app, 'admin');
    const xinli = await login(a.app, 'xinli');
    const banzhuren = await login(a.app, 'banzhuren');
    const zhongxue = await login(a.app, 'zhongxue');
    const toAll = await release(b.app, admin.token, { titile: '撤销全体' });
    const toOne = await release(b.app, admin.token, {
      titile: '撤销指定',
      msgType: 'USER',
      userIds: `${banzhuren.userId},`,
    });
    const onA = await openRegistered(a.port, xinli.userId, xinli.token);
    const onB = await openRegistered(b.port, xinli.userId, xinli.token);
    const other = await openRegistered(a.port, banzhuren.userId, banzhuren.token);
    const foreign = await openRegistered(a.port, zhongxue.userId, zhongxue.token);

    expect((await revoke(b.app, admin.token, toAll)).body.success).toBe(true);
    const expected = { cmd: 'topic', msgId: toAll, msgTxt: '撤销全体' };
    expect(JSON.parse((await onA.received(1))[0] ?? '')).toEqual(expected);
    expect(JSON.parse((await onB.received(1))[0] ?? '')).toEqual(expected);
    expect(JSON.parse((await other.received(1))[0] ?? '')).toEqual(expected);

    expect((await revoke(b.app, admin.token, toOne)).body.success).toBe(true);
    expect(JSON.parse((await other.received(2))[1] ?? '')).toEqual({
      cmd: 'user',
      msgId: toOne,
      msgTxt: '撤销指定',
    });
    await settle();
    expect(onA.messages).toHaveLength(1);
    expect(onB.messages).toHaveLength(1);
    expect(foreign.messages).toEqual([]);
    for (const s of [onA, onB, other, foreign]) s.socket.close();
  });
});
