import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { confirmPopconfirm } from './support/dialog.ts';
import { setupProduct } from './support/product.ts';
import { chooseOption, selectAround } from './support/select-option.ts';
import { DESKTOP, PHONE, prepareStudentAccount, signInConsole, signInH5 } from './support/sign-in.ts';
import { pickStudent } from './support/student-picker.ts';

const product = setupProduct();
// The third student of 计算机学院 2023级1班: a demo screening result, a demo career result and a
// 一生一策 plan already on the file.
const STUDENT = '20230103';
const STUDENT_PASSWORD = 'Xinmiao2026s';
const STUDENT_NEW_PASSWORD = 'Xinmiao2026m';
const SURVEY = 'E2E 生涯兴趣调查';
const GOAL = '暑期完成一段教育类实习';

/** A menu entry by its title (a group's accessible name also holds its icon's label). */
const entry = (title: string) => new RegExp(`(^|\\s)${title}$`);

/** Opens a console page from the side menu: its group, then the page (a group may share its name). */
async function openMenu(page: Page, group: string, item: string): Promise<void> {
  const items = page.getByRole('menuitem', { name: entry(item) });
  if (group === item || !(await items.last().isVisible())) {
    await page
      .getByRole('menuitem', { name: entry(group) })
      .first()
      .click();
  }
  await items.last().click();
}

describe('生涯规划 in Chromium', () => {
  it('a 生涯导师 runs a career survey for a class; a student answers on a phone; reports, a goal and the growth file follow', async () => {
    const { browser, server } = product;
    await prepareStudentAccount(server.url, STUDENT, STUDENT_PASSWORD);

    // The demo 生涯导师 creates the survey for 计算机学院 2023级1班 and publishes it.
    const mentor = await signInConsole(browser, server.url, 'shengya', { viewport: DESKTOP });
    await openMenu(mentor, '生涯规划', '生涯调查');
    await mentor.getByRole('button', { name: /新建调查/ }).click();
    const dialog = mentor.locator('.ant-modal', { hasText: '新建生涯调查' });
    await dialog.getByLabel('调查名称').fill(SURVEY);
    await chooseOption(mentor, selectAround(dialog.getByLabel('生涯量表')), 'RIASEC');
    await dialog.getByLabel('调查名称').click();
    await dialog.getByPlaceholder('结束时间').click();
    await dialog.getByPlaceholder('结束时间').fill('2099-12-31 23:00:00');
    await dialog.getByPlaceholder('结束时间').press('Enter');
    // Typed into the box itself: keys sent while the dialog still zooms open would land nowhere.
    const scope = dialog.locator('.ant-form-item', { hasText: '调查范围' }).locator('.ant-select');
    await scope.click();
    await scope.locator('input').fill('2023级1班');
    // Two colleges have a 2023级1班: the first is 计算机学院's (the tree's order).
    await mentor
      .locator('.ant-select-tree-treenode', { hasText: '2023级1班' })
      .first()
      .locator('.ant-select-tree-checkbox')
      .click();
    await dialog.getByLabel('调查名称').click();
    await dialog
      .getByText(/3\s*名/)
      .first()
      .waitFor();
    await screenshot(mentor, 'career-survey-new');
    await dialog.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await mentor
      .getByRole('row', { name: new RegExp(SURVEY) })
      .getByRole('button', { name: /详情|查看/ })
      .click();
    const drawer = mentor.locator('.ant-drawer');
    await drawer.getByRole('button', { name: '发布' }).click();
    await confirmPopconfirm(mentor);
    await mentor.getByText('发布成功，已分配 3 名学生').waitFor({ timeout: 60_000 });
    await screenshot(mentor, 'career-survey-published');

    // The student answers on a phone: 48 items, one tap each.
    const phone = await signInH5(browser, server.url, {
      studentNo: STUDENT,
      password: STUDENT_PASSWORD,
      newPassword: STUDENT_NEW_PASSWORD,
    });
    await phone.locator('.ant-card', { hasText: SURVEY }).getByRole('button', { name: '开始测评' }).click();
    const agree = phone.getByRole('button', { name: '同意并开始' });
    const first = phone.getByText(/^1\. /);
    await Promise.race([agree.waitFor(), first.waitFor()]);
    if (await agree.isVisible()) await agree.click();
    for (let i = 0; i < 48; i++) {
      await phone.getByText(new RegExp(`^${i + 1}\\. `)).waitFor();
      // Social and artistic items liked, the rest not: an S/A-led code.
      const pick = i % 6 === 2 || i % 6 === 3 ? 0 : 1;
      await phone.locator('.ant-card-body > button').nth(pick).click();
      if (i === 5) await screenshot(phone, 'career-phone-item');
    }
    await phone.locator('[data-save-state="saved"]').waitFor();
    await phone.getByRole('button', { name: '提交' }).click();
    await phone.getByText('提交成功').waitFor();
    await screenshot(phone, 'career-phone-done');

    // The report on the phone, then a goal.
    await phone
      .getByRole('button', { name: /返回我的测评|返回/ })
      .first()
      .click();
    await phone.getByRole('button', { name: '我的生涯报告' }).click();
    const code = phone.getByTestId('holland-code');
    await code.waitFor();
    const holland = (await code.textContent()) ?? '';
    expect(holland).toMatch(/^[RIASEC]{3}$/);
    await phone.getByRole('button', { name: '下载PDF' }).waitFor();
    await screenshot(phone, 'career-phone-report');
    await phone.getByRole('button', { name: '新增目标' }).click();
    const goalForm = phone.locator('.ant-modal', { hasText: '新增目标' });
    await goalForm.getByLabel('目标', { exact: true }).fill(GOAL);
    await goalForm.getByPlaceholder('行动').fill('投递三家机构的实习申请');
    await goalForm.getByPlaceholder('负责人').fill('本人');
    await goalForm.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
    await phone.getByText(GOAL).first().waitFor();
    await screenshot(phone, 'career-phone-goal');

    // The student's own growth file on the phone: the survey and the goal are on it.
    await phone
      .getByRole('button', { name: /返回我的测评|返回/ })
      .first()
      .click();
    await phone.getByRole('button', { name: '我的成长档案' }).click();
    await phone
      .getByText(new RegExp(`设定生涯目标：${GOAL}`))
      .first()
      .waitFor();
    await screenshot(phone, 'career-phone-growth');
    await phone.context().close();

    // The mentor reads the same report on the console.
    await openMenu(mentor, '生涯规划', '生涯报告');
    await pickStudent(mentor, mentor, STUDENT);
    await expect.poll(() => mentor.getByTestId('holland-code').textContent()).toBe(holland);
    await screenshot(mentor, 'career-console-report');
    await mentor.context().close();

    // The centre opens the student's 成长档案 (a phone-sized console): every area's events.
    const centre = await signInConsole(browser, server.url, 'xinli', { viewport: PHONE });
    // On a phone the side menu opens from the header's 切换菜单 button, in a drawer.
    await centre.getByRole('button', { name: '切换菜单' }).click();
    await openMenu(centre, '成长档案', '成长档案');
    await pickStudent(centre, centre, STUDENT);
    const timeline = centre.locator('.ant-timeline');
    await timeline.waitFor();
    const text = (await timeline.textContent()) ?? '';
    for (const kind of ['测评', '生涯', '规划']) expect(text, `a ${kind} event`).toContain(kind);
    expect(text).toContain(`设定生涯目标：${GOAL}`);
    // This survey's event, and the report's code on the file (a sheet answered this fast is marked
    // invalid by the too-fast rule, so the report keeps the autumn survey's result).
    expect(text).toContain(`完成生涯调查：${SURVEY}`);
    expect(text).toContain(`霍兰德代码 ${holland}`);
    await screenshot(centre, 'career-growth-file-phone');
    await centre.context().close();
  });
});
