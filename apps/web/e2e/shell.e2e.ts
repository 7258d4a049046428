import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { setupProduct } from './support/product.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { chooseFromUserMenu } from './support/user-menu.ts';

const product = setupProduct();

async function login(page: Page, username: string): Promise<void> {
  await page.getByPlaceholder('请输入用户名').fill(username);
  await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
}

describe('console shell in Chromium', () => {
  it('sends an anonymous visitor to login with the original path, then back after signing in', async () => {
    const page = await product.browser.newPage();
    await page.goto(`${product.server.url}/system/users?x=1`);
    await page.waitForURL(/\/user\/login\?redirect=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirect') ?? '')).toBe(
      '/system/users?x=1',
    );
    await screenshot(page, 'login');
    await login(page, 'admin');
    await page.waitForURL(/\/system\/users\?x=1$/);
    await page.getByRole('heading', { name: '用户管理' }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/system/users');
    await page.close();
  });

  it('renders the menu, closes other tabs, keeps home unclosable, and logs out to login', async () => {
    const page = await product.browser.newPage();
    await page.goto(`${product.server.url}/user/login`);
    await login(page, 'admin');
    await page.waitForURL(/\/dashboard\/analysis$/);
    await expect.poll(() => page.title()).toBe('心苗');

    const menu = page.getByRole('menu').first();
    await expect.poll(() => menu.getByText('系统管理').count()).toBeGreaterThan(0);
    await menu.getByText('危机干预').click();
    await menu.getByText('危机预警').click();
    await page.waitForURL(/\/crisis\/warnings$/);
    await expect.poll(() => page.title()).toBe('危机预警 - 心苗');
    await screenshot(page, 'shell-with-tabs');

    // A window narrowed to phone width for a moment hides the tab bar, not the pages behind it.
    await menu.getByText('约谈记录').click();
    await page.waitForURL(/\/crisis\/interviews$/);
    const tabs = page.locator('.ant-tabs-nav').first().getByRole('tab');
    await expect.poll(() => tabs.count()).toBe(3);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.getByRole('tab', { name: /首页/ }).count()).toBe(0);
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect.poll(() => tabs.count()).toBe(3);
    await page.getByRole('tab', { name: /危机预警/ }).click();
    await page.waitForURL(/\/crisis\/warnings$/);

    const homeTab = page.getByRole('tab', { name: /首页/ });
    const closeOthers = page.getByRole('menuitem', { name: '关闭其它' });
    // On a loaded machine the menu may still be animating in or already gone when the click
    // arrives; like a person, open it again and retry until the other tabs are closed.
    await expect
      .poll(async () => {
        if (!(await closeOthers.isVisible())) await homeTab.click({ button: 'right' });
        await closeOthers.click({ timeout: 2_000 }).catch(() => undefined);
        return new URL(page.url()).pathname;
      })
      .toBe('/dashboard/analysis');
    await expect.poll(() => page.getByRole('tab').count()).toBe(1);
    await homeTab.hover();
    await page.locator('.ant-tabs-tab-remove').first().click({ force: true });
    await expect.poll(() => page.getByText('首页不能关闭!').count()).toBeGreaterThan(0);

    await page.goto(`${product.server.url}/crisis/warnings`);
    await chooseFromUserMenu(page, '退出登录', page.getByText('真的要注销登录吗 ?'));
    const confirm = page.getByRole('button', { name: '确定' });
    await expect
      .poll(async () => {
        await confirm.click({ timeout: 2_000 }).catch(() => undefined);
        return page.url();
      })
      .toMatch(/\/user\/login\?redirect=%2Fcrisis%2Fwarnings$/);
    await page.close();
  });
});
