import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { desc, sql } from 'drizzle-orm';
import { buildApp } from '/work/wt-lists/apps/server/src/app.ts';
import { TenantDb } from '/work/wt-lists/apps/server/src/core/tenant-db.ts';
import { openDb } from '/work/wt-lists/apps/server/src/db/client.ts';
import { migrateDb } from '/work/wt-lists/apps/server/src/db/migrate.ts';
import { sysLog } from '/work/wt-lists/apps/server/src/db/schema.ts';
import { seedIfEmpty } from '/work/wt-lists/apps/server/src/db/seed/index.ts';

const handle = process.env.PG ? await openDb({ databaseUrl: process.env.PG }) : await openDb({ dataDir: mkdtempSync(path.join(os.tmpdir(), 'prof-')) });
await migrateDb(handle);
await seedIfEmpty(handle.db, 'Bench@123456');
const tdb = new TenantDb(handle.db, 1000);
const rows = Array.from({ length: 30000 }, (_, n) => ({ logType: 2, logContent: `x ${n}`, operateType: (n % 6) + 1, userid: 'admin', username: 'a', ip: '1', costTime: 1, createTime: new Date(Date.now() - n * 1000) }));
await tdb.insert(sysLog, rows);
await handle.db.execute(sql`analyze sys_log`);
const { app } = await buildApp({ db: handle.db, loginCaptcha: false });
await app.ready();
const login = await app.inject({ method: 'POST', url: '/jeecg-boot/sys/login', payload: { username: 'admin', password: 'Bench@123456' } });
const token = (login.json() as { result: { token: string } }).result.token;
async function t(label: string, fn: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await fn();
  const s: number[] = [];
  for (let i = 0; i < 40; i++) { const a = performance.now(); await fn(); s.push(performance.now() - a); }
  s.sort((a, b) => a - b);
  console.log(label.padEnd(40), s[20]?.toFixed(2));
}
const { services } = await buildApp({ db: handle.db, loginCaptcha: false });
const sess = await services.sessions.lookup(token);
await t('endpoint', () => app.inject({ method: 'GET', url: '/jeecg-boot/sys/log/list?pageNo=1&pageSize=10', headers: { 'x-access-token': token } }));
await t('404 route', () => app.inject({ method: 'GET', url: '/jeecg-boot/nope', headers: { 'x-access-token': token } }));
await t('sessions.lookup', () => services.sessions.lookup(token));
await t('permissions.codes', () => services.permissions.codes(sess!.userId, 1000));
await t('tdb.list', () => tdb.list(sysLog, { orderBy: [desc(sysLog.createTime), desc(sysLog.id)], limit: 10 }));
await t('old raw: Promise.all(list, pageTotal)', () => Promise.all([tdb.list(sysLog, { orderBy: [desc(sysLog.createTime), desc(sysLog.id)], limit: 10 }), tdb.pageTotal(sysLog)]));
await t('tdb.transaction(list+pageTotal)', () => tdb.transaction(async (tx) => { await tx.list(sysLog, { orderBy: [desc(sysLog.createTime), desc(sysLog.id)], limit: 10 }); await tx.pageTotal(sysLog); }));
await app.close();
await handle.close();
