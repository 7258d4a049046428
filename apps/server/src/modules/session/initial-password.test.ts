import { Msg, ResultCode } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../core/password.ts';
import { sysUser } from '../../db/schema.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';

// A student account as the school issues it: on an initial password it must change first.
let t: TestApp;
const STUDENT = '20230101';
const INITIAL = 'Slip2026abcd';

beforeAll(async () => {
  t = await createTestApp();
  await t.db
    .update(sysUser)
    .set({ password: await hashPassword(INITIAL, 2 ** 10), pwdChangeRequired: 1 })
    .where(eq(sysUser.username, STUDENT));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT', url: string, token: string, payload?: Record<string, unknown>) =>
  t.call({ method, url: `/jeecg-boot${url}`, headers: auth(token), ...(payload ? { payload } : {}) });

describe('an account on its initial password (issue 19)', () => {
  it('can do nothing but change it, sign out and read who it is', async () => {
    const token = await t.login(STUDENT, INITIAL);
    for (const url of [
      '/screening/my/tasks',
      '/sys/permission/getUserPermissionByToken',
      '/sys/user/getCurrentUserDeparts',
      '/sys/dict/getDictItems/sex',
    ]) {
      const reply = await call('GET', url, token);
      expect(reply.body, url).toMatchObject({
        success: false,
        code: ResultCode.PASSWORD_CHANGE_REQUIRED,
        message: Msg.passwordChangeRequired,
      });
    }
    const info = await call('GET', '/sys/user/getUserInfo', token);
    expect(info.body.success, info.body.message).toBe(true);

    const changed = await call('PUT', '/sys/user/updatePassword', token, {
      username: STUDENT,
      oldpassword: INITIAL,
      password: 'Chosen2026pw',
      confirmpassword: 'Chosen2026pw',
    });
    expect(changed.body.success, changed.body.message).toBe(true);
    // The same session goes on, now with everything the student may do.
    const tasks = await call('GET', '/screening/my/tasks', token);
    expect(tasks.body.success, tasks.body.message).toBe(true);
  });

  it('staff accounts that need no change are not held up', async () => {
    const token = await t.login('banzhuren');
    expect((await call('GET', '/sys/permission/getUserPermissionByToken', token)).body.success).toBe(true);
  });

  it('signing out works before the change', async () => {
    await t.db.update(sysUser).set({ pwdChangeRequired: 1 }).where(eq(sysUser.username, STUDENT));
    const token = await t.login(STUDENT, 'Chosen2026pw');
    const out = await t.call({ method: 'POST', url: '/jeecg-boot/sys/logout', headers: auth(token) });
    expect(out.body.success).toBe(true);
    expect((await call('GET', '/sys/user/getUserInfo', token)).status).toBe(401);
  });
});
