import type { LoginInfo, LogRetention, VisitDay } from '@xinmiao/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { sysLog } from '../../db/schema.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';
import { logRetention } from './retention-job.ts';

const DAY_MS = 86_400_000;
const shanghaiDay = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

let t: TestApp;
const token: Record<string, string> = {};
const now = new Date();
const daysAgo = (n: number) => new Date(now.getTime() - n * DAY_MS);
const login = (ip: string, at: Date, content = '用户名: xinli,登录成功！') => ({
  logType: 1,
  logContent: content,
  userid: 'xinli',
  username: '林心怡',
  ip,
  createTime: at,
});

beforeAll(async () => {
  t = await createTestApp();
  const school = new TenantDb(t.db, 1000);
  // Start from an empty login log, so only the rows below (and the test logins) count.
  await school.delete(sysLog, eq(sysLog.logType, 1));
  await new TenantDb(t.db, 1001).delete(sysLog, eq(sysLog.logType, 1));
  await school.insert(sysLog, [
    login('10.0.0.1', daysAgo(2)),
    login('10.0.0.1', daysAgo(2)),
    login('10.0.0.2', daysAgo(2)),
    login('10.0.0.3', daysAgo(200)),
    // Not visits: a failed sign-in and a logout.
    login('10.0.0.9', daysAgo(2), '用户名: xinli,登录失败，用户名或密码错误！'),
    login('10.0.0.9', daysAgo(2), '用户名: 林心怡,退出成功！'),
  ]);
  for (const name of ['admin', 'banzhuren', 'zhongxue']) token[name] = await t.login(name);
});
afterAll(() => t.close());

const get = async (url: string, who = 'admin') =>
  (await t.call({ method: 'GET', url: `/jeecg-boot${url}`, headers: auth(token[who] ?? '') })).body;

describe('home counters', () => {
  it('/sys/loginfo counts successful sign-ins: all, today, and today’s addresses', async () => {
    const body = await get('/sys/loginfo');
    expect(body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    // Today: the three test logins (admin and banzhuren in school 1000; all from one address).
    expect(body.result as LoginInfo).toEqual({ totalVisitCount: 6, todayVisitCount: 2, todayIp: 1 });
  });

  it('/sys/visitInfo gives the last 7 days, oldest first, with empty days as zero', async () => {
    const body = await get('/sys/visitInfo');
    expect(body.code).toBe(0);
    const week = body.result as VisitDay[];
    expect(week.map((d) => d.tian)).toEqual(Array.from({ length: 7 }, (_, i) => shanghaiDay(daysAgo(6 - i))));
    expect(week[4]).toEqual({
      visit: 3,
      ip: 2,
      tian: shanghaiDay(daysAgo(2)),
      type: shanghaiDay(daysAgo(2)).slice(5),
    });
    expect(week[6]).toMatchObject({ visit: 2, ip: 1 });
    expect(week.slice(0, 4).every((d) => d.visit === 0 && d.ip === 0)).toBe(true);
  });

  it('counts only the caller’s school', async () => {
    expect((await get('/sys/loginfo', 'zhongxue')).result).toEqual({
      totalVisitCount: 1,
      todayVisitCount: 1,
      todayIp: 1,
    });
  });

  it('needs a session', async () => {
    expect((await t.call({ method: 'GET', url: '/jeecg-boot/sys/visitInfo' })).status).toBe(401);
  });
});

describe('log retention setting', () => {
  const save = async (days: unknown, who = 'admin') =>
    (
      await t.call({
        method: 'PUT',
        url: '/jeecg-boot/sys/log/retention',
        headers: auth(token[who] ?? ''),
        payload: { days },
      })
    ).body;

  it('defaults to the job default, and refuses days out of range, fractions and text', async () => {
    expect((await get('/sys/log/retention')).result).toEqual({ days: null, effectiveDays: 180 });
    for (const days of [3, 4000, 10.5, '30', '30; DROP TABLE sys_log']) {
      const body = await save(days);
      expect(body.success, String(days)).toBe(false);
      expect(body.message).toBe('保留天数须为 7 到 3650 之间的整数');
    }
    expect((await save(30, 'banzhuren')).code).toBe(510);
  });

  it('is what the log-retention job keeps, in its own school only', async () => {
    expect((await save(14)).result as LogRetention).toEqual({ days: 14, effectiveDays: 14 });
    expect((await get('/sys/log/retention', 'zhongxue')).code).toBe(510);
    const school = new TenantDb(t.db, 1000);
    const other = new TenantDb(t.db, 1001);
    await other.insert(sysLog, login('10.1.0.1', daysAgo(30)));
    await school.insert(sysLog, login('10.0.0.4', daysAgo(30)));
    // A job parameter of 365 loses to the school's setting of 14 days.
    await logRetention.run({ db: school, platformDb: t.db, parameter: '365', fireTime: now, log: t.app.log });
    const old = and(eq(sysLog.logType, 1), eq(sysLog.ip, '10.0.0.3'));
    expect(await school.count(sysLog, old)).toBe(0);
    // Network logs stay six months (the legal floor), whatever shorter time the school set.
    expect(await school.count(sysLog, eq(sysLog.ip, '10.0.0.4'))).toBe(1);
    expect(await school.count(sysLog, eq(sysLog.ip, '10.0.0.1'))).toBe(2);
    expect(await other.count(sysLog, eq(sysLog.ip, '10.1.0.1'))).toBe(1);
    expect((await save(null)).result).toEqual({ days: null, effectiveDays: 180 });
  });
});
