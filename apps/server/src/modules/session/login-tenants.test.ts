import { ResultCode } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../core/password.ts';
import { newId } from '../../db/ids.ts';
import { sysUser, sysUserTenant } from '../../db/schema.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const OTHER_PASSWORD = 'Other-School-2024';

async function addAccount(tenantId: number, username: string, password: string): Promise<string> {
  const id = newId();
  await t.db.insert(sysUser).values({
    id,
    tenantId,
    username,
    realname: `${tenantId}的${username}`,
    password: await hashPassword(password),
    loginTenantId: tenantId,
  });
  await t.db.insert(sysUserTenant).values({ id: newId(), tenantId, userId: id, status: 1 });
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type LoginUser = { userInfo: { id: string; loginTenantId: number } };

describe('usernames unique per school', () => {
  it('two schools may both have the same username; the password picks the account', async () => {
    const other = await addAccount(1001, 'banzhuren', OTHER_PASSWORD);
    const [own] = await t.db.select().from(sysUser).where(eq(sysUser.tenantId, 1000));
    expect(own).toBeDefined();

    const there = await t.postLogin({ username: 'banzhuren', password: OTHER_PASSWORD });
    expect(there.body.success).toBe(true);
    expect((there.body.result as LoginUser).userInfo).toMatchObject({ id: other, loginTenantId: 1001 });

    const here = await t.postLogin({ username: 'banzhuren', password: TEST_PASSWORD });
    expect(here.body.success).toBe(true);
    expect((here.body.result as LoginUser).userInfo.loginTenantId).toBe(1000);
  });

  it('the same username and password in two schools asks for the school, which then decides', async () => {
    const second = await addAccount(1001, 'fudaoyuan', TEST_PASSWORD);
    const ambiguous = await t.postLogin({ username: 'fudaoyuan', password: TEST_PASSWORD });
    expect(ambiguous.body).toMatchObject({ success: false, code: ResultCode.TENANT_REQUIRED, result: null });
    expect(ambiguous.body.message).toBe('该账号在多所学校中存在，请填写学校编号后登录');

    const chosen = await t.call({
      method: 'POST',
      url: '/jeecg-boot/sys/login',
      payload: { username: 'fudaoyuan', password: TEST_PASSWORD, loginTenantId: '1001' },
    });
    expect((chosen.body.result as LoginUser).userInfo.id).toBe(second);
  });

  it('a wrong password says nothing about which schools hold the name', async () => {
    const known = await t.postLogin({ username: 'fudaoyuan', password: 'Wrong-Password-1' });
    const unknown = await t.postLogin({ username: 'nobody-anywhere', password: 'Wrong-Password-1' });
    expect(known.body.message).toBe(unknown.body.message);
    expect(known.body.code).toBe(unknown.body.code);
  });

  it('the same username cannot exist twice in one school', async () => {
    await expect(addAccount(1001, 'banzhuren', 'Third-Account-1')).rejects.toThrow();
  });
});
