import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { setupProduct } from './support/product.ts';
import { DEMO_PASSWORD } from './support/server.ts';

const product = setupProduct();

/** Each user in a browser context of their own (their own stored token). */
async function signIn(username: string): Promise<Page> {
  const context = await product.browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${product.server.url}/user/login`);
  await page.getByPlaceholder('请输入用户名').fill(username);
  await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/\/dashboard\/analysis$/);
  return page;
}

describe('在线用户 in Chromium', () => {
  it('the admin forces a counsellor out, and the counsellor’s console returns to the login page', async () => {
    const counsellor = await signIn('xinli');
    const admin = await signIn('admin');
    await admin.goto(`${product.server.url}/system/online`);
    const row = admin.getByRole('row', { name: /林心怡/ });
    await row.waitFor();
    await admin.getByRole('row', { name: /当前会话/ }).waitFor();
    await screenshot(admin, 'online-users');
    await row.getByRole('button', { name: '强制退出' }).click();
    await admin.getByRole('button', { name: /确\s*定|OK/ }).click();
    await admin.getByText('已强制退出').waitFor();
    await counsellor.waitForURL(/\/user\/login/, { timeout: 30_000 });
    await screenshot(counsellor, 'online-forced-out');
    await counsellor.close();
    await admin.close();
  });
});
