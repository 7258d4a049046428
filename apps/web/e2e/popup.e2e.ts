import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { DEMO_PASSWORD, type RunningServer, startServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: fileURLToPath(new URL(`../test-results/${name}.png`, import.meta.url)) });
}

async function openGallery(): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${server.url}/user/login`);
  await page.getByPlaceholder('请输入用户名').fill('admin');
  await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/\/dashboard\/analysis$/);
  await page.goto(`${server.url}/system/gallery#gallery-popup`);
  return page;
}

describe('组件示例 → 报表弹窗选择', () => {
  it('picks a user and departments from the seeded report configs into the form', async () => {
    const page = await openGallery();
    const block = page.getByTestId('gallery-popup');
    const value = async () => (await block.getByTestId('demo-value').textContent()) ?? '';

    await block.getByLabel('请选择').first().click();
    const users = page.locator('.ant-modal').filter({ hasText: '用户选择' });
    await users.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('请选择一条记录').waitFor();
    await users.getByRole('textbox', { name: '账号' }).fill('xinli');
    await users.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => users.locator('.ant-table-row').count()).toBe(1);
    await users.locator('.ant-table-row').first().click();
    await shot(page, 'popup-user');
    await users.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(value).toContain('"username":"xinli"');
    expect(await value()).toMatch(/"realname":"[^"]+"/);

    await block.getByLabel('请选择').nth(1).click();
    const departs = page.locator('.ant-modal').filter({ hasText: '部门选择' });
    const rows = departs.locator('.ant-table-row');
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    await rows.nth(0).click();
    await rows.nth(1).click();
    await shot(page, 'popup-departs');
    await departs.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(value).toMatch(/"departNames":"[^",]+,[^",]+"/);
    expect(await value()).toMatch(/"departIds":"\d+,\d+"/);
    await page.close();
  });
});
