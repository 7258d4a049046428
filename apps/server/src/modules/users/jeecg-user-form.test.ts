import { DICT_MESSAGES, Msg } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysDict, sysUser } from '../../db/schema.ts';
import { type ConsoleRequest, replay } from '../../test/jeecg-console.ts';
import { auth, createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const token: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['admin', 'banzhuren', 'zhongxue']) token[name] = await t.login(name);
  // A member of the other school holds this e-mail and 工号.
  await t.db
    .update(sysUser)
    .set({ email: 'other-school@example.com', workNo: 'W-OTHER-1' })
    .where(eq(sysUser.username, 'zhongxue'));
  const added = await t.call({
    method: 'POST',
    url: '/jeecg-boot/sys/user/add',
    headers: auth(token.admin ?? ''),
    payload: {
      username: 'form_probe',
      realname: '表单校验',
      password: 'Probe-pass-2026',
      phone: '13912345678',
      email: 'probe@example.com',
      workNo: 'W-PROBE-1',
    },
  });
  expect(added.body.success).toBe(true);
});
afterAll(() => t.close());

const session = (who: string) => ({ token: token[who] ?? '', tenantId: who === 'zhongxue' ? 1001 : 1000 });

/** Vue2's UserModal validators: `duplicateCheck({tableName, fieldName, fieldVal, dataId})`, dataId '' when adding. */
const duplicate = (fieldName: string, fieldVal: string, dataId = ''): ConsoleRequest => ({
  console: 'vue2',
  method: 'GET',
  path: '/sys/duplicate/check',
  query: { tableName: 'sys_user', fieldName, fieldVal, dataId },
});

const probeId = async () => {
  const [row] = await t.db.select().from(sysUser).where(eq(sysUser.username, 'form_probe'));
  return row?.id ?? '';
};

describe('Vue2 user form', () => {
  it('duplicate check answers for username, work_no, phone and email, taken and free', async () => {
    const admin = session('admin');
    for (const [field, taken] of [
      ['username', 'form_probe'],
      ['work_no', 'W-PROBE-1'],
      ['phone', '13912345678'],
      ['email', 'probe@example.com'],
    ] as const) {
      const busy = await replay(t, duplicate(field, taken), admin);
      expect(busy.body, field).toMatchObject({ success: false, message: DICT_MESSAGES.valueTaken });
      const free = await replay(t, duplicate(field, `${taken}-free`), admin);
      expect(free.body, field).toMatchObject({ success: true, code: 200, message: DICT_MESSAGES.valueFree });
      // Editing the holder itself: its own value is free.
      const own = await replay(t, duplicate(field, taken, await probeId()), admin);
      expect(own.body.success, field).toBe(true);
    }
  });

  it('looks within the school: another school’s username, 工号 and e-mail read as free', async () => {
    const admin = session('admin');
    for (const [field, value] of [
      ['username', 'zhongxue'],
      ['work_no', 'W-OTHER-1'],
      ['email', 'other-school@example.com'],
    ] as const) {
      expect((await replay(t, duplicate(field, value), admin)).body.success, field).toBe(true);
    }
  });

  it('refuses callers who cannot add or edit users: nobody else probes who exists', async () => {
    const teacher = await replay(t, duplicate('phone', '13912345678'), session('banzhuren'));
    expect(teacher.body).toMatchObject({ success: false, code: 510, message: Msg.noPermission });
    const email = await replay(t, duplicate('email', 'probe@example.com'), session('banzhuren'));
    expect(email.body.code).toBe(510);
    // Other tables keep their own rules: a dictionary code is checked for any signed-in caller.
    const dict = await replay(
      t,
      {
        console: 'vue2',
        method: 'GET',
        path: '/sys/duplicate/check',
        query: { tableName: 'sys_dict', fieldName: 'dict_code', fieldVal: 'sex', dataId: '' },
      },
      session('banzhuren'),
    );
    expect(dict.body.message).toBe(DICT_MESSAGES.valueTaken);
    // Other sys_user columns stay unsupported.
    const password = await replay(
      t,
      {
        console: 'vue2',
        method: 'GET',
        path: '/sys/duplicate/check',
        query: { tableName: 'sys_user', fieldName: 'password', fieldVal: TEST_PASSWORD },
      },
      session('admin'),
    );
    expect(password.body.message).toBe(DICT_MESSAGES.duplicateUnknown);
  });

  it('tenant/queryList offers the caller’s own schools only; thirdApp/getEnabledType none', async () => {
    const tenants = await replay(
      t,
      { console: 'vue2', method: 'GET', path: '/sys/tenant/queryList' },
      session('admin'),
    );
    expect(tenants.body).toMatchObject({ success: true, result: [{ id: 1000 }] });
    const asked = await replay(
      t,
      { console: 'vue2', method: 'GET', path: '/sys/tenant/queryList', query: { ids: '1000,1001' } },
      session('admin'),
    );
    expect((asked.body.result as { id: number }[]).map((x) => x.id)).toEqual([1000]);
    const third = await replay(
      t,
      { console: 'vue2', method: 'GET', path: '/sys/thirdApp/getEnabledType' },
      session('admin'),
    );
    expect(third.body).toMatchObject({ success: true, result: { wechatEnterprise: false, dingtalk: false } });
  });
});

describe('Vue2 dictionary item form', () => {
  it('dictItemCheck answers taken and free values of one dictionary, and nothing of another school', async () => {
    const sexOf = async (tenantId: number) =>
      (await t.db.select().from(sysDict).where(eq(sysDict.dictCode, 'sex'))).find(
        (d) => d.tenantId === tenantId,
      )?.id ?? '';
    const check = (dictId: string, itemValue: string, who = 'admin') =>
      replay(
        t,
        { console: 'vue2', method: 'GET', path: '/sys/dictItem/dictItemCheck', query: { itemValue, dictId } },
        session(who),
      );
    const own = await sexOf(1000);
    expect(own).not.toBe('');
    expect((await check(own, '1')).body).toMatchObject({ success: false, message: DICT_MESSAGES.valueTaken });
    expect((await check(own, '9')).body).toMatchObject({ success: true, message: DICT_MESSAGES.valueFree });
    expect((await check(await sexOf(1001), '1')).body.success).toBe(true);
    expect((await check(own, '1', 'banzhuren')).body).toMatchObject({ success: false, code: 510 });
  });
});
