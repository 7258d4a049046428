import { defineRoute } from '@xinmiao/shared';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { sysLog } from '../db/schema.ts';
import { auth, createTestApp, type TestApp } from '../test/test-app.ts';
import { fail, ok, okMsg } from './envelope.ts';
import { OperateType, operateTypeOf, parameterNames } from './operation-log.ts';
import { TenantDb } from './tenant-db.ts';

const routes = {
  add: defineRoute({
    method: 'POST',
    path: '/test/account/add',
    access: 'system:user:add',
    summary: '测试账号-添加',
    body: z.object({
      username: z.string().min(1, '账号不能为空'),
      password: z.string(),
      note: z.string().optional(),
    }),
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/test/account/delete',
    access: 'system:user:delete',
    summary: '测试账号-删除',
    query: z.object({ id: z.string() }),
  }),
  read: defineRoute({
    method: 'GET',
    path: '/test/account/list',
    access: 'system:user:list',
    summary: '测试账号-查询',
  }),
  own: defineRoute({ method: 'PUT', path: '/test/own/settings', access: 'login', summary: '个人设置' }),
  publish: defineRoute({
    method: 'GET',
    path: '/test/notice/doRelease',
    access: 'system:announcement:release',
    summary: '发布测试通告（JeecgBoot 用 GET）',
    operation: '发布测试通告',
    query: z.object({ id: z.string() }),
  }),
  toggle: defineRoute({
    method: 'PUT',
    path: '/test/scale/enable',
    access: 'scale:library:enable',
    summary: '启用/停用测试量表',
    operation: '启用或停用量表',
    body: z.object({ enabled: z.boolean(), codes: z.array(z.string()) }),
  }),
  preview: defineRoute({
    method: 'POST',
    path: '/test/scale/preview',
    access: 'scale:library:list',
    summary: '预览计分（不保存）',
    operation: false,
  }),
} as const;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({
    extend: (r) => {
      r.route(routes.add, async () => okMsg('添加成功！'));
      r.route(routes.remove, async (_ctx, { query }) =>
        query.id === 'missing' ? fail('未找到对应数据') : ok(null),
      );
      r.route(routes.read, async () => ok([]));
      r.route(routes.own, async () => ok(null));
      r.route(routes.publish, async (ctx, { query }) => {
        ctx.logSubject(`通告${query.id}`);
        return okMsg('发布成功');
      });
      r.route(routes.toggle, async (ctx, { body }) => {
        ctx.logSubject(body.codes, body.enabled ? '启用量表' : '停用量表');
        return okMsg('操作成功');
      });
      r.route(routes.preview, async () => ok({ total: 12 }));
    },
  });
  admin = await t.login('admin');
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const operations = async (tenantId = 1000) => {
  await t.registrar.logsWritten();
  // In the order written: without an order a partitioned table's rows come back in any order.
  return new TenantDb(t.db, tenantId).list(sysLog, {
    where: eq(sysLog.logType, 2),
    orderBy: [asc(sysLog.createTime), asc(sysLog.id)],
  });
};

describe('operation log (log_type 2)', () => {
  it('writes exactly one row in the caller tenant for a successful write, without parameter values', async () => {
    const before = await operations();
    const { body } = await t.call({
      method: 'POST',
      url: '/jeecg-boot/test/account/add?tenantId=0',
      headers: auth(admin),
      payload: { username: 'li', password: 'S3cret!pass', note: '第3题答案' },
    });
    expect(body.success).toBe(true);
    const after = await operations();
    expect(after).toHaveLength(before.length + 1);
    const row = after.find((r) => !before.some((b) => b.id === r.id));
    expect(row).toMatchObject({
      tenantId: 1000,
      logType: 2,
      operateType: OperateType.ADD,
      logContent: '测试账号-添加',
      userid: 'admin',
      username: '管理员',
      requestUrl: '/jeecg-boot/test/account/add',
      requestType: 'POST',
      method: '/test/account/add',
      requestParam: '{"body":["note","password","username"]}',
      createBy: 'admin',
    });
    expect(row?.costTime).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(row)).not.toMatch(/S3cret|第3题|tenantId=0/);
    expect(await operations(1001)).toHaveLength(0);
  });

  it('types a delete from its permission', async () => {
    const { body } = await t.call({
      method: 'DELETE',
      url: '/jeecg-boot/test/account/delete?id=7',
      headers: auth(admin),
    });
    expect(body.success).toBe(true);
    const rows = await operations();
    expect(rows.filter((r) => r.logContent === '测试账号-删除')).toMatchObject([
      { operateType: OperateType.DELETE, requestParam: '{"query":["id"]}' },
    ]);
  });

  it('writes nothing for reads, refused, invalid or failed calls, or own-session routes', async () => {
    const before = (await operations()).length;
    const calls = [
      { method: 'GET', url: '/jeecg-boot/test/account/list', headers: auth(admin) },
      { method: 'HEAD', url: '/jeecg-boot/test/account/list', headers: auth(admin) },
      {
        method: 'POST',
        url: '/jeecg-boot/test/account/add',
        headers: auth(admin),
        payload: { username: '' },
      },
      { method: 'DELETE', url: '/jeecg-boot/test/account/delete?id=missing', headers: auth(admin) },
      { method: 'PUT', url: '/jeecg-boot/test/own/settings', headers: auth(admin) },
      {
        method: 'POST',
        url: '/jeecg-boot/test/account/add',
        headers: auth(await t.login('banzhuren')),
        payload: { username: 'x', password: 'y' },
      },
    ] as const;
    for (const call of calls) await t.app.inject(call);
    expect(await operations()).toHaveLength(before);
  });

  it('keeps login on log_type 1 only: one row per login, no operation row', async () => {
    const tdb = new TenantDb(t.db, 1000);
    const logins = () => tdb.count(sysLog, and(eq(sysLog.logType, 1), eq(sysLog.userid, 'fudaoyuan')));
    const before = await logins();
    const operationsBefore = (await operations()).length;
    await t.login('fudaoyuan');
    expect(await logins()).toBe(before + 1);
    expect(await operations()).toHaveLength(operationsBefore);
  });

  it('still answers the business call when the log write fails, and reports the failure', async () => {
    const before = (await operations()).length;
    vi.spyOn(TenantDb.prototype, 'insert').mockRejectedValueOnce(new Error('disk full'));
    const error = vi.spyOn(t.app.log, 'error');
    const { body } = await t.call({
      method: 'POST',
      url: '/jeecg-boot/test/account/add',
      headers: auth(admin),
      payload: { username: 'li', password: 'x' },
    });
    expect(body).toMatchObject({ success: true, message: '添加成功！' });
    expect(await operations()).toHaveLength(before);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/jeecg-boot/test/account/add' }),
      'operation log write failed',
    );
  });
});

describe('what counts as an operation, and how it is named', () => {
  const logged = async (url: string) =>
    (await operations()).filter((r) => r.requestUrl === url).map((r) => [r.requestType, r.logContent]);

  it('logs a state change the contract declares over GET, and over the HEAD Fastify adds to it', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const reply = await t.app.inject({
        method,
        url: '/jeecg-boot/test/notice/doRelease?id=7',
        headers: auth(admin),
      });
      expect(reply.statusCode).toBe(200);
    }
    expect(await logged('/jeecg-boot/test/notice/doRelease')).toEqual([
      ['GET', '发布测试通告 通告7'],
      ['HEAD', '发布测试通告 通告7'],
    ]);
  });

  it('names the records acted on, with the action the handler chose', async () => {
    const toggle = (enabled: boolean, codes: string[]) =>
      t.call({
        method: 'PUT',
        url: '/jeecg-boot/test/scale/enable',
        headers: auth(admin),
        payload: { enabled, codes },
      });
    await toggle(true, ['SCL90']);
    await toggle(
      false,
      Array.from({ length: 12 }, (_, i) => `S${i + 1}`),
    );
    expect((await logged('/jeecg-boot/test/scale/enable')).map(([, content]) => content)).toEqual([
      '启用量表 SCL90',
      '停用量表 S1、S2、S3、S4、S5、S6、S7、S8、S9、S10 等 12 项',
    ]);
  });

  it('does not log a POST the contract declares as changing nothing (a scoring preview)', async () => {
    const { body } = await t.call({
      method: 'POST',
      url: '/jeecg-boot/test/scale/preview',
      headers: auth(admin),
    });
    expect(body.success).toBe(true);
    expect(await logged('/jeecg-boot/test/scale/preview')).toEqual([]);
  });
});

describe('operateTypeOf', () => {
  it.each([
    ['system:user:add', '/sys/user/add', 'POST', OperateType.ADD],
    ['system:user:edit', '/sys/user/edit', 'PUT', OperateType.EDIT],
    ['system:user:delete', '/sys/user/deleteBatch', 'DELETE', OperateType.DELETE],
    ['scale:library:importItems', '/saas/devEvalTableinfo/importItems', 'POST', OperateType.IMPORT],
    ['system:user:export', '/sys/user/exportXls', 'POST', OperateType.EXPORT],
    ['scale:library:list', '/saas/devEvalTableinfo/previewScore', 'POST', OperateType.QUERY],
    ['system:user:frozen', '/sys/user/frozenBatch', 'PUT', OperateType.EDIT],
    ['system:role:assign', '/sys/role/deleteGrant', 'POST', OperateType.DELETE],
    ['system:quartzJob:run', '/sys/quartzJob/pause', 'DELETE', OperateType.DELETE],
  ])('%s %s %s → %i', (permission, path, method, expected) => {
    expect(operateTypeOf(permission, path, method)).toBe(expected);
  });
});

describe('parameterNames', () => {
  it('lists names per part, never values', () => {
    expect(parameterNames({ params: undefined, query: { id: '1' }, body: [{ a: 1 }, { b: 2, a: 3 }] })).toBe(
      '{"query":["id"],"body":["a","b"]}',
    );
    expect(parameterNames({ params: undefined, query: {}, body: undefined })).toBeNull();
  });
});
