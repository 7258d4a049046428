import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD } from './server.ts';

export const DESKTOP = { width: 1400, height: 900 };
export const PHONE = { width: 390, height: 844 };

type Envelope<T> = { success: boolean; message: string; result: T };

/** Signs in on the console's login page and waits until it has left it. */
export async function signInConsole(
  browser: Browser,
  url: string,
  username: string,
  { password = DEMO_PASSWORD, viewport = DESKTOP } = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${url}/user/login`);
  await page.getByPlaceholder('请输入用户名').fill(username);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/user/login'));
  return page;
}

/** One call to the product's API; a refusal throws with the server's message. */
export type ApiCall = <T>(method: string, path: string, body?: object) => Promise<T>;

/** Signs `username` in over `/sys/login` and returns calls made with that session's token. */
export async function signInApi(url: string, username: string, password = DEMO_PASSWORD): Promise<ApiCall> {
  let token = '';
  const call: ApiCall = async <T>(method: string, path: string, body?: object) => {
    const res = await fetch(`${url}/jeecg-boot${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const reply = (await res.json()) as Envelope<T>;
    if (!reply.success) throw new Error(`${path}: ${reply.message}`);
    return reply.result;
  };
  token = (await call<{ token: string }>('POST', '/sys/login', { username, password })).token;
  return call;
}

/**
 * The admin gives a demo student an account and sets its initial password, over the API; the
 * student's name is the reply.
 */
export async function prepareStudentAccount(
  url: string,
  studentNo: string,
  password: string,
): Promise<string> {
  const call = await signInApi(url, 'admin');
  const students = await call<{ records: { id: string; name: string }[] }>(
    'GET',
    `/school/student/list?studentNo=${studentNo}`,
  );
  await call('POST', '/school/student/createAccounts', { ids: [students.records[0]?.id] });
  await call('PUT', '/sys/user/changePassword', { username: studentNo, password, confirmpassword: password });
  return students.records[0]?.name ?? '';
}

/** The student signs in on the H5 (its own sign-in) on a phone and sets a new password on first sign-in. */
export async function signInH5(
  browser: Browser,
  url: string,
  student: { studentNo: string; password: string; newPassword: string },
): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${url}/m/login`);
  await page.getByLabel('学号').fill(student.studentNo);
  await page.getByLabel('密码').fill(student.password);
  await page.getByRole('button', { name: '登录' }).click();
  await page.getByText('首次登录，请设置新密码').waitFor();
  await page.getByLabel('新密码', { exact: true }).fill(student.newPassword);
  await page.getByLabel('确认新密码').fill(student.newPassword);
  await page.getByRole('button', { name: '保存新密码' }).click();
  await page.waitForURL((u) => u.pathname === '/m');
  return page;
}
