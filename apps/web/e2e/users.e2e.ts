import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { confirmDialog } from './support/dialog.ts';
import { setupProduct } from './support/product.ts';
import { DEMO_PASSWORD } from './support/server.ts';

const product = setupProduct();
const NEW_PASSWORD = 'Teach2026ok';

async function open(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

async function login(page: Page, url: string, username: string, password: string): Promise<void> {
  await page.goto(`${url}/user/login`);
  await page.getByPlaceholder('请输入用户名').fill(username);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const row = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });

describe('用户管理 and 部门管理 in Chromium', () => {
  it('an admin adds, edits and freezes a user, whose login is then refused', async () => {
    const { browser, server } = product;
    const admin = await open(browser, { width: 1366, height: 768 });
    await login(admin, server.url, 'admin', DEMO_PASSWORD);
    await admin.waitForURL(/\/dashboard\/analysis$/);
    await admin.goto(`${server.url}/system/users`);
    await row(admin, 'xinli').waitFor();

    await admin.getByRole('button', { name: '新增' }).click();
    const dialog = admin.locator('.ant-modal').filter({ hasText: '新增用户' });
    await dialog.getByPlaceholder('请输入用户账号').fill('teacher01');
    await dialog.getByPlaceholder('请输入用户姓名').fill('王老师');
    await dialog.getByPlaceholder('请输入登录密码').fill(NEW_PASSWORD);
    await dialog.getByPlaceholder('请重新输入登录密码').fill(NEW_PASSWORD);
    await dialog.getByPlaceholder('请输入手机号码').fill('13912345678');
    await confirmDialog(admin, dialog, '添加成功！');
    await row(admin, 'teacher01').waitFor();

    await row(admin, 'teacher01').getByRole('button', { name: '编辑' }).click();
    const editing = admin.locator('.ant-modal').filter({ hasText: '编辑用户' });
    await editing.getByPlaceholder('请输入用户姓名').fill('王老师二');
    await confirmDialog(admin, editing, '修改成功!');
    await row(admin, '王老师二').waitFor();
    await screenshot(admin, 'users-1366');

    await row(admin, 'teacher01').getByRole('button', { name: '更多' }).hover();
    await admin.getByRole('menuitem', { name: '冻结' }).click();
    await admin.getByText('操作成功!').waitFor();
    await expect.poll(() => row(admin, 'teacher01').textContent()).toContain('冻结');

    const user = await open(browser, { width: 1366, height: 768 });
    await login(user, server.url, 'teacher01', NEW_PASSWORD);
    await user.getByText('该用户已冻结').waitFor();
    await user.context().close();

    await admin.goto(`${server.url}/system/departs`);
    await admin.locator('.ant-tree-node-content-wrapper', { hasText: '心理健康教育中心' }).click();
    await admin.getByText('基本信息').waitFor();
    await expect.poll(() => admin.locator('input[value^="A01A"]').count()).toBe(1);
    await screenshot(admin, 'departs-1366');
    await admin.getByRole('tab', { name: '部门角色' }).click();
    await row(admin, 'duty_counsellor').waitFor();
    await admin.context().close();
  });

  it('both pages fit a phone', async () => {
    const { browser, server } = product;
    const phone = await open(browser, { width: 390, height: 844 });
    await login(phone, server.url, 'admin', DEMO_PASSWORD);
    await phone.waitForURL(/\/dashboard\/analysis$/);
    await phone.goto(`${server.url}/system/users`);
    await row(phone, 'xinli').waitFor();
    expect(await pageWidth(phone)).toBeLessThanOrEqual(390);
    await screenshot(phone, 'users-390');
    await phone.goto(`${server.url}/system/departs`);
    await phone.locator('.ant-tree-node-content-wrapper', { hasText: '心苗示范大学' }).first().click();
    await phone.getByText('基本信息').waitFor();
    expect(await pageWidth(phone)).toBeLessThanOrEqual(390);
    await screenshot(phone, 'departs-390');
    await phone.context().close();
  });
});
