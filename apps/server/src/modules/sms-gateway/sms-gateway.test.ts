import { Msg, SMS_GATEWAY_MESSAGES } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmsGateways } from '../../test/fake-sms-gateways.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';

const ALIYUN_SECRET = 'aliyun-secret-Zq8Lw3';
const TENCENT_SECRET = 'tencent-secret-Pk2Hv9';
const lines: string[] = [];
let t: TestApp;
let gateways: Awaited<ReturnType<typeof startFakeSmsGateways>>;
let admin: string;

beforeAll(async () => {
  gateways = await startFakeSmsGateways({ aliyun: ALIYUN_SECRET, tencent: TENCENT_SECRET });
  // No installation provider: a code reaches a phone only through its school's own gateway.
  t = await createTestApp({
    smsEndpoints: gateways.endpoints,
    logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
  });
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
  await gateways.close();
});

const query = async () =>
  (await t.call({ method: 'GET', url: '/jeecg-boot/sys/smsGateway/query', headers: auth(admin) })).body;
const save = async (payload: Record<string, unknown>) =>
  (await t.call({ method: 'POST', url: '/jeecg-boot/sys/smsGateway/save', headers: auth(admin), payload }))
    .body;
const requestCode = async (mobile: string) =>
  (await t.call({ method: 'POST', url: '/jeecg-boot/sys/sms', payload: { mobile, smsmode: '0' } })).body;
const phoneLogin = async (mobile: string, captcha: string) =>
  (await t.call({ method: 'POST', url: '/jeecg-boot/sys/phoneLogin', payload: { mobile, captcha } })).body;
const lastTo = (mobile: string) => gateways.received.filter((m) => m.mobile === mobile).at(-1);

const aliyun = {
  provider: 'aliyun',
  accessKeyId: 'LTAI-school-1000',
  signName: '心苗示范大学',
  templateCode: 'SMS_0001',
};

describe('a school SMS gateway (短信网关)', () => {
  it('starts unset; SMS login then says SMS is not configured', async () => {
    expect(await query()).toMatchObject({ success: true, result: { gateway: null, sender: 'none' } });
    expect(await requestCode('13800000001')).toMatchObject({ success: false, message: Msg.smsNotConfigured });
  });

  it('needs the key secret the first time, and shows it only as 已设置', async () => {
    expect(await save(aliyun)).toMatchObject({
      success: false,
      message: SMS_GATEWAY_MESSAGES.secretRequired,
    });
    expect(await save({ ...aliyun, accessKeySecret: ALIYUN_SECRET })).toMatchObject({ success: true });
    const shown = await query();
    expect(shown.result).toMatchObject({
      gateway: { provider: 'aliyun', accessKeySecretState: '已设置', accessKeyId: aliyun.accessKeyId },
      sender: 'school',
    });
    expect(JSON.stringify(shown)).not.toContain(ALIYUN_SECRET);
  });

  it('sends the code through 阿里云短信 with a valid signature; the code signs in once', async () => {
    expect(await requestCode('13800000001')).toMatchObject({ success: true, message: Msg.smsSent });
    const message = lastTo('13800000001');
    expect(message).toMatchObject({ gateway: 'aliyun', signed: true, keyId: aliyun.accessKeyId });
    const code = message?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(await phoneLogin('13800000001', code)).toMatchObject({ success: true });
    expect(await phoneLogin('13800000001', code)).toMatchObject({
      success: false,
      message: Msg.smsCodeWrong,
    });
  });

  it('keeps the stored secret when the form leaves it empty', async () => {
    expect(await save({ ...aliyun, templateCode: 'SMS_0002', accessKeySecret: '' })).toMatchObject({
      success: true,
    });
    expect(await requestCode('13800000002')).toMatchObject({ success: true });
    expect(lastTo('13800000002')).toMatchObject({ gateway: 'aliyun', signed: true });
  });

  it('sends through 腾讯云短信 (TC3-HMAC-SHA256), which needs its SDK AppID', async () => {
    const tencent = {
      provider: 'tencent',
      accessKeyId: 'AKID-school-1000',
      signName: '心苗',
      templateCode: '1234567',
    };
    expect(await save({ ...tencent, accessKeySecret: TENCENT_SECRET })).toMatchObject({
      success: false,
      message: SMS_GATEWAY_MESSAGES.appIdRequired,
    });
    expect(await save({ ...tencent, appId: '1400000000', accessKeySecret: TENCENT_SECRET })).toMatchObject({
      success: true,
    });
    expect(await requestCode('13800000003')).toMatchObject({ success: true });
    const message = lastTo('13800000003');
    expect(message).toMatchObject({ gateway: 'tencent', signed: true, keyId: 'AKID-school-1000' });
    expect(await phoneLogin('13800000003', message?.code ?? '')).toMatchObject({ success: true });
  });

  it('says so when the gateway refuses (a wrong key), and the undelivered code is void', async () => {
    await save({
      provider: 'tencent',
      accessKeyId: 'AKID-school-1000',
      signName: '心苗',
      templateCode: '1234567',
      appId: '1400000000',
      accessKeySecret: 'not-the-key',
    });
    expect(await requestCode('13800000004')).toMatchObject({ success: false, message: Msg.smsGatewayFailed });
    const refused = lastTo('13800000004');
    expect(refused).toMatchObject({ gateway: 'tencent', signed: false });
    expect(await phoneLogin('13800000004', refused?.code ?? '')).toMatchObject({ success: false });
  });

  it('uses no other school’s gateway: a 另一所示范中学 number gets nothing', async () => {
    const before = gateways.received.length;
    expect(await requestCode('13800000010')).toMatchObject({ success: true, message: Msg.smsSent });
    expect(gateways.received).toHaveLength(before);
  });

  it('is refused to a user without 登录配置', async () => {
    const teacher = await t.login('fudaoyuan');
    const { body } = await t.call({
      method: 'GET',
      url: '/jeecg-boot/sys/smsGateway/query',
      headers: auth(teacher),
    });
    expect(body.success).toBe(false);
  });

  it("applies the school's own per-address limit (短信网关 → 发送限制)", async () => {
    await save({ ...aliyun, accessKeySecret: ALIYUN_SECRET, perAddressPerHour: 1, resendSeconds: 30 });
    expect((await query()).result).toMatchObject({
      gateway: { perAddressPerHour: 1, resendSeconds: 30, perNumberPerHour: null },
    });
    // This address asked for codes above already: one an hour is spent.
    expect(await requestCode('13800000005')).toMatchObject({ success: false, message: Msg.smsTooFrequent });
    await save({ ...aliyun, perAddressPerHour: null, resendSeconds: null });
    expect(await requestCode('13800000005')).toMatchObject({ success: true, message: Msg.smsSent });
  });

  it('says that a switched-off gateway sends nothing, and sends nothing', async () => {
    await save({ ...aliyun, enabled: 0 });
    expect((await query()).result).toMatchObject({ gateway: { enabled: 0 }, sender: 'none' });
    expect(await requestCode('13800000006')).toMatchObject({ success: false, message: Msg.smsNotConfigured });
    await save({ ...aliyun, enabled: 1 });
    expect((await query()).result).toMatchObject({ sender: 'school' });
  });

  it('never writes a key secret or a code to the log', () => {
    const log = lines.join('\n');
    expect(log.length).toBeGreaterThan(0);
    for (const secret of [ALIYUN_SECRET, TENCENT_SECRET, 'not-the-key']) expect(log).not.toContain(secret);
    // A code is six digits: look for it standing alone, not inside a log line's timestamp or id.
    for (const message of gateways.received)
      expect(log).not.toMatch(new RegExp(`(?<!\\d)${message.code}(?!\\d)`));
  });
});

describe('短信网关 on an installation with the development log (SMS_DEV_LOG=on)', () => {
  it('tells the school that codes go to the log, not that a gateway is on, until its own is enabled', async () => {
    const sent: string[] = [];
    const dev = await createTestApp({
      smsEndpoints: gateways.endpoints,
      sms: {
        configured: true,
        async send(mobile) {
          sent.push(mobile);
        },
      },
    });
    try {
      const token = await dev.login('admin');
      const ask = async () =>
        (await dev.call({ method: 'GET', url: '/jeecg-boot/sys/smsGateway/query', headers: auth(token) }))
          .body;
      expect(await ask()).toMatchObject({ result: { gateway: null, sender: 'development-log' } });
      const { body } = await dev.call({
        method: 'POST',
        url: '/jeecg-boot/sys/sms',
        payload: { mobile: '13800000001', smsmode: '0' },
      });
      expect(body).toMatchObject({ success: true });
      expect(sent).toEqual(['13800000001']);
      await dev.call({
        method: 'POST',
        url: '/jeecg-boot/sys/smsGateway/save',
        headers: auth(token),
        payload: { ...aliyun, accessKeySecret: ALIYUN_SECRET, enabled: 1 },
      });
      expect(await ask()).toMatchObject({ result: { sender: 'school' } });
    } finally {
      await dev.close();
    }
  });
});
