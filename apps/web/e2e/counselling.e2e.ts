import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { setupProduct } from './support/product.ts';
import { DEMO_PASSWORD } from './support/server.ts';

const product = setupProduct();
const STUDENT = '20230101';
const STUDENT_PASSWORD = 'Xinmiao2026s';
const STUDENT_NEW_PASSWORD = 'Xinmiao2026m';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1400, height: 900 };

type Envelope<T> = { success: boolean; message: string; result: T };

/** Admin makes sure demo student 20230101 has an account and resets its password, over the API. */
async function studentAccount(url: string): Promise<void> {
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
  const students = await call<{ records: { id: string }[] }>(
    'GET',
    `/school/student/list?studentNo=${STUDENT}`,
  );
  await call('POST', '/school/student/createAccounts', { ids: [students.records[0]?.id] });
  await call('PUT', '/sys/user/changePassword', {
    username: STUDENT,
    password: STUDENT_PASSWORD,
    confirmpassword: STUDENT_PASSWORD,
  });
}

async function signIn(browser: Browser, url: string, username: string, password: string, viewport = DESKTOP) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${url}/user/login`);
  await page.getByPlaceholder('请输入用户名').fill(username);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/user/login'));
  return page;
}

/** The student signs in on the H5 (its own sign-in, apart from the console's). */
async function signInH5(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${url}/m/login`);
  await page.getByLabel('学号').fill(STUDENT);
  await page.getByLabel('密码').fill(STUDENT_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  // The administrator's reset keeps the account's first-sign-in rule: the student sets their own password.
  await page.getByText('首次登录，请设置新密码').waitFor();
  await page.getByLabel('新密码', { exact: true }).fill(STUDENT_NEW_PASSWORD);
  await page.getByLabel('确认新密码').fill(STUDENT_NEW_PASSWORD);
  await page.getByRole('button', { name: '保存新密码' }).click();
  await page.waitForURL((u) => u.pathname === '/m');
  return page;
}

/** A row action of the first 预约管理 row: in the row, or under 更多 when the row has more than two. */
async function rowAction(page: Page, name: string) {
  const row = page.locator('.ant-table-row').first();
  const inline = row.getByRole('button', { name, exact: true });
  if ((await inline.count()) > 0) return inline.click();
  await row.getByRole('button', { name: /更多/ }).click();
  await page.getByRole('menuitem', { name }).click();
}

/**
 * One step of the booking state machine from the 预约管理 row of the student; returns once the row
 * shows the state `reached` (the next step's choices are read from the refreshed row).
 */
async function step(page: Page, label: string, reached: string) {
  await rowAction(page, '流转');
  const dialog = page.locator('.ant-modal');
  await dialog.getByRole('radio', { name: label }).check();
  await dialog.getByRole('button', { name: '确定' }).click();
  await page.getByText('操作成功').first().waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await page.locator('.ant-table-row').first().locator('.ant-tag', { hasText: reached }).waitFor();
}

describe('咨询预约 in Chromium', () => {
  it('student books on the phone, the centre confirms and runs the session, the counsellor signs the note, the administrator is refused', async () => {
    const { browser, server } = product;
    await studentAccount(server.url);

    // The student, phone-sized: picks the first open slot of 林心怡 two days or more ahead.
    const student = await signInH5(browser, server.url);
    await student.getByRole('button', { name: '心理咨询预约' }).click();
    await student.getByRole('heading', { name: '心理咨询预约' }).waitFor();
    const dayButtons = student.locator('div[style*="overflow-x"] button');
    let found = false;
    for (let i = 2; i < 10 && !found; i++) {
      await dayButtons.nth(i).click();
      const card = student
        .locator('.ant-card', { hasText: '林心怡' })
        .filter({ has: student.getByRole('button', { name: '预约', exact: true }) });
      if ((await card.count()) > 0) {
        await card.first().getByRole('button', { name: '预约', exact: true }).click();
        found = true;
      }
    }
    expect(found).toBe(true);
    await screenshot(student, 'counselling-phone-slots');
    const sheet = student.locator('.ant-drawer');
    await sheet.getByLabel('咨询主题').fill('学业压力');
    await sheet.getByRole('checkbox').check();
    await sheet.getByRole('button', { name: '提交预约' }).click();
    await student.getByText('预约已提交，请等待中心确认').waitFor();
    await student.locator('.ant-tag', { hasText: '已申请' }).waitFor();
    await screenshot(student, 'counselling-phone-mine');
    await student.context().close();

    // The counsellor at the centre: pre-screen, assign, confirm, check-in, start, end the session.
    const xinli = await signIn(browser, server.url, 'xinli', DEMO_PASSWORD);
    await xinli.goto(`${server.url}/counselling/bookings`);
    await xinli.getByRole('cell', { name: /学业压力/ }).waitFor();
    for (const [label, reached] of [
      ['预检', '已预检'],
      ['安排咨询', '待确认'],
      ['确认预约', '已确认'],
      ['签到', '已签到'],
      ['开始咨询', '咨询中'],
      ['结束会谈', '会谈结束'],
    ] as const)
      await step(xinli, label, reached);
    await xinli.getByRole('button', { name: '流转记录' }).click();
    await xinli
      .locator('.ant-drawer')
      .getByText(/安排咨询 → 待确认/)
      .waitFor();
    await xinli.locator('.ant-drawer .ant-drawer-close').click();
    await screenshot(xinli, 'counselling-bookings');

    await rowAction(xinli, '咨询记录');
    const drawer = xinli.locator('.ant-drawer');
    await drawer.getByLabel('记录内容').fill('初访：学业压力，睡眠欠佳，无自伤风险。计划 6 次认知行为咨询。');
    await drawer.getByRole('button', { name: '保存草稿' }).click();
    await xinli.getByText('咨询记录已保存').waitFor();
    await drawer.getByRole('button', { name: '签署' }).click();
    // Signing locks the note: it asks first.
    const confirmSign = xinli.locator('.ant-modal', { hasText: '签署这份咨询记录？' });
    await confirmSign.getByText('签署后本版记录锁定').waitFor();
    await confirmSign.getByRole('button', { name: '签署' }).click();
    await drawer.getByText(/已签署/).waitFor();
    await screenshot(xinli, 'counselling-note-signed');
    await drawer.locator('.ant-drawer-close').click();
    await xinli.locator('.ant-tag', { hasText: '记录已签署' }).waitFor();

    await xinli.goto(`${server.url}/counselling/calendar`);
    await xinli
      .getByText('学业压力')
      .or(xinli.getByText(/林心怡/))
      .first()
      .waitFor();
    await screenshot(xinli, 'counselling-calendar');
    await xinli.context().close();

    // The school's administrator holds every permission and still does not read the note: the
    // booking's abilities offer no 咨询记录 (the server refuses the read anyway, booking.test.ts).
    const other = await signIn(browser, server.url, 'admin', DEMO_PASSWORD);
    await other.goto(`${server.url}/counselling/bookings`);
    await other.getByRole('button', { name: '流转记录' }).first().waitFor();
    expect(await other.getByRole('button', { name: '咨询记录' }).count()).toBe(0);
    await screenshot(other, 'counselling-note-refused');
    await other.context().close();
  });
});
