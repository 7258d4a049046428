import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSocketAt, type TestSocket } from '../realtime/test-socket.ts';
import { TEST_REDIS_URL } from '../test/redis.ts';
import { probe, type Stack, scratchDatabase, startStack } from './local-stack.ts';

// The set-up of docs/deploy.md, for real: nginx (it must be installed: this test fails without it)
// in front of two server processes on one PostgreSQL database and one Redis.
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? TEST_REDIS_URL;
const PASSWORD = `Xm${randomBytes(6).toString('hex')}9z`;

type Envelope = { success: boolean; code: number; result: unknown; message: string };

let stack: Stack;
let dropDb: () => Promise<void> = async () => {};
let databaseUrl = '';
// Short enough for a test to outwait, long enough for a sign-in on a busy machine.
const PROXY_READ_TIMEOUT_S = 6;

beforeAll(async () => {
  const scratch = await scratchDatabase(ADMIN_URL);
  dropDb = scratch.drop;
  databaseUrl = scratch.url;
  stack = await startStack({
    proxyReadTimeoutSeconds: PROXY_READ_TIMEOUT_S,
    databaseUrl: scratch.url,
    redisUrl: REDIS_URL,
    env: { SEED_ADMIN_PASSWORD: PASSWORD, SEED_DEMO: 'off', LOGIN_CAPTCHA: 'off' },
  });
}, 300_000);

afterAll(async () => {
  await stack?.stop();
  await dropDb();
}, 120_000);

async function call(method: 'GET' | 'POST' | 'PUT', urlPath: string, token?: string, body?: object) {
  const response = await fetch(`${stack.url}/jeecg-boot${urlPath}`, {
    method,
    headers: {
      ...(token ? { 'x-access-token': token } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Envelope };
}

/** A console's notice socket through the proxy, registered (its heartbeat answered). */
async function consoleSocket(userId: string, token: string): Promise<TestSocket> {
  const socket = await openSocketAt(stack.proxyPort, `/jeecg-boot/websocket/${userId}`, token);
  socket.socket.send('ping');
  await socket.received(1, 15_000);
  socket.messages.length = 0;
  return socket;
}

const notices = (socket: TestSocket) => socket.messages.filter((m) => m.includes('"cmd":"user"'));

describe('nginx in front of two instances (issue 24)', () => {
  it('signs in through the proxy, loses an instance mid-session and carries on; notices cross instances', async () => {
    const [first, second] = stack.instances;
    if (!first || !second) throw new Error('two instances expected');
    const login = await call('POST', '/sys/login', undefined, { username: 'admin', password: PASSWORD });
    expect(login.body.success).toBe(true);
    const { token, userInfo } = login.body.result as { token: string; userInfo: { id: string } };

    // Round robin over two instances: two consoles opened one after the other land on both.
    const consoles = [await consoleSocket(userInfo.id, token), await consoleSocket(userInfo.id, token)];
    // A notice raised on the first instance reaches both consoles, whichever instance holds each.
    const direct = await fetch(`http://127.0.0.1:${first.port}/jeecg-boot/sys/annountCement/syncNotic`, {
      headers: { 'x-access-token': token },
    });
    expect(((await direct.json()) as Envelope).success).toBe(true);
    for (const socket of consoles) {
      await socket.received(1, 15_000);
      expect(notices(socket)).toHaveLength(1);
    }

    // The first instance dies (kill -9) mid-session.
    first.process.kill('SIGKILL');
    await first.exited;
    expect(await probe(first.port, '/jeecg-boot/actuator/health')).toBe(0);
    // Exactly one console was on it: so the other one, on the second instance, heard the notice
    // the first instance raised.
    const lost = await Promise.race([
      ...consoles.map((socket, i) => socket.closed.then(() => i)),
      new Promise<number>((resolve) => setTimeout(() => resolve(-1), 15_000)),
    ]);
    expect(lost).toBeGreaterThanOrEqual(0);
    const kept = consoles[1 - lost];
    if (!kept) throw new Error('no console left');
    expect(kept.socket.readyState).toBe(kept.socket.OPEN);

    // The session carries on through the proxy: reads and a write, every one answered.
    for (let i = 0; i < 6; i += 1) {
      const info = await call('GET', '/sys/user/getUserInfo', token);
      expect(info.status).toBe(200);
      expect(info.body.success).toBe(true);
    }
    const readAll = await call('PUT', '/sys/sysAnnouncementSend/readAll', token, {});
    expect(readAll.body.success).toBe(true);

    // A notice raised through the proxy (now the second instance) reaches the console that stayed,
    // and a console reconnecting through the proxy is served too.
    const again = await consoleSocket(userInfo.id, token);
    kept.messages.length = 0;
    expect((await call('GET', '/sys/annountCement/syncNotic', token)).body.success).toBe(true);
    for (const socket of [kept, again]) {
      await socket.received(1, 15_000);
      expect(notices(socket)).toHaveLength(1);
      socket.socket.close();
    }
  });

  it('a request held past the proxy read timeout is answered 504 as a JSON envelope in Chinese', async () => {
    const login = await call('POST', '/sys/login', undefined, { username: 'admin', password: PASSWORD });
    const { token } = login.body.result as { token: string };
    // Every signed-in request reads its session: a lock on the table holds them all.
    const locker = new pg.Client({ connectionString: databaseUrl });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE sys_session IN ACCESS EXCLUSIVE MODE');
      const response = await fetch(`${stack.url}/jeecg-boot/sys/user/getUserInfo`, {
        headers: { 'x-access-token': token },
      });
      expect(response.status).toBe(504);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toMatchObject({
        success: false,
        message: '服务器响应超时，请稍后重试',
        code: 504,
        result: null,
      });
    } finally {
      await locker.query('ROLLBACK');
      await locker.end();
    }
  });

  it('with no instance left, nginx answers 502 as a JSON envelope in Chinese, not its HTML page', async () => {
    for (const instance of stack.instances) {
      if (instance.process.exitCode === null && instance.process.signalCode === null) {
        instance.process.kill('SIGKILL');
        await instance.exited;
      }
    }
    const before = Date.now();
    const response = await fetch(`${stack.url}/jeecg-boot/sys/user/getUserInfo`);
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = (await response.json()) as Envelope & { timestamp: number };
    expect(body).toMatchObject({
      success: false,
      message: '服务暂时不可用，请稍后重试',
      code: 502,
      result: null,
    });
    expect(body.timestamp).toBeGreaterThanOrEqual(before);
    expect(body.timestamp).toBeLessThanOrEqual(Date.now());
  });
});
