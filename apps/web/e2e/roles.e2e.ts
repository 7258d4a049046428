import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { setupProduct } from './support/product.ts';
import { DEMO_PASSWORD } from './support/server.ts';

const product = setupProduct();

async function signIn(username: string): Promise<Page> {
  const page = await product.browser.newPage();
  await page.goto(`${product.server.url}/user/login`);
  await page.getByPlaceholder('请输入用户名').fill(username);
  await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/\/dashboard\/analysis$/);
  return page;
}

const menuHas = (page: Page, title: string) =>
  page.getByRole('menu').first().getByText(title, { exact: true }).count();

describe('角色管理 in Chromium', () => {
  it('a permission removed from 班主任 leaves the 班主任 user’s menu after a reload', async () => {
    const teacher = await signIn('banzhuren');
    await expect.poll(() => menuHas(teacher, '减压星球')).toBeGreaterThan(0);

    const admin = await signIn('admin');
    await admin.goto(`${product.server.url}/system/roles`);
    const row = admin.getByRole('row').filter({ hasText: 'banzhuren' });
    await row.getByRole('button', { name: '授权' }).click();
    const drawer = admin.locator('.ant-drawer').filter({ hasText: '角色权限配置：班主任' });
    const planet = drawer.locator('.ant-tree-treenode').filter({ hasText: '减压星球' }).first();
    await planet.waitFor();
    await expect.poll(() => planet.locator('.ant-tree-checkbox-checked').count()).toBe(1);
    await planet.locator('.ant-tree-checkbox').click();
    await expect.poll(() => planet.locator('.ant-tree-checkbox-checked').count()).toBe(0);
    await screenshot(admin, 'roles-grant-drawer');
    await drawer.getByRole('button', { name: '保存' }).click();
    await admin.getByText('保存成功！').waitFor();
    await screenshot(admin, 'roles-list');

    await teacher.reload();
    await teacher.getByRole('menu').first().getByText('心理测评', { exact: true }).waitFor();
    expect(await menuHas(teacher, '减压星球')).toBe(0);
    await screenshot(teacher, 'roles-teacher-menu-after');
    await teacher.close();

    await admin.goto(`${product.server.url}/system/permissions`);
    await admin.getByText('系统管理', { exact: true }).first().waitFor();
    await screenshot(admin, 'permissions-tree');
    await admin.close();
  });
});
