import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { confirmDialog, confirmPopconfirm } from './support/dialog.ts';
import { setupProduct } from './support/product.ts';
import { DEMO_PASSWORD } from './support/server.ts';

const product = setupProduct();

async function signIn(browser: Browser, url: string, username: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${url}/user/login`);
  await page.getByPlaceholder('请输入用户名').fill(username);
  await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/\/dashboard\/analysis$/);
  return page;
}

const badge = (page: Page) => page.locator('.header-action .ant-badge-count');

describe('系统通告 in Chromium', () => {
  it('a released notice reaches another user live; opening it shows 通知消息 and reading clears the badge', async () => {
    const { browser, server } = product;
    const reader = await signIn(browser, server.url, 'xinli');
    await expect.poll(() => badge(reader).count()).toBe(0);

    const admin = await signIn(browser, server.url, 'admin');
    await admin.goto(`${server.url}/system/announcements`);
    await admin.getByRole('button', { name: '新增' }).click();
    await admin.getByPlaceholder('请输入标题').last().fill('期中心理测评通知');
    // The rich-text editor; the server's sanitiser (sanitize-html.test.ts) covers pasted scripts.
    const editor = admin.locator('.rich-text__content');
    await editor.click();
    await editor.pressSequentially('请于周五前完成');
    await admin.getByRole('button', { name: '加粗' }).click();
    await editor.pressSequentially('期中测评');
    await screenshot(admin, 'announcements-editor');
    await confirmDialog(admin);
    await admin.getByRole('cell', { name: '期中心理测评通知' }).waitFor();
    await admin.getByRole('button', { name: '发布' }).click();
    await confirmPopconfirm(admin, undefined, '系统通知推送成功');

    // No reload: the count arrives over the notification websocket.
    await expect.poll(() => badge(reader).textContent(), { timeout: 10_000 }).toBe('1');
    await reader.getByRole('button', { name: '消息通知' }).click();
    await reader.getByRole('tab', { name: '通知(1)' }).waitFor();
    await screenshot(reader, 'announcements-bell');
    await reader.getByText('期中心理测评通知').click();

    const dialog = reader.locator('.ant-modal');
    await dialog.getByText('通知消息').waitFor();
    expect(await dialog.getByText('发布人：管理员').count()).toBe(1);
    const frame = reader.frameLocator('.notice-detail__body');
    expect(await frame.locator('strong').textContent()).toBe('期中测评');
    expect(await frame.locator('script').count()).toBe(0);
    await screenshot(reader, 'announcements-dialog');

    await expect.poll(() => badge(reader).count()).toBe(0);
    await dialog.getByRole('button', { name: '关闭' }).last().click();
    await reader.reload();
    await reader.getByRole('button', { name: '消息通知' }).waitFor();
    await expect.poll(() => badge(reader).count()).toBe(0);
    await reader.context().close();
    await admin.context().close();
  });
});
