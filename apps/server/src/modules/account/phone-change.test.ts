import { AccountMsg, Msg } from '@xinmiao/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysSmsCode, sysUser } from '../../db/schema.ts';
import { startFakeSmsGateways } from '../../test/fake-sms-gateways.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';

const SECRET = 'aliyun-secret-Phone2026';
let t: TestApp;
let gateways: Awaited<ReturnType<typeof startFakeSmsGateways>>;
let token: string;

beforeAll(async () => {
  gateways = await startFakeSmsGateways({ aliyun: SECRET, tencent: 'unused' });
  t = await createTestApp({ smsEndpoints: gateways.endpoints });
  const admin = await t.login('admin');
  await post(
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
  token = await t.login('fudaoyuan');
});
afterAll(async () => {
  await t.close();
  await gateways.close();
});

async function post(path: string, payload: Record<string, unknown>, as = token) {
  const reply = await t.call({ method: 'POST', url: `/jeecg-boot${path}`, payload, headers: auth(as) });
  return reply.body as { success: boolean; message: string };
}
const codeTo = (mobile: string) => gateways.received.filter((m) => m.mobile === mobile).at(-1)?.code ?? '';
const phoneOf = async (username: string) => {
  const [row] = await t.db
    .select({ phone: sysUser.phone })
    .from(sysUser)
    .where(and(eq(sysUser.tenantId, 1000), eq(sysUser.username, username)));
  return row?.phone ?? null;
};

describe('修改手机 (账户设置)', () => {
  it('userEdit keeps saving the other fields and no longer changes the phone', async () => {
    const before = await phoneOf('fudaoyuan');
    const edit = (payload: Record<string, unknown>) =>
      t.call({
        method: 'PUT',
        url: '/jeecg-boot/sys/user/login/setting/userEdit',
        headers: auth(token),
        payload,
      });
    const changed = await edit({ realname: '辅导员甲', phone: '13512345678', email: 'a@school.cn' });
    expect(changed.body).toMatchObject({ success: false, message: AccountMsg.phoneBySms });
    expect(await phoneOf('fudaoyuan')).toBe(before);
    // JeecgBoot's consoles send the current phone back, or none: the rest is saved.
    const same = await edit({ realname: '辅导员乙', phone: before ?? '', email: 'b@school.cn' });
    expect(same.body).toMatchObject({ success: true });
    const none = await edit({ realname: '辅导员丙', email: 'c@school.cn' });
    expect(none.body).toMatchObject({ success: true });
    expect(await phoneOf('fudaoyuan')).toBe(before);
  });

  it('changes the phone with a code sent to the new number, once', async () => {
    expect(await post('/sys/user/phone/sms', { mobile: '13512345678' })).toMatchObject({
      success: true,
      message: Msg.smsSent,
    });
    const code = codeTo('13512345678');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await post('/sys/user/phone/change', { mobile: '13512345678', captcha: wrong })).toMatchObject({
      success: false,
      message: Msg.smsCodeWrong,
    });
    expect(await post('/sys/user/phone/change', { mobile: '13512345678', captcha: code })).toMatchObject({
      success: true,
      message: AccountMsg.phoneChanged,
    });
    expect(await phoneOf('fudaoyuan')).toBe('13512345678');
    expect(await post('/sys/user/phone/change', { mobile: '13512345678', captcha: code })).toMatchObject({
      success: false,
      message: Msg.smsCodeWrong,
    });
    // The new number signs in by SMS (a new code: the resend interval counts per number).
    await t.db.delete(sysSmsCode).where(eq(sysSmsCode.mobile, '13512345678'));
    await t.call({
      method: 'POST',
      url: '/jeecg-boot/sys/sms',
      payload: { mobile: '13512345678', smsmode: '0' },
    });
    const login = await t.call({
      method: 'POST',
      url: '/jeecg-boot/sys/phoneLogin',
      payload: { mobile: '13512345678', captcha: codeTo('13512345678') },
    });
    expect(login.body).toMatchObject({ success: true });
  });

  it('a code sent for another account or another purpose does not change it', async () => {
    const other = await t.login('banzhuren');
    await post('/sys/user/phone/sms', { mobile: '13512340001' }, other);
    expect(
      await post('/sys/user/phone/change', { mobile: '13512340001', captcha: codeTo('13512340001') }),
    ).toMatchObject({ success: false, message: Msg.smsCodeWrong });
    // Nor does a 找回密码 code.
    await t.call({ method: 'POST', url: '/jeecg-boot/sys/recover/sms', payload: { mobile: '13800000001' } });
    const recovery = codeTo('13800000001');
    expect(recovery).toMatch(/^\d{6}$/);
    expect(await post('/sys/user/phone/change', { mobile: '13800000001', captcha: recovery })).toMatchObject({
      success: false,
      message: Msg.smsCodeWrong,
    });
    expect(await phoneOf('fudaoyuan')).toBe('13512345678');
  });

  it('refuses the current number and one another account holds, before sending', async () => {
    expect(await post('/sys/user/phone/sms', { mobile: '13512345678' })).toMatchObject({
      success: false,
      message: AccountMsg.phoneSame,
    });
    const held = await phoneOf('admin');
    expect(held).not.toBeNull();
    expect(await post('/sys/user/phone/sms', { mobile: held ?? '' })).toMatchObject({
      success: false,
      message: AccountMsg.phoneTaken,
    });
    expect(await post('/sys/user/phone/sms', { mobile: '12345678901' })).toMatchObject({
      success: false,
      message: '请输入正确手机号',
    });
  });
});
