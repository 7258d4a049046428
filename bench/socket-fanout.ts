// Grid sockets vs other schools: one admin of school 1000 tries to open 100 grid sockets on one page
// and floods rows from each; school 1001's median call idle and during the flood, with the close codes
// the flood met. Real sockets on a listening PGlite server. Printed, never asserted.
import { WebSocket } from 'ws';
import { buildApp } from '../apps/server/src/app.ts';
import { createTestDb } from '../apps/server/src/test/test-db.ts';
import { line, median, otherSchool, signIn } from './support/other-school.ts';

const SOCKETS = 100;
const MESSAGES_PER_SOCKET = 88;

const db = await createTestDb({ pgliteThread: true });
const { app } = await buildApp({ db: db.db, loginCaptcha: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const token = await signIn(app, 'admin');
const info = await app.inject({
  method: 'GET',
  url: '/jeecg-boot/sys/user/getUserInfo',
  headers: { 'x-access-token': token },
});
const userId = (info.json() as { result: { userInfo: { id: string } } }).result.userInfo.id;
const other = otherSchool(app, await signIn(app, 'zhongxue'));

const idle = await other.idle(10_000);
const idleMedian = median(idle);
line("other school's getUserInfo median, idle", idle);

const closes = new Map<number, number>();
let delivered = 0;
const open = () =>
  new Promise<WebSocket | null>((resolve) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/jeecg-boot/vxeSocket/${userId}/gallery`, [token]);
    socket.on('message', () => {
      delivered += 1;
    });
    socket.on('close', (code) => {
      closes.set(code, (closes.get(code) ?? 0) + 1);
      resolve(null);
    });
    socket.on('open', () => {
      socket.send(JSON.stringify({ type: 'heart_beat' }));
      setTimeout(() => resolve(socket.readyState === WebSocket.OPEN ? socket : null), 200);
    });
  });
const sockets = (await Promise.all(Array.from({ length: SOCKETS }, open))).filter((s) => s !== null);
console.log(`  grid sockets asked ${SOCKETS}, kept open ${sockets.length}`);

async function flood(): Promise<void> {
  for (let n = 0; n < MESSAGES_PER_SOCKET; n++) {
    for (const socket of sockets) {
      if (socket.readyState !== WebSocket.OPEN) continue;
      socket.send(
        JSON.stringify({ type: 'common_send_date', data: { socketKey: 'x', args: [{ id: 'r', n }, 'c'] } }),
      );
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
}
line(
  `  during ${sockets.length} × ${MESSAGES_PER_SOCKET} grid rows from one admin`,
  await other.samplesDuring(flood()),
  idleMedian,
);
console.log(`  deliveries ${delivered}; closes by code ${JSON.stringify(Object.fromEntries(closes))}`);
for (const socket of sockets) socket.close();
await app.close();
await db.close();
