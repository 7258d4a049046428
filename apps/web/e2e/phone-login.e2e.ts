import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { setupProduct } from './support/product.ts';
import { nextSmsCode } from './support/sms.ts';

// Seeded phones (apps/server/src/seed/demo-schools.ts): admin and xinli of tenant 1000.
const ADMIN_PHONE = '13800000000';
const XINLI_PHONE = '13800000001';

const product = setupProduct();

async function requestCode(page: Page, mobile: string): Promise<string> {
  await page.goto(`${product.server.url}/user/login`);
  await page.getByRole('tab', { name: '手机号登录' }).click();
  await page.getByRole('textbox', { name: '手机号' }).fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByRole('button', { name: /\d+ 秒后重新获取/ }).waitFor();
  return nextSmsCode(product.server, mobile);
}

async function submitCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: '验证码' }).fill(code);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

describe('SMS login in Chromium', () => {
  it('shows the server message for a wrong code and stays on the login page', async () => {
    const page = await product.browser.newPage();
    const code = await requestCode(page, XINLI_PHONE);
    const wrong = code === '000000' ? '111111' : '000000';
    await submitCode(page, wrong);
    await page.getByText('手机验证码错误').waitFor();
    expect(new URL(page.url()).pathname).toBe('/user/login');
    await screenshot(page, 'phone-login-wrong-code');
    await page.close();
  });

  it('signs the seeded admin in with the logged code and lands on the analysis dashboard', async () => {
    const page = await product.browser.newPage();
    const code = await requestCode(page, ADMIN_PHONE);
    await screenshot(page, 'phone-login-countdown');
    await submitCode(page, code);
    await page.waitForURL(/\/dashboard\/analysis$/);
    await page.getByRole('tab', { name: /首页/ }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('Access-Token'))).toContain('value');
    await page.close();
  });
});
