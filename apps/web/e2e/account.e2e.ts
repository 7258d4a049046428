import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.ts';
import { createE2eDatabase, type E2eDatabase } from './support/database.ts';
import { DEMO_PASSWORD, type RunningServer, startServer } from './support/server.ts';

// On PostgreSQL, so the test can add a second school's account beside the running product.
let database: E2eDatabase;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  database = await createE2eDatabase();
  // A DATABASE_URL start seeds no demo by default; this test needs the demo schools.
  server = await startServer({ DATABASE_URL: database.url, SEED_DEMO: 'on' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await database?.drop();
});

const PHONE = { width: 390, height: 844 };
// A 1×1 PNG, as a user's avatar file.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function login(page: Page, username: string): Promise<void> {
  await page.goto(`${server.url}/user/login`);
  await page.getByPlaceholder('请输入用户名').fill(username);
  await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
}

describe('login page', () => {
  it('shows no captcha when the server does not ask for one', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/user/login`);
    await page.getByPlaceholder('请输入用户名').waitFor();
    await expect.poll(() => page.getByText('验证码', { exact: true }).count()).toBe(0);
    await page.close();
  });

  it('asks for the school when the same account exists in two schools, then signs in there', async () => {
    await database.query(
      `insert into sys_user (id, tenant_id, username, realname, password, login_tenant_id)
       select 'e2e-second-school', 1001, username, '二中的辅导员', password, 1001
       from sys_user where username = 'fudaoyuan' and tenant_id = 1000`,
    );
    await database.query(
      `insert into sys_user_tenant (id, tenant_id, user_id, status) values ('e2e-second-school-link', 1001, 'e2e-second-school', 1)`,
    );
    const page = await browser.newPage();
    await login(page, 'fudaoyuan');
    await page.getByText('该账号在多所学校中存在，请填写学校编号后登录').waitFor();
    const school = page.getByLabel('学校编号');
    await school.waitFor();
    await screenshot(page, 'login-school-code');
    await school.fill('1001');
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/\/dashboard\/analysis$/);
    await page.getByText('二中的辅导员').first().waitFor();
    await page.close();
  });
});

describe('账户设置', () => {
  it('edits the own name, email and avatar with the spec’s messages (the phone only by 修改手机); breadcrumb 首页 / 账户设置', async () => {
    const page = await browser.newPage();
    await login(page, 'banzhuren');
    await page.waitForURL(/\/dashboard\/analysis$/);
    await page.goto(`${server.url}/account/settings/base`);
    const crumbs = page.locator('.page-header .ant-breadcrumb');
    await expect.poll(() => crumbs.textContent()).toMatch(/^首页\s*\/\s*账户设置$/);
    await expect
      .poll(() => crumbs.getByRole('link', { name: '首页' }).getAttribute('href'))
      .toBe('/dashboard/analysis');

    const name = page.getByLabel('姓名');
    expect(await name.getAttribute('maxlength')).toBe('50');
    await name.fill('王老师');
    expect(await page.getByLabel('手机号').isDisabled()).toBe(true);
    await page.getByLabel('邮箱').fill('wang@');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('邮箱格式不正确').waitFor();
    await screenshot(page, 'account-settings-errors');

    await page.getByLabel('邮箱').fill('wang@school.cn');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect
      .poll(() => page.locator('.ant-avatar img').first().getAttribute('src'))
      .toMatch(/\/sys\/common\/static\/avatar\/[0-9a-f]{32}\.png\?token=/);
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('个人信息修改成功！').waitFor();
    await page
      .getByText(/王老师/)
      .first()
      .waitFor();
    await screenshot(page, 'account-settings-saved');

    await page.reload();
    await expect.poll(() => page.getByLabel('姓名').inputValue()).toBe('王老师');
    const stored = await database.query(
      `select realname, phone, email, avatar from sys_user where username = 'banzhuren'`,
    );
    expect(stored.rows[0]).toMatchObject({ realname: '王老师', email: 'wang@school.cn' });
    expect(await page.getByLabel('手机号').inputValue()).toBe(String(stored.rows[0]?.phone ?? ''));
    expect(String(stored.rows[0]?.avatar)).toMatch(/^avatar\/[0-9a-f]{32}\.png$/);

    await page.setViewportSize(PHONE);
    await page.getByLabel('姓名').waitFor();
    await screenshot(page, 'account-settings-phone');
    await page.close();
  });

  it('links breadcrumbs of admin pages to their section', async () => {
    const page = await browser.newPage();
    await login(page, 'admin');
    await page.waitForURL(/\/dashboard\/analysis$/);
    await page.goto(`${server.url}/system/users`);
    const section = page.locator('.page-header .ant-breadcrumb').getByRole('link', { name: '系统管理' });
    await section.waitFor();
    expect(await section.getAttribute('href')).toBe('/system');
    await page.close();
  });
});
