import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysUser } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let token: string;

const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const pngUrl = `data:image/png;base64,${PNG_1PX}`;

const edit = (payload: Record<string, unknown>, auth = token) =>
  t.call({
    method: 'PUT',
    url: '/jeecg-boot/sys/user/login/setting/userEdit',
    headers: auth ? { 'X-Access-Token': auth } : {},
    payload,
  });

const row = async (username: string) => {
  const [user] = await t.db.select().from(sysUser).where(eq(sysUser.username, username));
  return user;
};

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('fudaoyuan');
});
afterAll(() => t.close());

describe('login config', () => {
  it('tells the login page whether the captcha is asked for', async () => {
    const off = await t.call({ method: 'GET', url: '/jeecg-boot/sys/loginConfig' });
    expect(off.body).toMatchObject({ success: true, result: { captcha: false } });
    const on = await createTestApp({ loginCaptcha: true, testDb: t.testDb });
    const reply = await on.call({ method: 'GET', url: '/jeecg-boot/sys/loginConfig' });
    expect(reply.body.result).toEqual({ captcha: true });
    await on.app.close();
  });
});

describe('self edit (账户设置)', () => {
  it('needs a session', async () => {
    const reply = await edit({ realname: '某人' }, '');
    expect(reply.status).toBe(401);
  });

  it('saves name, email and avatar on the caller’s own row only', async () => {
    const before = await row('admin');
    const phone = (await row('fudaoyuan'))?.phone;
    const reply = await edit({
      realname: '  新名字 ',
      phone: phone ?? '',
      email: 'me@school.cn',
      avatar: pngUrl,
      id: before?.id,
      username: 'admin',
    });
    expect(reply.body).toMatchObject({ success: true, message: '个人信息修改成功！' });
    expect(reply.body.result).toMatchObject({ username: 'fudaoyuan', realname: '新名字', avatar: pngUrl });
    expect(await row('fudaoyuan')).toMatchObject({
      realname: '新名字',
      phone,
      email: 'me@school.cn',
    });
    expect((await row('admin'))?.realname).toBe(before?.realname);
  });

  it('keeps the avatar when none is sent and removes it on an empty one', async () => {
    await edit({ realname: '新名字' });
    expect((await row('fudaoyuan'))?.avatar).toBe(pngUrl);
    await edit({ realname: '新名字', avatar: '' });
    expect((await row('fudaoyuan'))?.avatar).toBeNull();
  });

  it('answers the spec’s messages for a bad phone, email or name', async () => {
    expect((await edit({ realname: '甲', phone: '12345678901' })).body.message).toBe('请输入正确手机号');
    expect((await edit({ realname: '甲', email: 'not-an-email' })).body.message).toBe('邮箱格式不正确');
    expect((await edit({ realname: '  ' })).body.message).toBe('请输入姓名');
    expect((await edit({ realname: '名'.repeat(51) })).body.message).toBe('最大长度50位字符');
  });

  it('refuses an avatar whose bytes are not the image it claims, or over 200 kB', async () => {
    const script = Buffer.from('<script>alert(1)</script>').toString('base64');
    expect((await edit({ realname: '甲', avatar: `data:image/png;base64,${script}` })).body.message).toBe(
      '请上传图片',
    );
    expect((await edit({ realname: '甲', avatar: `data:image/svg+xml;base64,${script}` })).body.message).toBe(
      '请上传图片',
    );
    const big = Buffer.concat([Buffer.from(PNG_1PX, 'base64'), Buffer.alloc(200 * 1024)]).toString('base64');
    const reply = await edit({ realname: '甲', avatar: `data:image/png;base64,${big}` });
    expect(reply.body.success).toBe(false);
    expect(reply.body.message).toBe('头像图片不能超过200KB');
  });

  it('refuses a changed phone: only 修改手机 (a code to the new number) changes it', async () => {
    const before = (await row('fudaoyuan'))?.phone;
    const reply = await edit({ realname: '甲', phone: '13700000001' });
    expect(reply.body).toMatchObject({
      success: false,
      message: '手机号需通过短信验证码修改，请在账户设置中使用「修改手机」',
    });
    expect((await row('fudaoyuan'))?.phone).toBe(before);
  });
});
