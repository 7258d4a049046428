import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.ts';
import { confirmDialog, confirmPopconfirm } from './support/dialog.ts';
import { chooseOption } from './support/select-option.ts';
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

async function login(page: Page, username: string): Promise<void> {
  await page.goto(`${server.url}/user/login`);
  await page.getByPlaceholder('请输入用户名').fill(username);
  await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/\/dashboard\/analysis$/);
}

/** The school's eleven default jobs run onto a second page of ten; twenty a page shows them all. */
async function twentyAPage(page: Page): Promise<void> {
  await page.getByText('1-10 共 11 条').waitFor();
  await chooseOption(page, page.locator('.ant-pagination-options .ant-select'), '20 条/页');
  await page.getByText('1-11 共 11 条').waitFor();
  // The pager writes the page size into the URL; the page stays in its one tab.
  expect(await page.locator('.tab-bar [data-testid="tab-label"]').allTextContents()).toEqual([
    '首页',
    '定时任务',
  ]);
}

const confirm = (page: Page, title: string, shows: string) =>
  confirmPopconfirm(page, page.locator('.ant-popconfirm').filter({ hasText: title }), shows);

describe('定时任务', () => {
  it('lists the default jobs every school starts with, running', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await login(page, 'admin');
    await page.goto(`${server.url}/system/jobs`);
    await twentyAPage(page);
    const screening = page.locator('.ant-table-row').filter({ hasText: 'xinmiao.job.ScreeningWindowJob' });
    await screening.waitFor();
    expect(await screening.textContent()).toContain('0 0/5 * * * ?');
    expect(await screening.textContent()).toContain('正常');
    for (const job of [
      'CrisisOverdueJob',
      'CounsellingReminderJob',
      'LogRetentionJob',
      'AnnouncementExpiryJob',
      'SheetFollowUpJob',
    ]) {
      await page
        .locator('.ant-table-row')
        .filter({ hasText: `xinmiao.job.${job}` })
        .waitFor();
    }
    await screenshot(page, 'jobs-defaults');
    await page.close();
  });

  it('replaces the default log retention with a job made in the cron editor, runs it now and lists it', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await login(page, 'admin');
    await page.goto(`${server.url}/system/jobs`);
    await twentyAPage(page);
    const retention = page.locator('.ant-table-row').filter({ hasText: 'xinmiao.job.LogRetentionJob' });
    // 停止/启动 and 立即执行 sit in the row; 编辑 and 删除 under 更多, whose 删除 confirms in a dialog.
    await retention.getByRole('button', { name: /更多/ }).click();
    await page.getByRole('menuitem', { name: '删除' }).click();
    await page
      .locator('.ant-modal-confirm')
      .filter({ hasText: '确定删除吗?' })
      .getByRole('button', { name: '确定' })
      .click();
    await page.getByText('删除成功!').waitFor();
    await expect.poll(() => retention.count()).toBe(0);
    await page.getByRole('button', { name: '新增' }).click();
    const form = page.locator('.ant-modal').filter({ hasText: '任务类名' });
    await chooseOption(page, form.locator('.ant-select').first(), /日志保留期清理/);
    await form.getByRole('button', { name: '选择' }).click();

    const editor = page.locator('.ant-modal').filter({ hasText: '最近 10 次运行时间' });
    await editor.getByRole('tab', { name: '时' }).click();
    await editor.getByTestId('cron-hour-specify').click();
    await editor.getByRole('checkbox', { name: '03' }).check();
    await editor.getByRole('checkbox', { name: '00' }).uncheck();
    await editor.getByRole('tab', { name: '周' }).click();
    await editor.getByTestId('cron-week-nthWeekday').click();
    await expect.poll(() => editor.getByLabel('cron表达式').inputValue()).toBe('0 0 3 ? * 2#1');
    // The preview follows 500 ms after the last change.
    await expect
      .poll(() => editor.getByTestId('cron-run').first().textContent())
      .toMatch(/第 1 次：\d{4}\/\d{2}\/\d{2} 03:00:00/);
    expect(await editor.getByTestId('cron-run').count()).toBe(10);
    await screenshot(page, 'jobs-cron-editor');
    await confirmDialog(page, editor);

    await form.getByPlaceholder(/保留天数/).fill('90');
    await form.getByPlaceholder('请输入描述').fill('每月第一个周一清理日志');
    await confirmDialog(page, form, '创建定时任务成功');
    const row = page.locator('.ant-table-row').filter({ hasText: 'xinmiao.job.LogRetentionJob' });
    await row.waitFor();
    expect(await row.textContent()).toContain('0 0 3 ? * 2#1');
    expect(await row.textContent()).toContain('停止');

    await row.getByRole('button', { name: '立即执行' }).click();
    await confirm(page, '确定立即执行一次吗?', '执行成功!');
    await row.getByRole('button', { name: '启动' }).click();
    await confirm(page, '确定启动吗?', '启动定时任务成功');
    await expect.poll(() => row.textContent()).toContain('正常');
    await screenshot(page, 'jobs-list');
    await page.close();
  });
});
