import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { SocketClose } from '../realtime/socket-identity.ts';
import { openSocket, openSocketAt } from '../realtime/test-socket.ts';
import { createTestDb, type TestDb } from '../test/test-db.ts';
import { type ConsoleFixture, createConsoleFixture } from './console-fixture.ts';
import {
  accessViolations,
  declarationOf,
  PUBLIC_ROUTES,
  registeredRoutes,
  SOCKET_ROUTES,
} from './route-inventory.ts';

let db: TestDb;
let fixture: ConsoleFixture;
beforeAll(async () => {
  db = await createTestDb();
  fixture = createConsoleFixture();
});
afterAll(async () => {
  await db.drop();
  fixture.remove();
});

describe('#16/#32 route inventory: every route is a declared /jeecg-boot route or the console', () => {
  it('every route Fastify serves has a contract declaration with a valid access', async () => {
    const { app } = await buildApp({ db: db.db, webDist: fixture.dist });
    await app.ready();
    const routes = registeredRoutes(app);
    expect(routes.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/jeecg-boot/sys/login', '/jeecg-boot/sys/dict/getDictItems/:dictCode', '/*']),
    );
    expect(accessViolations(app, true)).toEqual([]);
    await app.close();
  });

  it('anonymous routes are exactly the sign-in flow', async () => {
    const { app } = await buildApp({ db: db.db });
    await app.ready();
    const anonymous = registeredRoutes(app).flatMap((r) =>
      r.methods.map((m) => declarationOf(r.path, m)).filter((d) => d?.access === 'public'),
    );
    expect([...new Set(anonymous.map((d) => d?.path))].sort()).toEqual([...PUBLIC_ROUTES].sort());
    await app.close();
  });

  it('reports a route added around the registrar, a stray top-level route and a static route without a build', async () => {
    const { app } = await buildApp({ db: db.db });
    app.get('/jeecg-boot/sys/user/querySysUser', async () => ({ success: true }));
    app.post('/jeecg-boot/sys/login/backdoor', async () => ({ success: true }));
    app.get('/actuator/httptrace', async () => ({ traces: [] }));
    await app.ready();
    const problems = accessViolations(app, false);
    expect(problems).toEqual(
      expect.arrayContaining([
        'GET /jeecg-boot/sys/user/querySysUser: no declared access',
        'POST /jeecg-boot/sys/login/backdoor: no declared access',
        'GET /actuator/httptrace: outside /jeecg-boot and not the console',
      ]),
    );
    await app.close();
    const served = await buildApp({ db: db.db, webDist: fixture.dist });
    await served.app.ready();
    expect(accessViolations(served.app, false)).toEqual(
      expect.arrayContaining(['GET /*: outside /jeecg-boot and not the console']),
    );
    await served.app.close();
  });

  it('websocket routes are listed on purpose and refuse a handshake without a session', async () => {
    const { app } = await buildApp({ db: db.db });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const undeclared = registeredRoutes(app).filter(
      (r) => r.path.startsWith('/jeecg-boot/') && !r.methods.some((m) => declarationOf(r.path, m)),
    );
    expect(undeclared.map((r) => r.path)).toEqual(SOCKET_ROUTES.map((p) => `/jeecg-boot${p}`));
    for (const token of [undefined, 'forged-token']) {
      const socket = await openSocket(port, 'probe', token);
      expect(await socket.closed).toBe(SocketClose.unauthorized);
      const grid = await openSocketAt(port, '/jeecg-boot/vxeSocket/probe/page1', token);
      expect(await grid.closed).toBe(SocketClose.unauthorized);
    }
    await app.close();
  });
});
