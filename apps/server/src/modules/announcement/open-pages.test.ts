import type { OpenPageGroup } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysUser } from '../../db/schema.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin = '';
const userId: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  for (const name of ['admin', 'banzhuren', 'zhongxue']) {
    const [row] = await t.db.select().from(sysUser).where(eq(sysUser.username, name));
    userId[name] = row?.id ?? '';
  }
});
afterAll(() => t.close());

const ask = (query: string, token = admin) =>
  t.call({ method: 'GET', url: `/jeecg-boot/sys/annountCement/openPages?${query}`, headers: auth(token) });

async function paths(query: string): Promise<string[]> {
  const reply = await ask(query);
  expect(reply.body.success).toBe(true);
  return (reply.body.result as OpenPageGroup[]).flatMap((g) => g.pages.map((p) => p.path));
}

describe('处理页面 offered from the recipients’ menus', () => {
  it('a chosen user gets only pages of their own menu', async () => {
    const teacher = await paths(`msgType=USER&userIds=${userId.banzhuren},`);
    const director = await paths(`msgType=USER&userIds=${userId.admin},`);
    expect(teacher).toContain('/dashboard/analysis');
    expect(teacher).toContain('/crisis/warnings');
    expect(teacher).not.toContain('/system/users');
    expect(director).toContain('/system/users');
    const both = await paths(`msgType=USER&userIds=${userId.admin},${userId.banzhuren},`);
    expect(both).not.toContain('/system/users');
    expect(both.every((p) => teacher.includes(p) && director.includes(p))).toBe(true);
  });

  it('全体用户 gets what every role of the school can see', async () => {
    const all = await paths('msgType=ALL');
    const teacher = await paths(`msgType=USER&userIds=${userId.banzhuren},`);
    expect(all).toContain('/dashboard/analysis');
    expect(all).not.toContain('/system/users');
    expect(all.every((p) => teacher.includes(p))).toBe(true);
  });

  it('a user of another school, or an unknown id, yields no page and reveals nothing', async () => {
    expect(await paths(`msgType=USER&userIds=${userId.zhongxue},`)).toEqual([]);
    expect(await paths(`msgType=USER&userIds=${userId.admin},${userId.zhongxue},`)).toEqual([]);
    expect(await paths("msgType=USER&userIds=x' OR '1'='1,")).toEqual([]);
  });

  it('refuses malformed input and callers without the add button', async () => {
    expect((await ask('msgType=EVERYONE')).body.success).toBe(false);
    const many = Array.from({ length: 501 }, (_, i) => `u${i}`).join(',');
    expect((await ask(`msgType=USER&userIds=${many}`)).body.success).toBe(false);
    const teacher = await t.login('banzhuren');
    expect((await ask('msgType=ALL', teacher)).body.code).toBe(510);
  });
});
