import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { confirmDialog } from './support/dialog.ts';
import { setupProduct } from './support/product.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { pickStudent } from './support/student-picker.ts';

const product = setupProduct();
const CLASS_1 = '计算机学院 / 2023级 / 2023级1班';

async function signIn(
  browser: Browser,
  url: string,
  username: string,
  viewport = { width: 1400, height: 900 },
) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${url}/user/login`);
  await page.getByPlaceholder('请输入用户名').fill(username);
  await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/\/dashboard\/analysis$/);
  return page;
}

/** Three good students of class 1 and one with an ID number whose check digit is wrong. */
async function workbookFile(): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('学生');
  sheet.addRow(['学号', '姓名', '性别(男/女)', '出生日期', '身份证号', '手机号', '班级']);
  for (const n of [1, 2, 3])
    sheet.addRow([`E2E00${n}`, `导入学生${n}`, '女', `2006-05-0${n}`, '', '', CLASS_1]);
  sheet.addRow(['E2E009', '错误学生', '男', '', '110105194912310021', '', CLASS_1]);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'xm-students-')), '学生名单.xlsx');
  writeFileSync(file, Buffer.from(await workbook.xlsx.writeBuffer()));
  return file;
}

const cellTexts = (page: Page) => page.locator('.ant-table-tbody td').allTextContents();
/** 学号 shown in the list (a student with an account shows it again as 账号). */
const studentNumbers = async (page: Page, pattern: RegExp) => [
  ...new Set((await cellTexts(page)).filter((t) => pattern.test(t))),
];

describe('学生管理 in Chromium', () => {
  it('admin imports a workbook with one bad row, sees the report and the good rows; the class teacher sees only their class', async () => {
    const { browser, server } = product;
    const admin = await signIn(browser, server.url, 'admin');
    await admin.goto(`${server.url}/school/students`);
    await admin.getByRole('button', { name: '导入' }).click();
    const dialog = admin.locator('.ant-modal');
    await dialog.locator('input[type=file]').setInputFiles(await workbookFile());
    await dialog.getByRole('button', { name: '预检' }).click();
    await dialog.getByText('预检：共 4 行，可导入 3 行，错误 1 行').waitFor();
    await dialog.getByRole('button', { name: '开始导入' }).click();
    await dialog.getByText('总上传行数：4，已导入行数：3，错误行数：1').waitFor({ timeout: 30_000 });
    await dialog.getByText('请输入正确的身份证号码').waitFor();
    await screenshot(admin, 'students-import-report');

    // The job id is in the URL: a reload shows the same job's outcome.
    expect(admin.url()).toContain('importJob=');
    await admin.reload();
    await admin.locator('.ant-modal').getByText('总上传行数：4，已导入行数：3，错误行数：1').waitFor();
    await admin.locator('.ant-modal').getByRole('button', { name: '刷新列表' }).click();
    await admin.getByPlaceholder('请输入学号').fill('E2E');
    await admin.getByRole('button', { name: '查询' }).click();
    await admin.getByRole('cell', { name: '导入学生3' }).waitFor();
    // Polled: the table re-renders while the searched page replaces the previous one.
    await expect
      .poll(async () => (await studentNumbers(admin, /^E2E\d+$/)).sort())
      .toEqual(['E2E001', 'E2E002', 'E2E003']);
    await screenshot(admin, 'students-admin-list');
    await admin.context().close();

    const teacher = await signIn(browser, server.url, 'banzhuren');
    await teacher.goto(`${server.url}/school/students`);
    await teacher.getByRole('cell', { name: '导入学生1' }).waitFor();
    await expect
      .poll(async () => (await studentNumbers(teacher, /^(E2E|2023)\d+$/)).sort())
      .toEqual(['20230101', '20230102', '20230103', 'E2E001', 'E2E002', 'E2E003']);
    expect((await cellTexts(teacher)).some((t) => t.includes('2023级2班'))).toBe(false);
    await screenshot(teacher, 'students-class-teacher-desktop');
    await teacher.context().close();

    const phone = await signIn(browser, server.url, 'banzhuren', { width: 390, height: 844 });
    await phone.goto(`${server.url}/school/students`);
    await phone.getByRole('cell', { name: '导入学生1' }).waitFor();
    await screenshot(phone, 'students-class-teacher-phone');
    await phone.context().close();
  });

  it('keeps the pinned 操作 column compact at 1440 px and on a phone, where several data columns show', async () => {
    const { browser, server } = product;
    /** Width of the visible 操作 header, and the data headers showing at least 40 px left of it. */
    const layout = (page: Page) =>
      page.evaluate(() => {
        const heads = [...document.querySelectorAll<HTMLElement>('.ant-table-thead th')];
        const action = heads.find((th) => th.textContent === '操作' && th.getBoundingClientRect().width > 0);
        const edge = action?.getBoundingClientRect().left ?? 0;
        return {
          action: action?.getBoundingClientRect().width ?? 0,
          shown: heads
            .filter((th) => th !== action && th.textContent !== '')
            .filter((th) => {
              const box = th.getBoundingClientRect();
              return Math.min(box.right, edge) - Math.max(box.left, 0) >= 40;
            })
            .map((th) => th.textContent),
        };
      });
    const desktop = await signIn(browser, server.url, 'admin', { width: 1440, height: 900 });
    await desktop.goto(`${server.url}/school/students`);
    await desktop.locator('.ant-table-tbody .ant-table-row').first().waitFor();
    const wide = await layout(desktop);
    expect(wide.action).toBeLessThanOrEqual(180);
    expect(wide.shown.length).toBeGreaterThanOrEqual(6);
    await desktop.getByRole('button', { name: /更多/ }).first().click();
    await desktop.getByRole('menuitem', { name: '转班' }).waitFor();
    await screenshot(desktop, 'students-actions-1440', { fullPage: false });
    await desktop.context().close();

    const phone = await signIn(browser, server.url, 'admin', { width: 390, height: 844 });
    await phone.goto(`${server.url}/school/students`);
    await phone.locator('.ant-table-tbody .ant-table-row').first().waitFor();
    await screenshot(phone, 'students-actions-phone', { fullPage: false });
    const narrow = await layout(phone);
    expect(narrow.action).toBeLessThanOrEqual(72);
    // Before, the pinned column took 40–45% of the width and only 学号 showed.
    expect(narrow.shown).toEqual(['学号', '姓名']);
    await phone.getByRole('button', { name: '操作' }).first().click();
    await phone.getByRole('menuitem', { name: '详情' }).waitFor();
    await screenshot(phone, 'students-actions-phone-menu', { fullPage: false });
    await phone.context().close();
  });

  it('admin sees the class tree with dormitories, the staff scope and a growth file', async () => {
    const { browser, server } = product;
    const admin = await signIn(browser, server.url, 'admin');
    await admin.goto(`${server.url}/school/classes`);
    await admin.getByRole('cell', { name: '梅园23号楼' }).first().waitFor();
    await screenshot(admin, 'school-classes');
    await admin.goto(`${server.url}/school/teachers`);
    await admin.getByText('2023级1班').waitFor();
    await screenshot(admin, 'school-teachers');
    await admin.goto(`${server.url}/school/students`);
    await admin.getByPlaceholder('请输入学号').fill('20230101');
    await admin.getByRole('button', { name: '查询' }).click();
    await admin.getByRole('cell', { name: '20230101' }).first().waitFor();
    await admin.getByRole('button', { name: '详情' }).first().click();
    await admin.getByRole('tab', { name: '谁查看了我的数据' }).click();
    await admin.locator('.ant-drawer').getByRole('cell', { name: '管理员' }).first().waitFor();
    await screenshot(admin, 'school-student-readers');
    await admin.context().close();
  });

  it('admin adds a career goal with an action and sees it on the student’s growth file', async () => {
    const { browser, server } = product;
    const admin = await signIn(browser, server.url, 'admin');
    await admin.goto(`${server.url}/career/plans`);
    await admin.getByRole('button', { name: '新增目标' }).click();
    const dialog = admin.locator('.ant-modal');
    await pickStudent(admin, dialog, '20230101');
    await dialog.getByPlaceholder('如 考取软件设计师证书').fill('参加职业规划大赛');
    await dialog.getByPlaceholder('行动').fill('提交报名表');
    await confirmDialog(admin, dialog);
    await admin.getByRole('cell', { name: '参加职业规划大赛' }).waitFor();
    await admin.goto(`${server.url}/growth/files`);
    await pickStudent(admin, admin, '20230101');
    await admin.getByText('设定生涯目标：参加职业规划大赛').waitFor();
    await admin.context().close();
  });
});
