import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { makeCertificate, type RunningProvider, startOidcProvider } from './support/oidc-provider.ts';
import { setupProduct } from './support/product.ts';
import { DEMO_PASSWORD, freePort } from './support/server.ts';
import { DESKTOP, PHONE, prepareStudentAccount, signInConsole, signInH5 } from './support/sign-in.ts';
import { nextSmsCode } from './support/sms.ts';

// Seeded (apps/server/src/seed/demo-schools.ts): school 1000 心苗示范大学, its admin (phone
// 13800000000) and counsellor xinli 林心怡; student 20230102 has no account until the admin makes one.
const SCHOOL = '1000';
const ADMIN_PHONE = '13800000000';
const STUDENT = { studentNo: '20230102', password: 'Xinmiao2026s', newPassword: 'Xinmiao2026o' };
const CLIENT_SECRET = 'campus-idp-secret-7Qm2';
const PROVIDER_NAME = '统一身份认证';

let port = 0;
let idp: RunningProvider;
beforeAll(async () => {
  port = await freePort();
  idp = await startOidcProvider({
    clientSecret: CLIENT_SECRET,
    redirectUri: `http://127.0.0.1:${port}/user/oidc-callback`,
    certificate: makeCertificate(),
    identities: [
      { sub: 'T2023001', preferred_username: 'xinli', name: '林心怡' },
      { sub: 'T2023002', preferred_username: 'zhang.admin' },
      { sub: 'T2023003', preferred_username: 'visitor' },
      { sub: 'S20230102', preferred_username: STUDENT.studentNo },
    ],
  });
});
afterAll(async () => {
  await idp?.stop();
});
// The product knows its address (PUBLIC_URL, the provider's redirect) and trusts the school's
// provider certificate, as an operator configures it.
const product = setupProduct(() => ({
  PORT: String(port),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  NODE_EXTRA_CA_CERTS: idp.certFile,
}));

/** A browser of its own; the school's provider has a self-signed certificate. */
async function newPage(browser: Browser, viewport = DESKTOP): Promise<Page> {
  const phone = viewport === PHONE;
  const context = await browser.newContext({
    viewport,
    ignoreHTTPSErrors: true,
    ...(phone ? { isMobile: true, hasTouch: true } : {}),
  });
  return context.newPage();
}

/** At the school's provider: its own sign-in page, unless the provider still has a session. */
async function atProvider(page: Page, login: string, landed: (url: URL) => boolean): Promise<void> {
  await page.waitForURL((u) => u.origin === idp.issuer || landed(u));
  if (new URL(page.url()).origin !== idp.issuer) return;
  await page.getByLabel('学工号').fill(login);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL((u) => u.origin !== idp.issuer);
}

async function chooseProvider(page: Page): Promise<void> {
  await page.getByRole('button', { name: `使用${PROVIDER_NAME}登录` }).click();
}

/** From the school's own sign-in link through its provider (as `login`) to the binding page. */
async function toBindingPage(page: Page, login: string): Promise<void> {
  await page.goto(`${product.server.url}/user/login?school=${SCHOOL}`);
  await chooseProvider(page);
  await atProvider(page, login, () => false);
  await page.getByText('绑定心苗示范大学账号').waitFor();
}

async function openUserMenu(page: Page, item: string): Promise<void> {
  await page.locator('.user-menu__account').click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function signOutConsole(page: Page): Promise<void> {
  await openUserMenu(page, '退出登录');
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await page.waitForURL((u) => u.pathname === '/user/login');
}

describe('School sign-in (OpenID Connect) in Chromium', () => {
  it('the school admin adds its provider on 登录配置', async () => {
    const admin = await signInConsole(product.browser, product.server.url, 'admin');
    await admin.getByRole('menuitem', { name: '系统管理' }).click();
    await admin.getByRole('menuitem', { name: '登录配置' }).click();
    // The demo school has no SMS gateway of its own: the card says where codes really go.
    await admin
      .getByText('尚未配置本校短信网关（未设置密钥）：验证码当前由服务器以开发模式写入日志，不会发到手机')
      .waitFor();
    const card = admin.locator('.ant-card', { hasText: '统一身份认证（OpenID Connect）' });
    await card.getByRole('button', { name: '新增' }).click();
    const dialog = admin.locator('.ant-modal').last();
    await dialog.getByLabel('显示名称').fill(PROVIDER_NAME);
    await dialog.getByLabel('Issuer / CAS 地址').fill(idp.issuer);
    await dialog.getByLabel('Client ID').fill('xinmiao');
    await dialog.getByLabel('Client Secret').fill(CLIENT_SECRET);
    await screenshot(admin, 'oidc-provider-form', { fullPage: false });
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await admin.getByText('统一身份认证配置已保存').waitFor();
    const row = card.locator('.ant-table-tbody tr', { hasText: PROVIDER_NAME });
    await expect.poll(() => row.textContent()).toContain('已设置');
    expect(await card.textContent()).not.toContain(CLIENT_SECRET);
    await screenshot(admin, 'oidc-provider-settings');
    await admin.context().close();
  });

  it('a counsellor signs in through the school link, binds by password, signs out, signs in again, unbinds', async () => {
    const page = await newPage(product.browser);
    await page.goto(`${product.server.url}/user/login?school=${SCHOOL}`);
    await page.getByRole('button', { name: `使用${PROVIDER_NAME}登录` }).waitFor();
    await screenshot(page, 'oidc-login-school-link');
    await chooseProvider(page);
    await page.waitForURL((u) => u.origin === idp.issuer);
    await screenshot(page, 'oidc-provider-sign-in');
    await atProvider(page, 'T2023001', () => false);

    await page.getByText('绑定心苗示范大学账号').waitFor();
    expect(new URL(page.url()).search).toBe('');
    await expect.poll(() => page.getByRole('textbox', { name: '账号' }).inputValue()).toBe('xinli');
    await screenshot(page, 'oidc-bind');
    await page.getByRole('textbox', { name: '密码' }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '绑定并登录' }).click();
    await page.waitForURL(/\/dashboard\/analysis$/);
    await page.getByText('林心怡').first().waitFor();
    await screenshot(page, 'oidc-bound-console');

    await signOutConsole(page);
    // Signing in again: the 学校编号 typed on the plain login page, no binding asked.
    await page.getByRole('button', { name: '使用学校统一身份认证' }).click();
    await page.getByLabel('学校编号').fill(SCHOOL);
    await page.getByRole('button', { name: '查找' }).click();
    await chooseProvider(page);
    await atProvider(page, 'T2023001', (u) => u.pathname === '/dashboard/analysis');
    await page.waitForURL(/\/dashboard\/analysis$/);

    // 账户设置 → 安全设置 lists the binding; 解除绑定 removes it.
    await openUserMenu(page, '账户设置');
    await page.getByRole('tab', { name: '安全设置' }).click();
    const binding = page.locator('.ant-list-item', { hasText: `心苗示范大学 · ${PROVIDER_NAME}` });
    await binding.waitFor();
    await screenshot(page, 'oidc-bindings');
    await binding.getByRole('button', { name: '解除绑定' }).click();
    await page.getByRole('button', { name: /确\s*定|OK/ }).click();
    await page.getByText('已解除绑定').waitFor();
    await page.getByText('未绑定统一身份认证').waitFor();

    // Unbound: the provider's sign-in asks for the binding again.
    await signOutConsole(page);
    await page.getByRole('button', { name: '使用学校统一身份认证' }).click();
    await page.getByLabel('学校编号').fill(SCHOOL);
    await page.getByRole('button', { name: '查找' }).click();
    await chooseProvider(page);
    await atProvider(page, 'T2023001', (u) => u.pathname === '/user/oidc-callback');
    await page.getByText('绑定心苗示范大学账号').waitFor();
    await page.context().close();
  }, 240_000);

  it('the admin binds with an SMS code', async () => {
    const page = await newPage(product.browser);
    await toBindingPage(page, 'T2023002');
    await page.getByRole('tab', { name: '手机验证码验证' }).click();
    await page.getByRole('textbox', { name: '手机号' }).fill(ADMIN_PHONE);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /\d+ 秒后重新获取/ }).waitFor();
    await page.getByRole('textbox', { name: '验证码' }).fill(await nextSmsCode(product.server, ADMIN_PHONE));
    await screenshot(page, 'oidc-bind-sms');
    await page.getByRole('button', { name: '绑定并登录' }).click();
    await page.waitForURL(/\/dashboard\/analysis$/);
    await page.context().close();
  }, 120_000);

  it('refusals read in Chinese: an unknown account at binding, an answer whose state was changed', async () => {
    const page = await newPage(product.browser);
    await toBindingPage(page, 'T2023003');
    await page.getByRole('textbox', { name: '账号' }).fill('nosuchuser');
    await page.getByRole('textbox', { name: '密码' }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '绑定并登录' }).click();
    await page.locator('.oidc-bind .ant-alert-error').waitFor();
    const refusal = (await page.locator('.oidc-bind .ant-alert-error').textContent()) ?? '';
    expect(refusal).toMatch(/[\u4e00-\u9fa5]/);
    await screenshot(page, 'oidc-bind-unknown-account');

    // Someone in the middle changes the state the console sent to the provider.
    await page.route(
      (u) => u.origin === idp.issuer && u.searchParams.has('state'),
      (route) => {
        const url = new URL(route.request().url());
        url.searchParams.set('state', 'forged-state');
        return route.continue({ url: url.href });
      },
    );
    await page.goto(`${product.server.url}/user/login?school=${SCHOOL}`);
    await chooseProvider(page);
    // The provider still has this browser's session: it answers at once.
    await atProvider(page, 'T2023003', (u) => u.pathname === '/user/oidc-callback');
    await page.getByText('登录校验失败（state 不匹配），请重新登录').waitFor();
    await screenshot(page, 'oidc-state-refused');
    await page.getByRole('button', { name: '返回登录' }).click();
    await page.waitForURL((u) => u.pathname === '/user/login');
    await page.context().close();
  }, 120_000);

  it('a student signs in on /m through the school, binds, signs out and signs in again', async () => {
    const name = await prepareStudentAccount(product.server.url, STUDENT.studentNo, STUDENT.password);
    // The student has set their own password once (first sign-in), then signed out.
    const first = await signInH5(product.browser, product.server.url, STUDENT);
    await first.context().close();

    const page = await newPage(product.browser, PHONE);
    await page.goto(`${product.server.url}/m/login?school=${SCHOOL}`);
    await page.getByRole('button', { name: `使用${PROVIDER_NAME}登录` }).waitFor();
    await screenshot(page, 'oidc-m-login');
    await chooseProvider(page);
    await atProvider(page, 'S20230102', () => false);
    await page.getByText('绑定心苗示范大学账号').waitFor();
    // The H5 names the account as its own sign-in does.
    await expect.poll(() => page.getByRole('textbox', { name: '学号' }).inputValue()).toBe('20230102');
    await page.getByRole('textbox', { name: '密码' }).fill(STUDENT.newPassword);
    await screenshot(page, 'oidc-m-bind');
    await page.getByRole('button', { name: '绑定并登录' }).click();
    await page.waitForURL((u) => u.pathname === '/m');
    await page.getByText('我的测评').first().waitFor();
    await screenshot(page, 'oidc-m-home');

    // 退出 ends the session on the server too: the token it held opens nothing afterwards.
    const token = await page.evaluate(() => localStorage.getItem('XM_M_TOKEN'));
    await page.getByRole('button', { name: '退出' }).click();
    await page.waitForURL((u) => u.pathname === '/m/login');
    const after = await fetch(`${product.server.url}/jeecg-boot/sys/oidc/bindings`, {
      headers: { 'x-access-token': token ?? '' },
    });
    expect(((await after.json()) as { success: boolean }).success).toBe(false);

    await page.getByRole('button', { name: '使用学校统一身份认证' }).click();
    await page.getByLabel('学校编号').fill(SCHOOL);
    await page.getByRole('button', { name: '查找' }).click();
    await chooseProvider(page);
    await atProvider(page, 'S20230102', (u) => u.pathname === '/m');
    await page.waitForURL((u) => u.pathname === '/m');

    // 我的账号 lists the binding; 解除绑定 removes it; 退出登录 returns to the sign-in.
    await page.getByRole('link', { name }).click();
    await page.waitForURL((u) => u.pathname === '/m/account');
    const binding = page.locator('.ant-list-item', { hasText: `心苗示范大学 · ${PROVIDER_NAME}` });
    await binding.waitFor();
    await screenshot(page, 'oidc-m-account');
    await binding.getByRole('button', { name: '解除绑定' }).click();
    await page.getByRole('button', { name: /确\s*定|OK/ }).click();
    await page.getByText('已解除绑定').waitFor();
    await page.getByText('未绑定统一身份认证').waitFor();
    await screenshot(page, 'oidc-m-unbound');
    await page.getByRole('button', { name: /退出登录/ }).click();
    await page.waitForURL((u) => u.pathname === '/m/login');
    await page.context().close();
  }, 240_000);
});
