import { defineRoute, Msg, type RouteDef } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.ts';
import { createTestDb, type TestDb } from '../test/test-db.ts';
import { ok } from './envelope.ts';

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.drop());

describe('route registration', () => {
  it.each([undefined, '', 'admin', 'system:user:fly', 'PUBLIC'])(
    'refuses to start with access %s',
    async (access) => {
      const { app, registrar } = await buildApp({ db: db.db });
      const def = { method: 'GET', path: '/test/no-access', access, summary: 'x' } as unknown as RouteDef;
      expect(() => registrar.route(def, async () => ok(null))).toThrow(/no valid access/);
      await app.close();
    },
  );

  it('validates params, query and body after authentication', async () => {
    const { app, registrar } = await buildApp({ db: db.db });
    const route = defineRoute({
      method: 'POST',
      path: '/test/echo/:n',
      access: 'public',
      summary: 'echo',
      params: z.object({ n: z.coerce.number().int() }),
      query: z.object({ q: z.string().min(2, '至少两个字符') }),
      body: z.object({ name: z.string(), age: z.number().int().min(0) }),
    });
    registrar.route(route, async (_ctx, input) => ok(input));
    await app.ready();
    const send = (url: string, payload: unknown) =>
      app.inject({ method: 'POST', url, payload: payload as object });
    const good = await send('/jeecg-boot/test/echo/7?q=ab', { name: 'x', age: 3 });
    expect(good.json()).toMatchObject({
      success: true,
      result: { params: { n: 7 }, query: { q: 'ab' }, body: { name: 'x', age: 3 } },
    });
    const custom = (await send('/jeecg-boot/test/echo/7?q=a', { name: 'x', age: 3 })).json();
    expect(custom).toMatchObject({
      success: false,
      code: 500,
      message: '至少两个字符',
      errors: { q: '至少两个字符' },
    });
    const generated = (await send('/jeecg-boot/test/echo/7?q=ab', { name: 'x', age: -1 })).json();
    expect(generated).toMatchObject({ message: '输入内容不能小于 0', errors: { age: '输入内容不能小于 0' } });
    const badJson = await app.inject({
      method: 'POST',
      url: '/jeecg-boot/test/echo/7?q=ab',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(badJson.statusCode).toBe(200);
    expect(badJson.json()).toMatchObject({ success: false, code: 500 });
    await app.close();
  });

  it('answers unknown paths with code 404 and wrong methods with 405', async () => {
    const { app } = await buildApp({ db: db.db });
    const missing = await app.inject({ method: 'GET', url: '/jeecg-boot/sys/nothing' });
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toMatchObject({ success: false, code: 404, message: '很抱歉，资源未找到!' });
    const method = await app.inject({ method: 'DELETE', url: '/jeecg-boot/sys/login' });
    expect(method.json()).toMatchObject({ success: false, code: 405 });
    await app.close();
  });

  it('under test, a successful reply that breaks its declared response schema fails loudly', async () => {
    const { app, registrar } = await buildApp({ db: db.db });
    const route = defineRoute({
      method: 'GET',
      path: '/test/contract',
      access: 'public',
      summary: 'contract',
      response: z.object({ n: z.number() }),
    });
    registrar.route(route, async () => ok({ n: 'seven' } as unknown as { n: number }));
    await app.ready();
    const reply = (await app.inject({ method: 'GET', url: '/jeecg-boot/test/contract' })).json();
    expect(reply).toMatchObject({ success: false, message: Msg.serverError });
    await app.close();
  });
});
