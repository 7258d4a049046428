import http from 'node:http';
import { defineRoute } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SocketClose } from '../realtime/socket-identity.ts';
import { openRegistered } from '../realtime/test-socket.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createTestDb, type TestDb } from '../test/test-db.ts';
import { ok } from './envelope.ts';
import { closeWithin } from './graceful-shutdown.ts';

const slowRoute = defineRoute({ method: 'GET', path: '/test/slow', access: 'login', summary: '慢速请求' });

type Gate = { release: () => void; entered: Promise<void> };

/** An app with a signed-in route that answers only when the test releases it. */
async function appWithGate(): Promise<{ t: TestApp; gate: Gate; port: number }> {
  let release = () => {};
  let entered = () => {};
  const gate: Gate = {
    release: () => release(),
    entered: new Promise<void>((resolve) => {
      entered = resolve;
    }),
  };
  const t = await createTestApp({
    testDb,
    extend: (registrar) =>
      registrar.route(slowRoute, async () => {
        entered();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return ok('done');
      }),
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  return { t, gate, port: typeof address === 'object' && address ? address.port : 0 };
}

function getSlow(port: number, token: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: '/jeecg-boot/test/slow', headers: { 'x-access-token': token } },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
  });
}

function connectRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/jeecg-boot/actuator/health', agent: false });
    req.on('response', (res) => {
      res.resume();
      resolve(false);
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });
}

// One database for both apps: each test stops its own app.
let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.drop());

describe('graceful shutdown (issue 24)', () => {
  it('stops accepting, closes sockets with 1012, finishes the request in flight, then stops', async () => {
    const { t, gate, port } = await appWithGate();
    const token = await t.login('admin');
    const userId = (await t.services.sessions.lookup(token))?.userId ?? '';
    const socket = await openRegistered(port, userId, token);
    const inFlight = getSlow(port, token);
    await gate.entered;

    const stopped = closeWithin(t.app, 30_000);
    expect(await socket.closed).toBe(SocketClose.serviceRestart);
    await vi.waitFor(() => expect(t.app.server.listening).toBe(false));
    expect(await connectRefused(port)).toBe(true);

    gate.release();
    const reply = await inFlight;
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toMatchObject({ success: true, result: 'done' });
    expect(await stopped).toBe(true);
  });

  it('cuts a request still running when the set time is up', async () => {
    const { t, gate, port } = await appWithGate();
    const token = await t.login('admin');
    const inFlight = getSlow(port, token).then(
      () => 'answered',
      () => 'cut',
    );
    await gate.entered;
    expect(await closeWithin(t.app, 200)).toBe(false);
    expect(await inFlight).toBe('cut');
    gate.release();
  });
});
