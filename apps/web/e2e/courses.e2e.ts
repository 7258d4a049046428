import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { confirmDialog } from './support/dialog.ts';
import { setupProduct } from './support/product.ts';
import { chooseOption, selectAround } from './support/select-option.ts';
import { PHONE, prepareStudentAccount, signInConsole, signInH5 } from './support/sign-in.ts';
import { nextSmsCode } from './support/sms.ts';

const product = setupProduct();
/** The demo's lecture still taking registrations (courses module seed). */
const LECTURE = '手机与睡眠：家庭约定怎么定';
const GUARDIAN_MOBILE = '19912345678';
const STUDENT = '20230101';
const STUDENT_PASSWORD = 'Xinmiao2026s';
const STUDENT_NEW_PASSWORD = 'Xinmiao2026m';
const COURSE = '情绪小课堂';

/** A row action of the course's row: in the row, or under 更多. */
async function rowAction(page: Page, name: string) {
  const row = page.locator('.ant-table-row', { hasText: COURSE });
  const inline = row.getByRole('button', { name, exact: true });
  if ((await inline.count()) > 0) return inline.click();
  await row.getByRole('button', { name: /更多/ }).click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}

describe('课程 in Chromium', () => {
  it('an admin builds a rich-text course and assigns it; the student finishes it on a phone', async () => {
    const { browser, server } = product;
    const studentName = await prepareStudentAccount(server.url, STUDENT, STUDENT_PASSWORD);

    const admin = await signInConsole(browser, server.url, 'admin');
    await admin.goto(`${server.url}/course/courses`);
    await admin.getByRole('button', { name: '新增' }).click();
    const dialog = admin.locator('.ant-modal', { hasText: '课程名称' });
    await dialog.getByPlaceholder('请输入课程名称').fill(COURSE);
    await dialog.getByPlaceholder('请输入简介').fill('认识和接纳自己的情绪');
    await confirmDialog(admin, dialog);
    await admin.getByRole('cell', { name: COURSE }).waitFor();

    await rowAction(admin, '章节课时');
    const drawer = admin.locator('.ant-drawer');
    await drawer.getByPlaceholder('新章节名称').fill('第一章 认识情绪');
    await drawer.getByRole('button', { name: '添加章节' }).click();
    await drawer.getByText('第一章 认识情绪').waitFor();
    await drawer.getByRole('button', { name: '添加课时' }).click();
    const lesson = admin.locator('.ant-modal', { hasText: '课时名称' });
    await lesson.getByPlaceholder('请输入课时名称').fill('情绪是信号');
    await lesson.locator('[contenteditable="true"]').click();
    await admin.keyboard.type('情绪告诉我们什么对自己重要。');
    await confirmDialog(admin, lesson, '添加成功！');
    await lesson.waitFor({ state: 'hidden' });
    await drawer.getByText('情绪是信号').waitFor();
    await screenshot(admin, 'courses-lessons');
    await drawer.locator('.ant-drawer-close').click();

    await rowAction(admin, '分配');
    const assign = admin.locator('.ant-modal', { hasText: '分配课程' });
    // Typed into the box itself: keys sent while the dialog still zooms open would land nowhere.
    await assign.locator('.ant-select').click();
    await assign.locator('.ant-select input').fill(studentName);
    await admin.locator('.ant-select-item-option', { hasText: STUDENT }).first().click();
    // A multiple select keeps its list open: a click on the dialog's title closes it.
    await assign.locator('.ant-modal-title').click();
    await confirmDialog(admin, assign);
    await admin
      .getByText(/分配成功/)
      .first()
      .waitFor();
    // Only a published course reaches students: published with no range, the assigned student takes it.
    await rowAction(admin, '发布');
    await confirmDialog(admin, admin.locator('.ant-modal', { hasText: '发布范围' }));
    await admin
      .getByText(/发布成功/)
      .first()
      .waitFor();
    // 教学计划: the demo grade's plan, its weekly lessons and the recorded one.
    await admin.goto(`${server.url}/course/plans`);
    await admin
      .locator('.ant-table-row', { hasText: '心理健康课教学计划' })
      .getByRole('button', { name: '课表' })
      .click();
    await admin.locator('.ant-drawer').getByText('出勤 40/41').waitFor();
    await screenshot(admin, 'courses-plan');

    // 家长学堂: the admin hands out the open demo lecture's link; a guardian registers on a phone.
    await admin.goto(`${server.url}/course/lectures`);
    const lectureRow = admin.locator('.ant-table-row', { hasText: LECTURE });
    const linkAction = lectureRow.getByRole('button', { name: '报名链接', exact: true });
    if ((await linkAction.count()) > 0) await linkAction.click();
    else {
      await lectureRow.getByRole('button', { name: /更多/ }).click();
      await admin.getByRole('menuitem', { name: '报名链接' }).click();
    }
    const link =
      (await admin
        .locator('.ant-modal')
        .getByText(/\/parent\/lecture\?t=/)
        .textContent()) ?? '';
    expect(link).toMatch(/\/parent\/lecture\?t=/);
    await admin.context().close();
    const guardian = await (
      await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })
    ).newPage();
    await guardian.goto(link);
    await guardian.getByLabel('家长姓名').fill('王家长');
    await guardian.getByLabel('手机号').fill(GUARDIAN_MOBILE);
    await chooseOption(guardian, selectAround(guardian.getByLabel('孩子所在年级')), /./);
    await guardian.getByRole('button', { name: '获取验证码' }).click();
    await guardian.locator('input[id$="smsCode"]').fill(await nextSmsCode(server, GUARDIAN_MOBILE));
    await guardian.getByRole('button', { name: '提交报名' }).click();
    await guardian.getByText('王家长，您已报名本讲座').waitFor();
    await screenshot(guardian, 'courses-parent-registered');
    await guardian.context().close();

    const student = await signInH5(browser, server.url, {
      studentNo: STUDENT,
      password: STUDENT_PASSWORD,
      newPassword: STUDENT_NEW_PASSWORD,
    });
    await student.getByRole('button', { name: '我的课程' }).click();
    const card = student.locator('.ant-card', { hasText: COURSE });
    await card.getByText('0/1 课时').waitFor();
    await card.getByRole('button', { name: '开始学习' }).click();
    // The lesson's HTML is read in a sandboxed frame, like the relax articles.
    await student
      .frameLocator('iframe[title="情绪是信号"]')
      .getByText('情绪告诉我们什么对自己重要。')
      .waitFor();
    await screenshot(student, 'courses-phone-lesson');
    await student.getByRole('button', { name: '我学完了' }).click();
    await student.getByText('恭喜，你已学完这门课程！').waitFor();
    await student.getByRole('button', { name: '我的课程' }).click();
    await student.locator('.ant-card', { hasText: COURSE }).getByText('已完成').waitFor();
    await screenshot(student, 'courses-phone-mine');
    await student.context().close();
  });
});
