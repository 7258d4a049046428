import { allMethods } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../core/password.ts';
import { sysUser } from '../db/schema.ts';
import { firstSignIn } from '../test/first-sign-in.ts';
import { auth, createTestApp, type TestApp } from '../test/test-app.ts';
import { declaredRoutes, sampleUrl } from './route-inventory.ts';

// Issue 19: any student could list every account's id, 学号 and name through a table dictionary
// (`/sys/dict/getDictItems/sys_user,realname,id`) or the department, category and role trees.
let t: TestApp;
let student: string;
let teacher: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.db
    .update(sysUser)
    .set({ password: await hashPassword('Slip2026abcd', 2 ** 10), pwdChangeRequired: 1 })
    .where(eq(sysUser.username, '20230101'));
  student = await firstSignIn(t, '20230101', 'Slip2026abcd');
  teacher = await t.login('banzhuren');
});
afterAll(() => t.close());

const get = (url: string, token: string) =>
  t.call({ method: 'GET', url: `/jeecg-boot${url}`, headers: auth(token) });

const LISTINGS = [
  '/sys/dict/getDictItems/sys_user,realname,id',
  '/sys/dict/getDictItems/sys_user,username,id',
  '/sys/dict/loadDict/sys_user,realname,id?keyword=2023',
  '/sys/dict/loadTreeData?tableName=sys_depart&text=depart_name&code=id&pidField=parent_id&pid=0',
  '/sys/sysDepart/queryIdTree',
  '/sys/sysDepart/queryDepartTreeSync',
  '/sys/sysDepart/queryMyDeptTreeList',
  '/sys/category/loadTreeRoot?async=false',
  '/sys/category/loadAllData',
  '/sys/role/queryall',
];

describe("a student cannot list the school's accounts, departments, roles or categories", () => {
  it('the listings a teacher gets are refused to a student', async () => {
    const users = await get('/sys/dict/getDictItems/sys_user,realname,id', teacher);
    expect(users.body.success, users.body.message).toBe(true);
    expect(JSON.stringify(users.body.result)).toContain('陈班主');
    for (const url of LISTINGS) {
      expect((await get(url, teacher)).body.code, `${url} as teacher`).not.toBe(510);
      expect((await get(url, student)).body, `${url} as student`).toMatchObject({
        success: false,
        code: 510,
      });
    }
  });

  it('every route declared staff-only refuses the student, before reading any input', async () => {
    const staffOnly = declaredRoutes().filter((def) => def.staffOnly);
    expect(staffOnly.length).toBeGreaterThanOrEqual(LISTINGS.length);
    for (const def of staffOnly) {
      const method = allMethods(def)[0] ?? 'GET';
      const reply = await t.call({
        method,
        url: `/jeecg-boot${sampleUrl(def.path)}`,
        headers: auth(student),
      });
      expect(reply.body, def.path).toMatchObject({ success: false, code: 510 });
    }
  });

  it('a student still reaches their own pages', async () => {
    expect((await get('/screening/my/tasks', student)).body.success).toBe(true);
    expect((await get('/sys/user/getUserInfo', student)).body.success).toBe(true);
  });
});
