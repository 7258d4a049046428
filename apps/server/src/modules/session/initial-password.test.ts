import { Msg, ResultCode } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../core/password.ts';
import { sysUser } from '../../db/schema.ts';
import { replay } from '../../test/jeecg-console.ts';
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

  it('Vue3: an empty menu, then its own 修改密码 dialog with a session ticket in place of the password', async () => {
    const initial = 'Slip2026efgh';
    await t.db
      .update(sysUser)
      .set({ password: await hashPassword(initial, 2 ** 10), pwdChangeRequired: 1 })
      .where(eq(sysUser.username, STUDENT));
    const token = await t.login(STUDENT, initial);
    const other = await t.login(STUDENT, initial);
    const session = { token, tenantId: 1000 };
    const menu = await replay(
      t,
      { console: 'vue3', method: 'GET', path: '/sys/permission/getUserPermissionByToken' },
      session,
    );
    expect(menu.body).toMatchObject({ success: true, result: { menu: [], auth: [], codeList: [] } });
    // The bell and the rest still say why nothing works yet.
    const count = await replay(
      t,
      { console: 'vue3', method: 'GET', path: '/sys/annountCement/getUnreadMessageCount' },
      session,
    );
    expect(count.body).toMatchObject({
      code: ResultCode.PASSWORD_CHANGE_REQUIRED,
      message: Msg.passwordChangeRequired,
    });

    const probe = await replay(
      t,
      { console: 'vue3', method: 'GET', path: '/sys/user/verifyIzDefaultPwd' },
      session,
    );
    const message = String(probe.body.message);
    // The ticket holds no `_`: Vue3's notify/index.vue takes `res.message.split("_")[1]` as the old
    // password (the built console's walk sent a cut base64url ticket and got 旧密码输入错误).
    expect(message).toMatch(/^yes_[0-9a-f]{64}$/);
    expect(message).not.toContain(initial);
    const ticket = message.split('_')[1] ?? '';
    const change = (oldpassword: string, password: string, from = session) =>
      replay(
        t,
        {
          console: 'vue3',
          method: 'PUT',
          path: '/sys/user/updatePassword',
          body: { username: STUDENT, oldpassword, password, confirmpassword: password },
        },
        from,
      );
    // Bound to the session that asked: another session of the same account cannot use it.
    expect((await change(ticket, 'Chosen2026#vue3', { token: other, tenantId: 1000 })).body.message).toBe(
      Msg.oldPasswordWrong,
    );
    expect((await change(ticket, initial)).body.success).toBe(false);
    const changed = await change(ticket, 'Chosen2026#vue3');
    expect(changed.body).toMatchObject({ success: true, message: Msg.passwordResetOk });
    const after = await replay(
      t,
      { console: 'vue3', method: 'GET', path: '/sys/user/verifyIzDefaultPwd' },
      session,
    );
    expect(after.body.message).toBe('no');
    // Worthless once the password has changed.
    expect((await change(ticket, 'Another2026#vue3')).body.message).toBe(Msg.oldPasswordWrong);
    await t.login(STUDENT, 'Chosen2026#vue3');
  });
});
