import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { confirmDialog } from './support/dialog.ts';
import { setupProduct } from './support/product.ts';
import { DEMO_PASSWORD } from './support/server.ts';

const product = setupProduct();

async function signIn(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${url}/user/login`);
  await page.getByPlaceholder('请输入用户名').fill('admin');
  await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/\/dashboard\/analysis$/);
  return page;
}

describe('数据字典 in Chromium', () => {
  it('an item added to a dictionary shows in a select after 刷新缓存', async () => {
    const { browser, server } = product;
    const admin = await signIn(browser, server.url, { width: 1400, height: 900 });
    await admin.goto(`${server.url}/system/dicts?dictCode=position_rank`);
    await admin.getByRole('cell', { name: '职级', exact: true }).waitFor();
    await admin.getByRole('button', { name: '字典配置' }).click();

    const drawer = admin.locator('.ant-drawer');
    await drawer.getByRole('cell', { name: '正高级' }).waitFor();
    await drawer.getByRole('button', { name: '新增' }).click();
    const modal = admin.getByRole('dialog').filter({ hasText: '是否启用' });
    await modal.getByPlaceholder('请输入名称').fill('特级');
    await modal.getByPlaceholder('请输入数据值').fill('6');
    await confirmDialog(admin, modal);
    await drawer.getByRole('cell', { name: '特级' }).waitFor();
    await screenshot(admin, 'dicts-items-desktop');
    await drawer.locator('.ant-drawer-close').click();

    await admin.getByRole('button', { name: '刷新缓存' }).click();
    await admin.getByText('刷新缓存完成！').waitFor();

    await admin.goto(`${server.url}/system/positions`);
    await admin.getByRole('button', { name: '新增' }).click();
    const form = admin.getByRole('dialog').filter({ hasText: '职务编码' });
    await form.locator('.ant-select').click();
    await admin.locator('.ant-select-item-option', { hasText: '特级' }).waitFor();
    const options = await admin.locator('.ant-select-item-option').allTextContents();
    expect(options).toEqual(expect.arrayContaining(['员级', '正高级', '特级']));
    expect(options).toHaveLength(6);
    await screenshot(admin, 'dicts-select-desktop');
    await admin.context().close();

    const phone = await signIn(browser, server.url, { width: 390, height: 844 });
    await phone.goto(`${server.url}/system/dicts?dictCode=sex`);
    await phone.getByRole('cell', { name: '性别', exact: true }).waitFor();
    await screenshot(phone, 'dicts-phone');
    // On a phone the row's actions sit under one ⋯ button.
    await phone.getByRole('button', { name: '操作' }).first().click();
    await phone.getByRole('menuitem', { name: '字典配置' }).click();
    await phone.locator('.ant-drawer').getByRole('cell').first().waitFor();
    await screenshot(phone, 'dicts-items-phone');
    await phone.context().close();
  });
});
