import type { Announcement } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';
import { tooDeepMessage } from './sanitize-html.ts';

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('admin');
});
afterAll(() => t.close());

const base = '/jeecg-boot/sys/annountCement';
const add = (msgContent: string, titile: string) =>
  t.call({ method: 'POST', url: `${base}/add`, headers: auth(token), payload: { titile, msgContent } });

describe('announcement bodies through the route', () => {
  it('refuses 200 kB of nested tags in Chinese, not with a 500', async () => {
    const reply = await add('<b>'.repeat(66_000), '嵌套');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: false, code: 500, message: tooDeepMessage('通告内容') });
  });

  it('stores 200 kB of unfinished tags as an empty body and keeps safe links', async () => {
    expect((await add('<a'.repeat(100_000), '残缺标签')).body.message).toBe('添加成功！');
    expect(
      (await add('<p><a href="https://example.com" onclick="x">链接</a></p>', '链接')).body.success,
    ).toBe(true);
    const list = await t.call({ method: 'GET', url: `${base}/list?pageSize=50`, headers: auth(token) });
    const bodies = Object.fromEntries(
      (list.body.result as { records: Announcement[] }).records.map((r) => [r.titile, r.msgContent]),
    );
    expect(bodies.残缺标签).toBe('');
    expect(bodies.链接).toBe(
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer">链接</a></p>',
    );
  });
});
