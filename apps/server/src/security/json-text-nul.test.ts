import { Writable } from 'node:stream';
import { defineRoute, Msg, ResultCode } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../core/envelope.ts';
import { sysCheckRule } from '../db/schema.ts';
import { multipart } from '../test/multipart.ts';
import { auth, createTestApp, type TestApp } from '../test/test-app.ts';

/** A route whose query reaches the database with a NUL built on the server, past the request guard. */
const failing = defineRoute({
  method: 'GET',
  path: '/test/log/failing-query',
  access: 'login',
  summary: 'a query PostgreSQL refuses',
});
const SECRET_VALUE = 'geheim-parameter';

const logLines: string[] = [];
let t: TestApp;
let token: string;
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({
    logger: { level: 'info', stream },
    extend: (r) => {
      r.route(failing, async (ctx) => {
        await ctx.db.list(sysCheckRule, {
          where: eq(sysCheckRule.ruleCode, `${SECRET_VALUE}${String.fromCharCode(0)}`),
        });
        return ok(null);
      });
    },
  });
  token = await t.login('admin');
});
afterAll(() => t.close());

const refused = { success: false, code: ResultCode.BAD_REQUEST, message: Msg.nulCharacter, result: null };
const NUL = '\\u0000';

describe('NUL inside JSON carried in text fields', () => {
  it('superQueryParams, URL-encoded or plain, gets a Chinese 400 before any query', async () => {
    const query = `[{"field":"ruleName","rule":"eq","val":"a${NUL}b"}]`;
    for (const value of [encodeURIComponent(encodeURIComponent(query)), encodeURIComponent(query)]) {
      const reply = await t.call({
        method: 'GET',
        url: `/jeecg-boot/sys/checkRule/list?superQueryParams=${value}`,
        headers: auth(token),
      });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject(refused);
    }
  });

  it("a check rule's ruleJson, in a value or a key, gets a Chinese 400 and stores nothing", async () => {
    for (const ruleJson of [
      `[{"digits":"*","pattern":"a","message":"x${NUL}"}]`,
      `[{"digits":"*","pattern":"a","message":"x","k${NUL}":1}]`,
    ]) {
      const reply = await t.call({
        method: 'POST',
        url: '/jeecg-boot/sys/checkRule/add',
        headers: auth(token),
        payload: { ruleName: 'nul', ruleCode: 'nul', ruleJson },
      });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject(refused);
    }
    const list = await t.call({
      method: 'GET',
      url: '/jeecg-boot/sys/checkRule/list?ruleCode=nul',
      headers: auth(token),
    });
    expect((list.body.result as { records: unknown[] }).records).toEqual([]);
  });

  it('malformed JSON in those fields keeps its own Chinese message, never a 5xx', async () => {
    const rule = await t.call({
      method: 'POST',
      url: '/jeecg-boot/sys/checkRule/add',
      headers: auth(token),
      payload: { ruleName: 'bad', ruleCode: 'bad', ruleJson: `[{"digits":"*",${NUL}` },
    });
    expect(rule.status).toBe(200);
    expect(rule.body.success).toBe(false);
    const list = await t.call({
      method: 'GET',
      url: `/jeecg-boot/sys/checkRule/list?superQueryParams=${encodeURIComponent('%5B%E0%A4%A')}`,
      headers: auth(token),
    });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ success: false, message: '高级查询参数格式不正确' });
  });

  it('an uploaded .json item bank holding a NUL is refused with the same message', async () => {
    const { payload, contentType } = multipart([
      { name: 'scaleCode', value: 'GAD7' },
      {
        name: 'file',
        filename: 'bank.json',
        data: Buffer.from(`{"scale":"GAD7","items":[{"title":"a${NUL}"}]}`),
      },
    ]);
    const reply = await t.call({
      method: 'POST',
      url: '/jeecg-boot/saas/devEvalTableinfo/importItemsFile',
      headers: { ...auth(token), 'content-type': contentType },
      payload,
    });
    expect(reply.body.result).toMatchObject({ errors: [{ field: '(file)', message: Msg.nulCharacter }] });
  });
});

describe('error logs', () => {
  it('a failed query is logged without its SQL text or parameters', async () => {
    logLines.length = 0;
    const reply = await t.call({
      method: 'GET',
      url: '/jeecg-boot/test/log/failing-query',
      headers: auth(token),
    });
    expect(reply.body).toMatchObject({ success: false, message: Msg.serverError });
    const logged = logLines.join('\n');
    expect(logged).toContain('unhandled error');
    expect(logged).toContain('"sqlState"');
    expect(logged).not.toContain(SECRET_VALUE);
    expect(logged.toLowerCase()).not.toMatch(/select|sys_check_rule|"params"|"query"/);
  });
});
