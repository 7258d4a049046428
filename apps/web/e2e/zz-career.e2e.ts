import { describe, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { setupProduct } from './support/product.ts';
import { DEMO_PASSWORD } from './support/server.ts';

const product = setupProduct();

describe('career walk', () => {
  it('walks', async () => {
    const { browser, server } = product;
    for (const [name, viewport] of [['desk', { width: 1400, height: 900 }], ['phone', { width: 390, height: 844 }]] as const) {
      const page = await (await browser.newContext({ viewport })).newPage();
      await page.goto(`${server.url}/user/login`);
      await page.getByPlaceholder('请输入用户名').fill('admin');
      await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: '登录' }).click();
      await page.waitForURL(/dashboard/);
      await page.goto(`${server.url}/career/surveys`);
      await page.getByText('2026年秋季生涯兴趣调查').first().waitFor();
      await screenshot(page, `zz-career-list-${name}`);
      await page.getByRole('button', { name: /新建/ }).first().click();
      await page.locator('.ant-modal').last().getByLabel('生涯量表').click();
      await page.waitForTimeout(800);
      await screenshot(page, `zz-career-new-${name}`, { fullPage: false });
      await page.keyboard.press('Escape');
      await page.locator('.ant-modal').last().getByRole('button', { name: /关\s*闭/ }).click();
      await page.waitForTimeout(800);
      const row = page.locator('.ant-table-tbody tr', { hasText: '2026年秋季生涯兴趣调查' });
      await row.getByRole('button').first().click();
      await page.waitForTimeout(2500);
      await screenshot(page, `zz-career-drawer-${name}`);
    }
  }, 240_000);
});
