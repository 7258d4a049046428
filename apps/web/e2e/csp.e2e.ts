import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupProduct } from './support/product.ts';
import { DEMO_PASSWORD } from './support/server.ts';

const product = setupProduct();

/** Every CSP refusal on the page: console errors and `securitypolicyviolation` events. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      errors.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(
        `${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
      );
    });
  });
  return async () => [
    ...errors,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
  ];
}

describe('Content-Security-Policy in Chromium', () => {
  it('the console loads, signs in and renders its home under the policy without a violation', async () => {
    const page = await product.browser.newPage();
    const violations = await watchViolations(page);
    const response = await page.goto(`${product.server.url}/user/login`);
    const csp = (await response?.allHeaders())?.['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("script-src 'self'");
    await page.getByPlaceholder('请输入用户名').fill('admin');
    await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/\/dashboard\/analysis$/);
    await expect.poll(() => page.getByRole('menu').first().getByText('系统管理').count()).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
    await page.close();
  });

  it('a script injected inline is refused, so the policy is really enforced', async () => {
    const page = await product.browser.newPage();
    const violations = await watchViolations(page);
    await page.goto(`${product.server.url}/user/login`);
    await page.getByRole('button', { name: '登录' }).waitFor();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.body.append(script);
    });
    await expect.poll(async () => (await violations()).length).toBeGreaterThan(0);
    expect(await page.evaluate(() => 'inlineRan' in window || '__inlineRan' in window)).toBe(false);
    await page.close();
  });
});
