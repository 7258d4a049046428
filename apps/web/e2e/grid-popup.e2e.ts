import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { openGridSection } from './support/grid-gallery.ts';
import { setupProduct } from './support/product.ts';

const product = setupProduct();

describe('可编辑表格 popup column in Chromium', () => {
  it('picks 负责人 from the seeded 用户选择 report into two cells of the row', async () => {
    const { browser, server } = product;
    const page = await openGridSection(browser, server.url, { width: 1400, height: 900 });
    await page.getByRole('tab', { name: '全部列类型' }).click();

    const account = page.locator('[data-cell="r1:leader"]');
    await account.scrollIntoViewIfNeeded();
    await account.click();
    const users = page.locator('.ant-modal').filter({ hasText: '用户选择' });
    await users.getByRole('textbox', { name: '账号' }).fill('xinli');
    await users.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => users.locator('.ant-table-row').count()).toBe(1);
    const realname = (await users.locator('.ant-table-row td').nth(2).textContent()) ?? '';
    expect(realname).not.toBe('');
    await users.locator('.ant-table-row').first().click();
    await screenshot(page, 'grid-popup-dialog-desktop', { fullPage: false });
    await users.getByRole('button', { name: /确\s*定/ }).click();

    await expect.poll(() => account.textContent()).toBe('xinli');
    await expect.poll(() => page.locator('[data-cell="r1:leaderName"]').textContent()).toBe(realname);
    await screenshot(page, 'grid-popup-filled-desktop');
    await page.context().close();
  });
});
