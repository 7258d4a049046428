import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.ts';
import { DEMO_PASSWORD, type RunningServer, startServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

// A 2×2 PNG with distinct pixels, so a re-encoded or truncated copy would not compare equal.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

async function login(page: Page, username: string): Promise<void> {
  await page.goto(`${server.url}/user/login`);
  await page.getByPlaceholder('请输入用户名').fill(username);
  await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/\/dashboard\/analysis$/);
}

describe('upload and download', () => {
  it('uploads an avatar through 账户设置 and downloads the same bytes back, only with a session', async () => {
    const page = await browser.newPage();
    await login(page, 'xinli');
    await page.goto(`${server.url}/account/settings/base`);
    await page.getByLabel('姓名').waitFor();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: '头像.png', mimeType: 'image/png', buffer: PNG });
    const avatar = page.locator('.ant-avatar img').first();
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/\/sys\/common\/static\/avatar\//);
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('个人信息修改成功！').waitFor();
    await screenshot(page, 'files-avatar-uploaded');

    const src = new URL(String(await avatar.getAttribute('src')), server.url);
    const back = await page.request.get(src.toString());
    expect(back.status()).toBe(200);
    expect(back.headers()['content-type']).toBe('image/png');
    expect(Buffer.from(await back.body()).equals(PNG)).toBe(true);

    const anonymous = await page.request.get(`${src.origin}${src.pathname}`);
    expect(anonymous.status()).toBe(401);
    const traversal = await page.request.get(
      `${server.url}/jeecg-boot/sys/common/static/..%2f..%2fpackage.json${src.search}`,
    );
    // Not a route at all (one segment): the unknown-path envelope, never the file.
    expect(await traversal.json()).toMatchObject({ success: false, code: 404 });

    // A disguised file is refused by the same upload the page uses.
    await page.locator('input[type=file]').setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('%PDF-1.4 not an image'),
    });
    await page.getByText('文件内容与扩展名不符').waitFor();
    await screenshot(page, 'files-avatar-refused');
    await page.close();
  });
});
