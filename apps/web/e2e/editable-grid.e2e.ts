import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { openGridSection } from './support/grid-gallery.ts';
import { setupProduct } from './support/product.ts';

const product = setupProduct();
const DESKTOP = { width: 1400, height: 900 };
const PHONE = { width: 390, height: 844 };

const gridCell = (page: Page, text: string) => page.locator('.editable-grid-cell', { hasText: text }).first();

describe('可编辑表格 in Chromium', () => {
  it('adds a position in the grid, saves it to the server, and another console sees an edit live', async () => {
    const { browser, server } = product;
    const a = await openGridSection(browser, server.url, DESKTOP);
    const b = await openGridSection(browser, server.url, DESKTOP);

    await a.getByRole('button', { name: '新增' }).first().click();
    const code = a.locator('[data-cell$=":code"]').last();
    await code.click();
    await code.locator('input').fill('grid_demo');
    const name = a.locator('[data-cell$=":name"]').last();
    await name.click();
    await name.locator('input').fill('表格职务');
    // A click outside the grid ends editing.
    await a.getByText('可编辑表格', { exact: true }).first().click();
    await a.getByRole('button', { name: '保存' }).first().click();
    await a.getByText('保存成功').waitFor();
    await gridCell(a, 'grid_demo').waitFor();
    await screenshot(a, 'editable-grid-positions-desktop');

    // B loads the saved row, then A renames it: B's grid merges the change without reloading.
    await b.reload();
    await b.getByText('可编辑表格', { exact: true }).first().click();
    await gridCell(b, '表格职务').waitFor();
    await b.getByText('实时同步中').waitFor();
    await a.getByText('实时同步中').waitFor();
    const saved = a.locator('.editable-grid-cell', { hasText: '表格职务' }).first();
    await saved.click();
    await a.locator('.editable-grid-editing input').fill('实时同步职务');
    await gridCell(b, '实时同步职务').waitFor();
    await screenshot(b, 'editable-grid-realtime-desktop');
    await a.context().close();
    await b.context().close();
  });

  it('validates the main form first, then opens the first failing sub-table’s tab', async () => {
    const { browser, server } = product;
    const page = await openGridSection(browser, server.url, DESKTOP);
    await page.getByRole('tab', { name: '主表与子表校验' }).click();
    await page.getByRole('button', { name: '提交' }).click();
    await page.getByText('请输入小组名称').first().waitFor();
    await page.getByPlaceholder('请输入小组名称').fill('心理委员小组');
    await page.getByRole('button', { name: '提交' }).click();
    await page.getByText('请选择日期').first().waitFor();
    await expect
      .poll(() => page.getByRole('tab', { name: '活动记录' }).getAttribute('aria-selected'))
      .toBe('true');
    await screenshot(page, 'editable-grid-form-and-tables-desktop');
    await page.context().close();
  });

  it('scrolls 10,000 rows to the last one', async () => {
    const { browser, server } = product;
    const page = await openGridSection(browser, server.url, DESKTOP);
    await page.getByRole('tab', { name: '10000 行' }).click();
    await page.locator('[data-cell="big-1:name"]').waitFor();
    await page.locator('[data-testid="big-grid"] .ant-table-tbody-virtual-holder').evaluate((holder) => {
      holder.scrollTop = holder.scrollHeight;
    });
    await page.locator('[data-cell="big-10000:name"]').waitFor();
    await screenshot(page, 'editable-grid-10000-desktop');
    await page.context().close();
  });

  it('shows every column type, on a phone too', async () => {
    const { browser, server } = product;
    for (const [name, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const page = await openGridSection(browser, server.url, viewport);
      await page.getByRole('tab', { name: '全部列类型' }).click();
      await gridCell(page, '张晓').waitFor();
      await expect.poll(() => page.getByText('合计').count()).toBeGreaterThan(0);
      await screenshot(page, `editable-grid-types-${name}`);
      await page.context().close();
    }
  });
});
