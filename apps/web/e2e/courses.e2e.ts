import type { Browser, Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { setupProduct } from './support/product.ts';
import { DEMO_PASSWORD } from './support/server.ts';

const product = setupProduct();
const STUDENT = '20230101';
const STUDENT_PASSWORD = 'Xinmiao2026s';
const STUDENT_NEW_PASSWORD = 'Xinmiao2026m';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1400, height: 900 };
const COURSE = '情绪小课堂';

type Envelope<T> = { success: boolean; message: string; result: T };

/** Admin makes sure demo student 20230101 has an account and resets its password, over the API. */
async function studentAccount(url: string): Promise<string> {
  let token = '';
  const call = async <T>(method: string, path: string, body?: object) => {
    const res = await fetch(`${url}/jeecg-boot${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const reply = (await res.json()) as Envelope<T>;
    if (!reply.success) throw new Error(`${path}: ${reply.message}`);
    return reply.result;
  };
  token = (
    await call<{ token: string }>('POST', '/sys/login', { username: 'admin', password: DEMO_PASSWORD })
  ).token;
  const students = await call<{ records: { id: string; name: string }[] }>(
    'GET',
    `/school/student/list?studentNo=${STUDENT}`,
  );
  await call('POST', '/school/student/createAccounts', { ids: [students.records[0]?.id] });
  await call('PUT', '/sys/user/changePassword', {
    username: STUDENT,
    password: STUDENT_PASSWORD,
    confirmpassword: STUDENT_PASSWORD,
  });
  return students.records[0]?.name ?? '';
}

async function signInAdmin(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(`${url}/user/login`);
  await page.getByPlaceholder('请输入用户名').fill('admin');
  await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/user/login'));
  return page;
}

async function signInH5(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${url}/m/login`);
  await page.getByLabel('学号').fill(STUDENT);
  await page.getByLabel('密码').fill(STUDENT_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await page.getByText('首次登录，请设置新密码').waitFor();
  await page.getByLabel('新密码', { exact: true }).fill(STUDENT_NEW_PASSWORD);
  await page.getByLabel('确认新密码').fill(STUDENT_NEW_PASSWORD);
  await page.getByRole('button', { name: '保存新密码' }).click();
  await page.waitForURL((u) => u.pathname === '/m');
  return page;
}

/** A row action of the course's row: in the row, or under 更多. */
async function rowAction(page: Page, name: string) {
  const row = page.locator('.ant-table-row', { hasText: COURSE });
  const inline = row.getByRole('button', { name, exact: true });
  if ((await inline.count()) > 0) return inline.click();
  await row.getByRole('button', { name: /更多/ }).click();
  await page.getByRole('menuitem', { name }).click();
}

describe('课程 in Chromium', () => {
  it('an admin builds a rich-text course and assigns it; the student finishes it on a phone', async () => {
    const { browser, server } = product;
    const studentName = await studentAccount(server.url);

    const admin = await signInAdmin(browser, server.url);
    await admin.goto(`${server.url}/course/courses`);
    await admin.getByRole('button', { name: '新增' }).click();
    const dialog = admin.locator('.ant-modal', { hasText: '课程名称' });
    await dialog.getByPlaceholder('请输入课程名称').fill(COURSE);
    await dialog.getByPlaceholder('请输入简介').fill('认识和接纳自己的情绪');
    await dialog.getByRole('button', { name: '确定' }).click();
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
    await lesson.getByRole('button', { name: '确定' }).click();
    await admin.getByText('添加成功！').first().waitFor();
    await lesson.waitFor({ state: 'hidden' });
    await drawer.getByText('情绪是信号').waitFor();
    await screenshot(admin, 'courses-lessons');
    await drawer.locator('.ant-drawer-close').click();

    await rowAction(admin, '分配');
    const assign = admin.locator('.ant-modal', { hasText: '分配课程' });
    await assign.locator('.ant-select').click();
    await admin.keyboard.type(studentName);
    await admin.locator('.ant-select-item-option', { hasText: STUDENT }).first().click();
    // A multiple select keeps its list open: a click on the dialog's title closes it.
    await assign.locator('.ant-modal-title').click();
    await assign.getByRole('button', { name: '确定' }).click();
    await admin
      .getByText(/分配成功/)
      .first()
      .waitFor();
    await admin.context().close();

    const student = await signInH5(browser, server.url);
    await student.getByRole('button', { name: '我的课程' }).click();
    const card = student.locator('.ant-card', { hasText: COURSE });
    await card.getByText('0/1 课时').waitFor();
    await card.getByRole('button', { name: '开始学习' }).click();
    await student.getByText('情绪告诉我们什么对自己重要。').waitFor();
    await screenshot(student, 'courses-phone-lesson');
    await student.getByRole('button', { name: '我学完了' }).click();
    await student.getByText('恭喜，你已学完这门课程！').waitFor();
    await student.getByRole('button', { name: '我的课程' }).click();
    await student.locator('.ant-card', { hasText: COURSE }).getByText('已完成').waitFor();
    await screenshot(student, 'courses-phone-mine');
    await student.context().close();
  });
});
