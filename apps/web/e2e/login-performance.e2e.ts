import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupProduct } from './support/product.ts';
import { DEMO_PASSWORD } from './support/server.ts';

/**
 * Main-thread long tasks (each over 50 ms) from clicking 登录 until home has settled. Before the
 * fix the shell's first render was restarted on every animation frame of the welcome notice and
 * this summed to 1.5–5 s; a reload of home costs about 0.5 s. Long tasks stretch on a busy machine,
 * so the bound is generous; the figure is printed for bench/.
 */
const LOGIN_LONG_TASK_BUDGET_MS = 1_000;

const product = setupProduct();

type Window = { __longTasks: number[] };

async function watchLongTasks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as Window;
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
}

describe('login to home', () => {
  it('keeps the main thread free: long tasks after 登录 stay within the budget', async () => {
    const page = await product.browser.newPage();
    await page.goto(`${product.server.url}/user/login`, { waitUntil: 'networkidle' });
    await page.getByPlaceholder('请输入用户名').fill('admin');
    await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
    await watchLongTasks(page);

    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/\/dashboard\/analysis$/);
    await page.getByRole('menu').first().getByText('系统管理').waitFor();
    await page.getByText('欢迎回来').waitFor();
    await page.waitForLoadState('networkidle');

    const tasks = await page.evaluate(() => (window as unknown as Window).__longTasks);
    const total = tasks.reduce((sum, d) => sum + d, 0);
    process.stdout.write(
      `login → home: ${tasks.length} long tasks, ${Math.round(total)} ms in all (longest ${Math.round(Math.max(0, ...tasks))} ms)\n`,
    );
    expect(total).toBeLessThan(LOGIN_LONG_TASK_BUDGET_MS);
    await page.close();
  });
});
