import { Msg, REGISTER_MESSAGES } from '@xinmiao/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import {
  sysAnnouncement,
  sysRegisterSetting,
  sysRegistration,
  sysRole,
  sysSmsCode,
  sysUser,
  sysUserRole,
} from '../../db/schema.ts';
import { startFakeSmsGateways } from '../../test/fake-sms-gateways.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';

const SECRET = 'aliyun-secret-Reg2026';
const PASSWORD = 'Newcomer2026x';
let t: TestApp;
let gateways: Awaited<ReturnType<typeof startFakeSmsGateways>>;
let admin: string;
let roleId: string;
let adminId: string;
/** Codes the installation's provider sent (school 1001 has no gateway of its own). */
const fallbackSent: { mobile: string; code: string }[] = [];

beforeAll(async () => {
  gateways = await startFakeSmsGateways({ aliyun: SECRET, tencent: 'unused' });
  t = await createTestApp({
    smsEndpoints: gateways.endpoints,
    sms: {
      configured: true,
      async send(mobile, code) {
        fallbackSent.push({ mobile, code });
      },
    },
  });
  admin = await t.login('admin');
  const saved = await post(
    '/sys/smsGateway/save',
    {
      provider: 'aliyun',
      accessKeyId: 'LTAI-school-1000',
      accessKeySecret: SECRET,
      signName: '心苗示范大学',
      templateCode: 'SMS_0001',
    },
    admin,
  );
  expect(saved.success, saved.message).toBe(true);
  const [role] = await t.db
    .select()
    .from(sysRole)
    .where(and(eq(sysRole.tenantId, 1000), eq(sysRole.roleCode, 'fudaoyuan')));
  const [adminRow] = await t.db
    .select()
    .from(sysUser)
    .where(and(eq(sysUser.tenantId, 1000), eq(sysUser.username, 'admin')));
  roleId = role?.id ?? '';
  adminId = adminRow?.id ?? '';
});
afterAll(async () => {
  await t.close();
  await gateways.close();
});

async function post(path: string, payload: Record<string, unknown>, token?: string) {
  const reply = await t.call({
    method: 'POST',
    url: `/jeecg-boot${path}`,
    payload,
    ...(token ? { headers: auth(token) } : {}),
  });
  return reply.body as { success: boolean; message: string; result: unknown };
}
const get = async (path: string, token: string) =>
  (await t.call({ method: 'GET', url: `/jeecg-boot${path}`, headers: auth(token) })).body as {
    success: boolean;
    message: string;
    result: unknown;
  };
const codeTo = (mobile: string) => gateways.received.filter((m) => m.mobile === mobile).at(-1)?.code ?? '';
const form = (overrides: Record<string, unknown>) => ({
  tenantId: 1000,
  realname: '新同事',
  password: PASSWORD,
  confirmPassword: PASSWORD,
  ...overrides,
});
const turnOn = (body: Record<string, unknown> = {}) =>
  post('/sys/register/setting/save', { enabled: 1, roleId, approver: 'admin', ...body }, admin);
const registrationOf = async (username: string, tenantId = 1000) => {
  const [user] = await t.db
    .select()
    .from(sysUser)
    .where(and(eq(sysUser.tenantId, tenantId), eq(sysUser.username, username)));
  const [row] = user
    ? await t.db.select().from(sysRegistration).where(eq(sysRegistration.userId, user.id))
    : [];
  return { user, row };
};

describe('自助注册 (/sys/register/*)', () => {
  it('is off until the school turns it on: the page is closed and no code is sent', async () => {
    const school = await t.call({ method: 'GET', url: '/jeecg-boot/sys/register/school?tenantId=1000' });
    expect(school.body.result).toEqual({ open: false, schoolName: '' });
    expect(await post('/sys/register/sms', { tenantId: 1000, mobile: '13600000001' })).toMatchObject({
      success: false,
      message: REGISTER_MESSAGES.closed,
    });
    expect(gateways.received.filter((m) => m.mobile === '13600000001')).toEqual([]);
    expect(
      await post(
        '/sys/register/submit',
        form({ username: 'closed01', phone: '13600000001', smsCode: '123456' }),
      ),
    ).toMatchObject({ success: false, message: REGISTER_MESSAGES.closed });
  });

  it('turns on only with a role of the school and an approver who is its member', async () => {
    expect(await turnOn({ roleId: '' })).toMatchObject({
      success: false,
      message: REGISTER_MESSAGES.roleRequired,
    });
    expect(await turnOn({ roleId: 'no-such-role' })).toMatchObject({
      success: false,
      message: REGISTER_MESSAGES.unknownRole,
    });
    expect(await turnOn({ approver: 'no-such-user' })).toMatchObject({
      success: false,
      message: REGISTER_MESSAGES.unknownApprover,
    });
    // zhongxue belongs to 另一所示范中学 only.
    expect(await turnOn({ approver: 'zhongxue' })).toMatchObject({
      success: false,
      message: REGISTER_MESSAGES.unknownApprover,
    });
    expect(await turnOn()).toMatchObject({ success: true, message: REGISTER_MESSAGES.saved });
    expect((await get('/sys/register/setting', admin)).result).toEqual({
      enabled: 1,
      roleId,
      approver: 'admin',
    });
    const school = await t.call({ method: 'GET', url: '/jeecg-boot/sys/register/school?tenantId=1000' });
    expect(school.body.result).toEqual({ open: true, schoolName: '心苗示范大学' });
  });

  it('refuses a wrong code, a sign-in code, a replayed code and an expired one', async () => {
    expect(await post('/sys/register/sms', { tenantId: 1000, mobile: '13600000002' })).toMatchObject({
      success: true,
    });
    const code = codeTo('13600000002');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      await post('/sys/register/submit', form({ username: 'wrong01', phone: '13600000002', smsCode: wrong })),
    ).toMatchObject({ success: false, message: REGISTER_MESSAGES.smsWrong });
    // The code of another number does not prove this one.
    expect(
      await post('/sys/register/submit', form({ username: 'wrong01', phone: '13600000009', smsCode: code })),
    ).toMatchObject({ success: false, message: REGISTER_MESSAGES.smsWrong });
    expect(
      await post('/sys/register/submit', form({ username: 'first01', phone: '13600000002', smsCode: code })),
    ).toMatchObject({ success: true, message: REGISTER_MESSAGES.submitted });
    expect(
      await post('/sys/register/submit', form({ username: 'replay01', phone: '13600000002', smsCode: code })),
    ).toMatchObject({ success: false, message: REGISTER_MESSAGES.smsWrong });
    expect((await registrationOf('replay01')).user).toBeUndefined();

    // An expired code (its five minutes are over) is refused.
    const sentAt = Date.now();
    await t.db.delete(sysSmsCode).where(eq(sysSmsCode.mobile, '13600000003'));
    expect(await post('/sys/register/sms', { tenantId: 1000, mobile: '13600000003' })).toMatchObject({
      success: true,
    });
    await t.db
      .update(sysSmsCode)
      .set({ expiresAt: new Date(sentAt - 1) })
      .where(eq(sysSmsCode.mobile, '13600000003'));
    expect(
      await post(
        '/sys/register/submit',
        form({ username: 'expired01', phone: '13600000003', smsCode: codeTo('13600000003') }),
      ),
    ).toMatchObject({ success: false, message: REGISTER_MESSAGES.smsWrong });

    // A sign-in code does not register.
    await post('/sys/sms', { mobile: '13800000001', smsmode: '0' });
    expect(
      await post(
        '/sys/register/submit',
        form({ username: 'login01', phone: '13800000001', smsCode: codeTo('13800000001') }),
      ),
    ).toMatchObject({ success: false, message: REGISTER_MESSAGES.smsWrong });
  });

  it('checks the username and password with the shared rules before any code is used', async () => {
    const weak = await post(
      '/sys/register/submit',
      form({
        username: 'weak01',
        phone: '13600000004',
        smsCode: '1',
        password: 'abcdefgh',
        confirmPassword: 'abcdefgh',
      }),
    );
    expect(weak).toMatchObject({ success: false, message: '密码必须同时包含字母和数字' });
    const taken = await post(
      '/sys/register/submit',
      form({ username: 'admin', phone: '13600000004', smsCode: '1' }),
    );
    expect(taken).toMatchObject({ success: false, message: REGISTER_MESSAGES.usernameTaken });
  });

  it('keeps a pending account out: the sign-in says it awaits approval; the approver is told', async () => {
    const { user, row } = await registrationOf('first01');
    const told = await new TenantDb(t.db, 1000)
      .select({
        title: sysAnnouncement.titile,
        userIds: sysAnnouncement.userIds,
        busId: sysAnnouncement.busId,
      })
      .from(sysAnnouncement)
      .where(eq(sysAnnouncement.busType, 'sys_registration'));
    expect(told).toEqual([
      { title: '新的注册申请：新同事（first01）', userIds: expect.stringContaining(adminId), busId: row?.id },
    ]);
    expect(user).toMatchObject({ status: 2, phone: '13600000002', realname: '新同事' });
    expect(row).toMatchObject({ status: 'pending', tenantId: 1000 });
    const login = await post('/sys/login', { username: 'first01', password: PASSWORD });
    expect(login).toMatchObject({ success: false, message: REGISTER_MESSAGES.awaitingApproval });
    // A wrong password learns nothing of it.
    const wrong = await post('/sys/login', { username: 'first01', password: 'Wrong2026x' });
    expect(wrong).toMatchObject({ success: false, message: Msg.badCredentials });
  });

  it('another school’s approver cannot see or decide this school’s registrations', async () => {
    // 另一所示范中学 opens registration too, with its own approver; its pending account is its own.
    const other = new TenantDb(t.db, 1001);
    const [role] = await other.list(sysRole, { limit: 1 });
    await other.insert(sysRegisterSetting, { enabled: 1, roleId: role?.id ?? '', approverId: adminId });
    expect(await post('/sys/register/sms', { tenantId: 1001, mobile: '13600000005' })).toMatchObject({
      success: true,
    });
    const code = fallbackSent.filter((s) => s.mobile === '13600000005').at(-1)?.code ?? '';
    expect(
      await post(
        '/sys/register/submit',
        form({ tenantId: 1001, username: 'zhong01', phone: '13600000005', smsCode: code }),
      ),
    ).toMatchObject({ success: true });
    const { row } = await registrationOf('zhong01', 1001);
    // admin approves for 心苗示范大学 only: signed in there, 1001's row is not found.
    expect(await post('/sys/register/approve', { id: row?.id }, admin)).toMatchObject({
      success: false,
      message: REGISTER_MESSAGES.notPending,
    });
    expect(await post('/sys/register/reject', { id: row?.id }, admin)).toMatchObject({ success: false });
    expect((await registrationOf('zhong01', 1001)).row?.status).toBe('pending');
    const listed = (await get('/sys/register/pending', admin)).result as { username: string }[];
    expect(listed.map((r) => r.username)).toEqual(['first01']);
  });

  it('only the named approver decides, even with the permission', async () => {
    await turnOn({ approver: 'zhuren' });
    const { row } = await registrationOf('first01');
    expect(await post('/sys/register/approve', { id: row?.id }, admin)).toMatchObject({
      success: false,
      message: REGISTER_MESSAGES.notApprover,
    });
    expect(await get('/sys/register/pending', admin)).toMatchObject({ success: false });
    await turnOn();
  });

  it('the approver passes it: the account signs in with the named role; a decision is made once', async () => {
    const pending = (await get('/sys/register/pending', admin)).result as { id: string; roleName: string }[];
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({
      username: 'first01',
      realname: '新同事',
      phone: '13600000002',
      roleName: '辅导员',
    });
    const id = pending[0]?.id ?? '';
    expect(await post('/sys/register/approve', { id }, admin)).toMatchObject({
      success: true,
      message: REGISTER_MESSAGES.approved,
    });
    expect(await post('/sys/register/approve', { id }, admin)).toMatchObject({
      success: false,
      message: REGISTER_MESSAGES.notPending,
    });
    const { user } = await registrationOf('first01');
    expect(user?.status).toBe(1);
    const roles = await t.db
      .select()
      .from(sysUserRole)
      .where(eq(sysUserRole.userId, user?.id ?? ''));
    expect(roles.map((r) => r.roleId)).toEqual([roleId]);
    const token = await t.login('first01', PASSWORD);
    const info = await get('/sys/user/getUserInfo', token);
    expect(info).toMatchObject({ success: true });
    expect(await get('/sys/register/pending', admin)).toMatchObject({ success: true, result: [] });
  });

  it('a rejected account is removed: it never signs in and its phone is free again', async () => {
    await post('/sys/register/sms', { tenantId: 1000, mobile: '13600000006' });
    expect(
      await post(
        '/sys/register/submit',
        form({ username: 'reject01', phone: '13600000006', smsCode: codeTo('13600000006') }),
      ),
    ).toMatchObject({ success: true });
    const { row } = await registrationOf('reject01');
    expect(await post('/sys/register/reject', { id: row?.id }, admin)).toMatchObject({
      success: true,
      message: REGISTER_MESSAGES.rejected,
    });
    expect((await registrationOf('reject01')).user).toMatchObject({ delFlag: 1, status: 2 });
    const login = await post('/sys/login', { username: 'reject01', password: PASSWORD });
    expect(login).toMatchObject({ success: false, message: Msg.badCredentials });
  });

  it('turned off again, the page closes and codes stop', async () => {
    expect(await turnOn({ enabled: 0 })).toMatchObject({ success: true });
    expect(await post('/sys/register/sms', { tenantId: 1000, mobile: '13600000007' })).toMatchObject({
      success: false,
      message: REGISTER_MESSAGES.closed,
    });
  });

  it('cannot be turned on, and reads as closed, while no code can reach the school’s phones', async () => {
    // The same database, without the installation's provider: only the school's gateway sends.
    const bare = await createTestApp({ testDb: t.testDb, smsEndpoints: gateways.endpoints });
    try {
      const token = await bare.login('admin');
      const off = await bare.call({
        method: 'POST',
        url: '/jeecg-boot/sys/smsGateway/save',
        headers: auth(token),
        payload: {
          provider: 'aliyun',
          accessKeyId: 'LTAI-school-1000',
          signName: '心苗示范大学',
          templateCode: 'SMS_0001',
          enabled: 0,
        },
      });
      expect(off.body.success, off.body.message).toBe(true);
      const on = await bare.call({
        method: 'POST',
        url: '/jeecg-boot/sys/register/setting/save',
        headers: auth(token),
        payload: { enabled: 1, roleId, approver: 'admin' },
      });
      expect(on.body).toMatchObject({ success: false, message: REGISTER_MESSAGES.smsUnavailable });
      await t.db.update(sysRegisterSetting).set({ enabled: 1 }).where(eq(sysRegisterSetting.tenantId, 1000));
      const school = await bare.call({ method: 'GET', url: '/jeecg-boot/sys/register/school?tenantId=1000' });
      expect(school.body.result).toEqual({ open: false, schoolName: '' });
    } finally {
      await bare.app.close();
    }
  });
});
