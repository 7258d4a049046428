import { defineRoute, Msg } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { newId } from '../db/ids.ts';
import { sysDict, sysDictItem, sysTenant } from '../db/schema.ts';
import { auth, createTestApp, type TestApp } from '../test/test-app.ts';
import { okMsg } from './envelope.ts';

// Test-only routes that hit real constraints, so the handler sees the driver's own error shape
// (node-postgres and PGlite differ) wrapped by drizzle.
const addDict = defineRoute({
  method: 'POST',
  path: '/test/errors/dict',
  access: 'login',
  summary: 'insert a dictionary',
  body: z.object({ code: z.string() }),
});
const addItem = defineRoute({
  method: 'POST',
  path: '/test/errors/item',
  access: 'login',
  summary: 'insert an item of a missing dictionary',
});
const dropTenant = defineRoute({
  method: 'POST',
  path: '/test/errors/tenant',
  access: 'login',
  summary: 'delete a tenant that still has members',
});

let t: TestApp;
let token: string;
const logged: string[] = [];
beforeAll(async () => {
  t = await createTestApp({
    logger: { level: 'info', stream: { write: (line: string) => logged.push(line) } },
    extend: (r, services) => {
      r.route(addDict, async (ctx, { body }) => {
        await ctx.db.insert(sysDict, { id: newId(), dictName: body.code, dictCode: body.code });
        return okMsg(Msg.addOk);
      });
      r.route(addItem, async (ctx) => {
        await ctx.db.insert(sysDictItem, { id: newId(), dictId: 'missing', itemText: 'a', itemValue: 'a' });
        return okMsg(Msg.addOk);
      });
      r.route(dropTenant, async () => {
        await services.db.delete(sysTenant).where(eq(sysTenant.id, 1001));
        return okMsg(Msg.deleteOk);
      });
    },
  });
  token = await t.login('admin');
});
afterAll(() => t.close());

const post = (url: string, payload: object = {}) =>
  t.call({ method: 'POST', url: `/jeecg-boot/test/errors/${url}`, headers: auth(token), payload });

describe('database constraint violations', () => {
  it('a unique violation names what already exists, and the log carries no SQL', async () => {
    expect((await post('dict', { code: 'xm_dup' })).body.success).toBe(true);
    const { status, body } = await post('dict', { code: 'xm_dup' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, code: 500, message: '字典编码已存在', result: null });
    expect(logged.join('\n')).not.toMatch(/insert into|Failed query/i);
    expect(logged.join('\n')).toContain('uq_sys_dict_code');
  });

  it('a delete refused by a RESTRICT key answers 该数据正在被使用，无法删除', async () => {
    const { body } = await post('tenant');
    expect(body).toMatchObject({ success: false, message: Msg.inUse });
  });

  it('a reference to a missing row answers that the related data is missing', async () => {
    const { body } = await post('item');
    expect(body).toMatchObject({ success: false, message: Msg.referenceMissing });
  });
});
