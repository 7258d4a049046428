import { type DictItem, Msg } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('admin');
});
afterAll(() => t.close());

const items = (code: string, query = '') =>
  t.call({
    method: 'GET',
    url: `/jeecg-boot/sys/dict/getDictItems/${encodeURIComponent(code)}${query}`,
    headers: auth(token),
  });

// modules/dict/dict.test.ts covers the 3-part table forms (password columns, spaces, backticks,
// subselects, conditions, pg_catalog, `;`), x.js and quotes in plain codes.
describe('#13/#16 getDictItems: 4-part filters, time-based payloads, look-alike names', () => {
  it.each([
    'sys_user,username,password,1=1',
    "sys_user,realname,username,username='admin' or 1=1",
    'sys_depart,depart_name,id,1=1) or (1=1',
    'sys_depart,depart_name,id,pg_sleep(3) is null',
    'sys_user,realname,username,',
    ',sys_user,realname,username',
    'SYS_USER,realname,username',
    'sys_user，realname，username',
    'sys_user,realname,username\u0000',
    'sys_user,realname,username/*',
    'sex;select pg_sleep(3)',
    'sex\nunion select password from sys_user',
    'sex%27',
  ])('refuses %j before any SQL', async (code) => {
    const { status, body } = await items(code);
    // A NUL is refused before the route by the NUL guard (HTTP 400); the rest by the dictionary code check.
    const nul = code.includes('\u0000');
    expect(status).toBe(nul ? 400 : 200);
    expect(body).toMatchObject({ success: false, code: nul ? 400 : 500, result: null });
  });

  it.each(['constructor', 'toString', 'hasOwnProperty', 'valueOf', '__proto__', 'isPrototypeOf'])(
    'a dictionary code named like an Object property (%s) is just a missing dictionary',
    async (code) => {
      const { body } = await items(code);
      const refused = body.success === false && body.message === Msg.dictCodeBad;
      if (!refused) expect(body).toMatchObject({ success: true, code: 0, result: [] });
    },
  );

  it('#14 keyword, [orderby:] and sort parameters are ignored, not interpreted', async () => {
    const plain = (await items('sex')).body.result as DictItem[];
    for (const query of [
      `?keyword=${encodeURIComponent("' or 1=1--")}`,
      `?keyword=${encodeURIComponent('[orderby:password,asc]')}`,
      '?column=password&order=asc',
      `?condition=${encodeURIComponent('{"_tableFilterSql":"1=1"}')}`,
    ]) {
      expect((await items('sex', query)).body.result, query).toEqual(plain);
    }
  });
});
