import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

// The shared product runs with LOGIN_CAPTCHA=off; this file starts one that asks for the captcha.
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ LOGIN_CAPTCHA: 'on' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('login with the captcha on', () => {
  it('shows the captcha and catches an empty code before any request', async () => {
    const page = await browser.newPage();
    const logins: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/sys/login')) logins.push(request.url());
    });
    await page.goto(`${server.url}/user/login`);
    await page.getByRole('img', { name: '验证码' }).waitFor();
    await page.getByPlaceholder('请输入用户名').fill('admin');
    await page.getByPlaceholder('请输入密码').fill('Any-Password-1');
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByRole('alert').filter({ hasText: '请输入验证码' }).waitFor();
    await screenshot(page, 'login-captcha-required');
    expect(logins).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'login-captcha-required-phone');
    await page.close();
  });
});
