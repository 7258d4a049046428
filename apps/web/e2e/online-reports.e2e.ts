import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { confirmDialog } from './support/dialog.ts';
import { setupProduct } from './support/product.ts';
import { chooseOption, selectAround } from './support/select-option.ts';
import { PHONE, signInConsole } from './support/sign-in.ts';

const product = setupProduct();

/** Opens an antd select by its label and picks the option with this text. */
async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await chooseOption(page, selectAround(scope.getByLabel(label, { exact: true }).last()), option);
}

describe('报表开发 in Chromium', () => {
  it("a school admin builds a grouped, filtered report over the 心理委员周报's incidents, previews it and opens it", async () => {
    const { browser, server } = product;
    const page = await signInConsole(browser, server.url, 'admin');
    const menu = page.getByRole('menu').first();
    await menu.getByText('系统管理').click();
    await menu.getByText('报表开发').click();
    await page.waitForURL(/\/online\/cgreport$/);
    // The demo seed's report over the same form is already there.
    await page.getByRole('cell', { name: '心理委员周报·事件统计' }).waitFor();

    await page.getByRole('button', { name: '新增' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '报表编码' });
    await dialog.getByPlaceholder('请输入报表编码').fill('urgent_by_type');
    await dialog.getByPlaceholder('请输入报表名称').fill('需关注事件按类型');
    await choose(page, dialog, '数据源', '表单：事件');
    // Group by 事件类型, count the incidents and add up the people involved.
    await choose(page, dialog, '分组字段', '事件类型');
    await dialog.locator('.ant-modal-title').click();
    await dialog.getByRole('button', { name: '添加统计列' }).click();
    await dialog.getByLabel('统计列名称').fill('事件数');
    await dialog.getByRole('button', { name: '添加统计列' }).click();
    await choose(page, dialog, '统计方式', '求和');
    await choose(page, dialog, '统计字段', '涉及人数');
    // Only incidents above 一般.
    await dialog.getByRole('button', { name: '添加过滤条件' }).click();
    await choose(page, dialog, '过滤字段', '关注程度');
    await choose(page, dialog, '过滤条件', '不等于');
    await choose(page, dialog, '过滤值', '一般');
    await choose(page, dialog, '排序字段', '事件数');
    await choose(page, dialog, '排序方向', '降序');

    // Every dropdown closed first, so the click lands on 预览 and not on a fading option list.
    await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
    await dialog.getByRole('button', { name: '预览' }).click();
    const preview = dialog.getByRole('table').last();
    await dialog.getByText('共 3 条').waitFor();
    const headers = await preview.locator('th').allTextContents();
    expect(headers).toEqual(['事件类型', '事件数', '涉及人数求和']);
    await expect.poll(() => preview.locator('tbody tr').count()).toBeGreaterThan(0);
    const types = await preview.locator('tbody tr td:first-child').allTextContents();
    expect(types).not.toContain('emotion');
    await screenshot(page, 'online-reports-design-desktop');

    await confirmDialog(page, dialog);
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row', { name: /需关注事件按类型/ });
    await row.waitFor();
    await screenshot(page, 'online-reports-list-desktop');

    await row.getByRole('button', { name: '打开' }).click();
    const viewer = page.locator('.ant-modal', { hasText: '需关注事件按类型' });
    await viewer.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    const cells = await viewer
      .locator('.ant-table-tbody tr.ant-table-row')
      .first()
      .locator('td')
      .allTextContents();
    expect(cells).toHaveLength(3);
    expect(Number(cells[1])).toBeGreaterThan(0);
    await screenshot(page, 'online-reports-open-desktop');
    await page.context().close();

    // On a phone: the list, and the demo report opened from the row's ⋯ actions.
    const phone = await signInConsole(browser, server.url, 'admin', { viewport: PHONE });
    await phone.goto(`${server.url}/online/cgreport`);
    const demo = phone.getByRole('row', { name: /心理委员周报·事件统计/ });
    await demo.waitFor();
    await screenshot(phone, 'online-reports-list-phone');
    await demo.getByRole('button', { name: '操作' }).click();
    await phone.getByRole('menuitem', { name: '打开' }).click();
    await phone.locator('.ant-modal .ant-table-tbody tr.ant-table-row').first().waitFor();
    await screenshot(phone, 'online-reports-open-phone');
    await phone.context().close();
  });
});
