import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { setupProduct } from './support/product.ts';
import { chooseOption, selectAround } from './support/select-option.ts';
import { DEMO_PASSWORD } from './support/server.ts';

// The seeded closed task 2026年秋季新生心理普查: 20230102 answered PHQ-9 item 9 above zero.
const product = setupProduct();
const DESKTOP = { width: 1400, height: 900 };
const PHONE = { width: 390, height: 844 };

async function signIn(browser: Browser, url: string, username: string, viewport = DESKTOP) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${url}/user/login`);
  await page.getByPlaceholder('请输入用户名').fill(username);
  await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/\/dashboard\/analysis$/);
  return page;
}

type ListRecord = {
  id: string;
  studentNo: string;
  scaleCode: string;
  page: string;
  total: number | null;
  level: number;
};

/** The centre's own list call for one student, to learn result ids and the numbers the pages must show. */
async function results(page: Page, url: string, studentNo: string): Promise<ListRecord[]> {
  return page.evaluate(
    async ({ base, studentNo }) => {
      const token = JSON.parse(localStorage.getItem('Access-Token') ?? '{}').value ?? '';
      const tenant = JSON.parse(localStorage.getItem('TENANT_ID') ?? '{}').value ?? '';
      const reply = await fetch(
        `${base}/jeecg-boot/screening/report/list?studentNo=${studentNo}&pageSize=50`,
        {
          headers: { 'X-Access-Token': token, 'tenant-id': String(tenant) },
        },
      );
      return (await reply.json()).result.records;
    },
    { base: url, studentNo },
  );
}

describe('assessment reports in Chromium', () => {
  it('the centre opens SCL-90 and PHQ-9 report pages whose numbers match the engine’s', async () => {
    const { browser, server } = product;
    const centre = await signIn(browser, server.url, 'xinli');
    await centre.goto(`${server.url}/report/individual`);
    await centre.getByRole('cell', { name: '20230102' }).first().waitFor();
    await screenshot(centre, 'reports-results-list');
    const rows = await results(centre, server.url, '20230102');
    const phq = rows.find((r) => r.studentNo === '20230102' && r.scaleCode === 'PHQ9');
    const scl = rows.find((r) => r.studentNo === '20230102' && r.scaleCode === 'SCL90');
    expect(phq?.level).toBe(3);
    expect(phq?.page).toBe('generalReportPage');
    expect(scl?.page).toBe('sclPage');

    await centre.goto(`${server.url}/generalReportPage?resultId=${phq?.id}`);
    await centre.getByTestId('report-level').waitFor();
    expect(await centre.getByTestId('report-level').textContent()).toBe('红色预警');
    await centre.getByText(String(phq?.total)).first().waitFor();
    await screenshot(centre, 'reports-phq9-desktop');

    await centre.goto(`${server.url}/sclPage?resultId=${scl?.id}`);
    await centre.getByText('因子分析').waitFor();
    await centre.getByTestId('factor-bars').locator('canvas').waitFor();
    await centre.getByText(String(scl?.total)).first().waitFor();
    await screenshot(centre, 'reports-scl90-desktop');
    await centre.context().close();

    const phone = await signIn(browser, server.url, 'xinli', PHONE);
    await phone.goto(`${server.url}/sclPage?resultId=${scl?.id}&audience=student`);
    await phone.getByTestId('report-summary').waitFor();
    expect(await phone.getByTestId('report-level').count()).toBe(0);
    // SCL-90 is clinical: the student reads the summary and suggestion, no factors, scores or bands.
    expect(await phone.getByTestId('factor-bars').count()).toBe(0);
    expect(await phone.locator('body').textContent()).not.toMatch(/精神病性|偏执|敌对|总分|阳性项目/);
    await screenshot(phone, 'reports-scl90-phone-student');
    await phone.context().close();
  });

  it('the group report hides small groups as "<5"', async () => {
    const { browser, server } = product;
    const centre = await signIn(browser, server.url, 'xinli');
    await centre.goto(`${server.url}/report/group`);
    await chooseOption(centre, selectAround(centre.getByRole('combobox').first()), '2026年秋季新生心理普查');
    await centre.getByRole('button', { name: '计算机学院' }).click();
    await centre.getByRole('button', { name: '2023级' }).click();
    await centre.getByRole('cell', { name: '2023级1班' }).waitFor();
    await expect
      .poll(async () => (await centre.locator('.ant-table-tbody td').allTextContents()).includes('<5'))
      .toBe(true);
    await screenshot(centre, 'reports-group-drilldown');
    await centre.context().close();
  });

  it('the class teacher sees only the action card, and is refused the report page', async () => {
    const { browser, server } = product;
    const teacher = await signIn(browser, server.url, 'banzhuren');
    await teacher.goto(`${server.url}/report/classCare`);
    await teacher.getByText('需要关注').first().waitFor();
    const card = await teacher.getByTestId('action-card').textContent();
    expect(card).toContain('20230102');
    expect(card).not.toMatch(/PHQ|SCL|总分|等级|\d+分/);
    await screenshot(teacher, 'reports-class-care');
    await teacher.context().close();

    const phone = await signIn(browser, server.url, 'banzhuren', PHONE);
    await phone.goto(`${server.url}/report/classCare`);
    await phone.getByText('需要关注').first().waitFor();
    await screenshot(phone, 'reports-class-care-phone');
    await phone.goto(`${server.url}/generalReportPage?resultId=any`);
    await phone.locator('.ant-result').waitFor();
    await screenshot(phone, 'reports-teacher-refused');
    expect(await phone.locator('.ant-result').textContent()).toContain('班主任只能查看班级关注提示');
    await phone.context().close();
  });
});
