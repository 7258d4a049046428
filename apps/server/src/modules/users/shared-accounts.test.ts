import { UserMsg } from '@xinmiao/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { sysAnnouncement, sysAnnouncementSend, sysUser } from '../../db/schema.ts';
import { grantToRole } from '../../test/grant.ts';
import { auth, createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';

// liangxiao is owned by school 1000 and a member (心理中心咨询师) of school 1001 (demo seed).
let t: TestApp;
let admin: string;
let shared: string;
let zhongxue: string;
const TAKEN_OVER = 'Takeover2026x';
const sent: { mobile: string; code: string }[] = [];

beforeAll(async () => {
  t = await createTestApp({
    sms: {
      configured: true,
      async send(mobile, code) {
        sent.push({ mobile, code });
      },
    },
  });
  // zhongxue manages 1001's accounts, so 1001's account notices reach them.
  await grantToRole(t, 1001, 'banzhuren', ['system:user:list', 'system:user:edit']);
  admin = await t.login('admin');
  const [row] = await t.db.select().from(sysUser).where(eq(sysUser.username, 'liangxiao'));
  const [z] = await t.db.select().from(sysUser).where(eq(sysUser.username, 'zhongxue'));
  shared = row?.id ?? '';
  zhongxue = z?.id ?? '';
});
afterAll(() => t.close());

const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  token = admin,
) => t.call({ method, url: `/jeecg-boot${url}`, headers: auth(token), ...(payload ? { payload } : {}) });

/** Titles of the system messages school 1001 sent to zhongxue. */
async function noticesTo1001(): Promise<string[]> {
  const rows = await new TenantDb(t.db, 1001)
    .select({ title: sysAnnouncement.titile })
    .from(sysAnnouncementSend)
    .innerJoin(sysAnnouncement, eq(sysAnnouncement.id, sysAnnouncementSend.anntId))
    .where(and(eq(sysAnnouncementSend.userId, zhongxue)));
  return rows.map((r) => r.title ?? '');
}

describe('an account two schools share (issue 19)', () => {
  it("school 1000 cannot reset its password and then read school 1001's cases with it", async () => {
    const reset = await send('PUT', '/sys/user/changePassword', {
      username: 'liangxiao',
      password: TAKEN_OVER,
      confirmpassword: TAKEN_OVER,
    });
    expect(reset.body).toMatchObject({ success: false, message: UserMsg.sharedAccount });
    expect((await t.postLogin({ username: 'liangxiao', password: TAKEN_OVER })).body.success).toBe(false);
    const own = await t.login('liangxiao');
    const cases = await t.call({
      method: 'GET',
      url: '/jeecg-boot/crisis/case/list',
      headers: auth(own, { 'tenant-id': '1001' }),
    });
    expect(cases.body.success).toBe(true);
  });

  it('school 1000 cannot freeze it, by the batch or by the edit form', async () => {
    const batch = await send('PUT', '/sys/user/frozenBatch', { ids: shared, status: 2 });
    expect(batch.body).toMatchObject({ success: false, message: UserMsg.sharedAccount });
    const edit = await send('PUT', '/sys/user/edit', { id: shared, realname: '周两校', status: 2 });
    expect(edit.body).toMatchObject({ success: false, message: UserMsg.sharedAccount });
    const [row] = await t.db.select().from(sysUser).where(eq(sysUser.id, shared));
    expect(row?.status).toBe(1);
  });

  it('school 1000 cannot change its phone (SMS login), but may edit the rest of its profile', async () => {
    const phone = await send('PUT', '/sys/user/edit', {
      id: shared,
      realname: '周两校',
      phone: '13912345678',
    });
    expect(phone.body).toMatchObject({ success: false, message: UserMsg.sharedAccount });
    const name = await send('PUT', '/sys/user/edit', {
      id: shared,
      realname: '周两校老师',
      phone: '13800000004',
      status: 1,
    });
    expect(name.body.success, name.body.message).toBe(true);
    const [row] = await t.db.select().from(sysUser).where(eq(sysUser.id, shared));
    expect(row).toMatchObject({ phone: '13800000004', realname: '周两校老师' });
  });

  it('the user may change their own password and phone; the other school is told', async () => {
    expect(await noticesTo1001()).toEqual([]);
    const own = await t.login('liangxiao');
    const changed = await send(
      'PUT',
      '/sys/user/updatePassword',
      {
        username: 'liangxiao',
        oldpassword: TEST_PASSWORD,
        password: 'Mine2026pass',
        confirmpassword: 'Mine2026pass',
      },
      own,
    );
    expect(changed.body.success, changed.body.message).toBe(true);
    // 修改手机: a code to the new number.
    await send('POST', '/sys/user/phone/sms', { mobile: '13912345678' }, own);
    const captcha = sent.filter((s) => s.mobile === '13912345678').at(-1)?.code ?? '';
    const edited = await send('POST', '/sys/user/phone/change', { mobile: '13912345678', captcha }, own);
    expect(edited.body.success, edited.body.message).toBe(true);
    expect((await noticesTo1001()).sort()).toEqual([
      '本校共用账号 liangxiao 的密码已变更',
      '本校共用账号 liangxiao 的手机号（短信登录）已变更',
    ]);
  });

  it('the platform operator may reset it, and every school it belongs to is told; a school may not', async () => {
    const pingtai = await t.login('pingtai');
    const body = { userId: shared, password: 'Platform2026x' };
    const bySchool = await send('PUT', '/sys/tenant/changeMemberPassword', body);
    expect(bySchool.body.success).toBe(false);
    const reset = await send('PUT', '/sys/tenant/changeMemberPassword', body, pingtai);
    expect(reset.body.success, reset.body.message).toBe(true);
    expect((await t.postLogin({ username: 'liangxiao', password: 'Platform2026x' })).body.success).toBe(true);
    expect((await noticesTo1001()).filter((title) => title.includes('密码'))).toHaveLength(2);
    const back = await send(
      'PUT',
      '/sys/tenant/changeMemberPassword',
      { ...body, password: 'Mine2026pass' },
      pingtai,
    );
    expect(back.body.success).toBe(true);
  });

  it('deleting it in school 1000 only takes it out of school 1000', async () => {
    expect((await send('DELETE', `/sys/user/delete?id=${shared}`)).body.success).toBe(true);
    const login = await t.postLogin({ username: 'liangxiao', password: 'Mine2026pass' });
    expect(login.body.success, login.body.message).toBe(true);
    const [row] = await t.db.select().from(sysUser).where(eq(sysUser.id, shared));
    expect(row?.delFlag).toBe(0);
  });
});
