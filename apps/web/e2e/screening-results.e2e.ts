import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { setupProduct } from './support/product.ts';
import { DEMO_PASSWORD } from './support/server.ts';

// The seeded closed task 2026年秋季新生心理普查: 20230102 answered PHQ-9 item 9 above zero.
const product = setupProduct();

async function signIn(browser: Browser, url: string, username: string) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${url}/user/login`);
  await page.getByPlaceholder('请输入用户名').fill(username);
  await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/\/dashboard\/analysis$/);
  return page;
}

describe('测评结果 in Chromium', () => {
  it('the centre searches results across tasks and opens a report page', async () => {
    const { browser, server } = product;
    const centre = await signIn(browser, server.url, 'xinli');
    await centre.goto(`${server.url}/screening/results`);
    await centre.getByRole('cell', { name: '20230102' }).first().waitFor();
    await screenshot(centre, 'screening-results-list');
    await centre.getByPlaceholder('姓名或学号').fill('20230102');
    await centre.getByRole('button', { name: '查询' }).click();
    await centre.waitForURL(/keyWord=20230102/);
    await expect
      .poll(async () => {
        const numbers = await centre
          .locator('.ant-table-tbody tr.ant-table-row td:first-child')
          .allTextContents();
        return numbers.length > 0 && numbers.every((n) => n === '20230102');
      })
      .toBe(true);
    const [report] = await Promise.all([
      centre.waitForEvent('popup'),
      centre.getByRole('button', { name: '查看报告' }).first().click(),
    ]);
    // Each scale opens its own standalone page (SCL-90, PHQ-9, MBTI…), with the student's report.
    await report.waitForURL(/[a-z]+Page\?resultId=/);
    await report.getByTestId('report-body').getByText('20230102').waitFor();
    await screenshot(report, 'screening-results-report');
    await centre.context().close();
  });

  it('a class teacher gets no mental-health result: their class’s career results and the way to 班级关注', async () => {
    const { browser, server } = product;
    const teacher = await signIn(browser, server.url, 'banzhuren');
    await teacher.goto(`${server.url}/screening/results`);
    await teacher.getByRole('button', { name: '查看班级关注' }).waitFor();
    // The seeded 班主任 reads career reports: the demo 生涯兴趣调查 of their class, and nothing else.
    await teacher.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    const scales = await teacher
      .locator('.ant-table-tbody tr.ant-table-row td:nth-child(6)')
      .allTextContents();
    expect(scales.length).toBeGreaterThan(0);
    expect(scales.every((name) => name.includes('霍兰德'))).toBe(true);
    await screenshot(teacher, 'screening-results-teacher');
    await teacher.context().close();
  });
});
