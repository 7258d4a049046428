import { type Announcement, allMethods, isPermissionCode } from '@xinmiao/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { sysLog } from '../../db/schema.ts';
import { declaredRoutes } from '../../security/route-inventory.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

/** Operation rows (log_type 2) of one route template, oldest first. */
async function logged(route: string): Promise<string[][]> {
  await t.registrar.logsWritten();
  const rows = await new TenantDb(t.db, 1000).list(sysLog, {
    where: and(eq(sysLog.logType, 2), eq(sysLog.method, route)),
  });
  return rows
    .sort((a, b) => a.createTime.getTime() - b.createTime.getTime() || a.id.localeCompare(b.id))
    .map((r) => [r.requestType ?? '', r.logContent]);
}

const call = (method: 'GET' | 'HEAD' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/jeecg-boot${url}`, headers: auth(admin), ...(payload ? { payload } : {}) });

describe('operation log of the real routes', () => {
  it('logs announcement release and revoke (JeecgBoot GETs, and HEAD) naming the announcement', async () => {
    await call('POST', '/sys/annountCement/add', { titile: '期末心理普查通知', msgContent: '<p>正文</p>' });
    const list = await call(
      'GET',
      `/sys/annountCement/list?titile=${encodeURIComponent('期末心理普查通知')}`,
    );
    const id = (list.json().result as { records: Announcement[] }).records[0]?.id;
    expect(id).toBeTruthy();
    expect((await call('GET', `/sys/annountCement/doReleaseData?id=${id}`)).json().success).toBe(true);
    expect((await call('HEAD', `/sys/annountCement/doReovkeData?id=${id}`)).statusCode).toBe(200);
    expect(await logged('/sys/annountCement/add')).toEqual([['POST', '添加系统通告 期末心理普查通知']]);
    expect(await logged('/sys/annountCement/doReleaseData')).toEqual([
      ['GET', '发布系统通告 期末心理普查通知'],
    ]);
    expect(await logged('/sys/annountCement/doReovkeData')).toEqual([
      ['HEAD', '撤销系统通告 期末心理普查通知'],
    ]);
  });

  it('names the scale enabled or disabled, and does not log a scoring preview', async () => {
    await call('PUT', '/saas/devEvalTableinfo/enable', { id: 'SCL90', enabled: false });
    await call('PUT', '/saas/devEvalTableinfo/enable', { id: 'SCL90', enabled: true });
    const contents = (await logged('/saas/devEvalTableinfo/enable')).map(([, content]) => content);
    expect(contents).toEqual([
      expect.stringMatching(/^停用量表 SCL90 /),
      expect.stringMatching(/^启用量表 SCL90 /),
    ]);
    const preview = await call('POST', '/saas/devEvalTableinfo/previewScore', {
      id: 'GAD7',
      answers: [1, 2, 4, 1, 3, 2, 1],
    });
    expect(preview.json()).toMatchObject({ success: true, result: { scale: 'GAD7' } });
    expect(await logged('/saas/devEvalTableinfo/previewScore')).toEqual([]);
  });
});

describe('operation descriptions in the contracts', () => {
  const guarded = declaredRoutes().filter((def) => isPermissionCode(def.access));

  it('every permission-guarded route that is not a plain GET states its operation (or false)', () => {
    const unstated = guarded
      .filter((def) => allMethods(def).some((m) => m !== 'GET') && def.operation === undefined)
      .map((def) => def.path);
    expect(unstated).toEqual([]);
  });

  it('read as actions: a verb phrase, no API notes (parentheses, 列表, 分页, slashes)', () => {
    const notes = guarded
      .map((def) => def.operation)
      .filter((op): op is string => typeof op === 'string')
      .filter((op) => !/^[\p{Script=Han}A-Za-z0-9]{4,16}$/u.test(op) || /列表|分页|详情/.test(op));
    expect(notes).toEqual([]);
  });
});
