import { defineRoute, Msg, PUBLIC_BODY_LIMIT, ResultCode, SIGNED_IN_BODY_LIMIT } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ok } from '../core/envelope.ts';
import { auth, createTestApp, type TestApp } from '../test/test-app.ts';

const echo = defineRoute({
  method: 'POST',
  path: '/test/edge/echo',
  access: 'login',
  summary: 'echo a signed-in body',
  body: z.object({ text: z.string() }),
});
const download = defineRoute({
  method: 'GET',
  path: '/test/edge/download',
  access: 'login',
  summary: 'a download opened by the browser',
  download: true,
});

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({
    extend: (r) => {
      r.route(echo, async (_ctx, { body }) => ok(body.text.length));
      r.route(download, async (ctx) => ok('userId' in ctx));
    },
  });
  token = await t.login('admin');
});
afterAll(() => t.close());

const json = (size: number) => JSON.stringify({ username: 'admin', password: 'x', pad: 'a'.repeat(size) });
const tooLarge = { success: false, code: ResultCode.BODY_TOO_LARGE, message: Msg.bodyTooLarge, result: null };

describe('body limits', () => {
  it('anonymous routes and unknown paths refuse bodies over 64 kB with a 413 envelope', async () => {
    for (const url of ['/jeecg-boot/sys/login', '/jeecg-boot/nobody/here', '/elsewhere']) {
      const reply = await t.call({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: json(PUBLIC_BODY_LIMIT),
      });
      expect(reply.status, url).toBe(413);
      expect(reply.body, url).toMatchObject(tooLarge);
    }
  });

  it('signed-in JSON routes take up to 1 MB, then 413', async () => {
    const send = (size: number) =>
      t.call({
        method: 'POST',
        url: '/jeecg-boot/test/edge/echo',
        headers: auth(token),
        payload: { text: 'a'.repeat(size) },
      });
    expect((await send(SIGNED_IN_BODY_LIMIT - 1024)).body).toMatchObject({
      success: true,
      result: SIGNED_IN_BODY_LIMIT - 1024,
    });
    const over = await send(SIGNED_IN_BODY_LIMIT);
    expect(over.status).toBe(413);
    expect(over.body).toMatchObject(tooLarge);
  });

  it('a signed-in route answers 401 to a tokenless caller before reading its body', async () => {
    const reply = await t.call({
      method: 'POST',
      url: '/jeecg-boot/test/edge/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"text": "unterminated',
    });
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ code: 401, message: Msg.tokenInvalid });
  });

  it('prototype keys in JSON are refused, not silently parsed', async () => {
    for (const payload of ['{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}']) {
      const reply = await t.call({
        method: 'POST',
        url: '/jeecg-boot/test/edge/echo',
        headers: { ...auth(token), 'content-type': 'application/json' },
        payload,
      });
      expect(reply.body, payload).toMatchObject({ success: false, message: Msg.invalidInput });
    }
  });
});

describe('NUL characters', () => {
  const refused = { success: false, code: ResultCode.BAD_REQUEST, message: Msg.nulCharacter, result: null };

  it('in a body, a query or a path parameter get a 400 envelope, never a database error', async () => {
    const replies = [
      await t.postLogin({ username: 'ad\u0000min', password: 'x' }),
      await t.call({
        method: 'POST',
        url: '/jeecg-boot/test/edge/echo',
        headers: auth(token),
        payload: { text: 'a', nested: [{ k: '\u0000' }] },
      }),
      await t.call({
        method: 'GET',
        url: '/jeecg-boot/sys/dict/getDictItems/sex%00',
        headers: auth(token),
      }),
      await t.call({
        method: 'GET',
        url: '/jeecg-boot/sys/log/list?username=a%00b',
        headers: auth(token),
      }),
    ];
    for (const reply of replies) {
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject(refused);
    }
  });
});

describe('?token= outside downloads', () => {
  it('is ignored on ordinary routes (401) and accepted on routes declared as downloads', async () => {
    const menu = await t.call({
      method: 'GET',
      url: `/jeecg-boot/sys/permission/getUserPermissionByToken?token=${token}`,
    });
    expect(menu.status).toBe(401);
    const file = await t.call({ method: 'GET', url: `/jeecg-boot/test/edge/download?token=${token}` });
    expect(file.body).toMatchObject({ success: true, result: true });
    const noToken = await t.call({ method: 'GET', url: '/jeecg-boot/test/edge/download' });
    expect(noToken.status).toBe(401);
  });
});
