/**
 * Main-thread long tasks (each over 50 ms) in headless Chromium from clicking 登录 until home has
 * settled. Before the welcome-notice fix the shell's first render was restarted on every animation
 * frame and this summed to 1.5–5 s; docs/performance.md keeps the figures. Long tasks stretch on a
 * busy machine, so this is a figure to compare, not a gate.
 * Usage: `npm run bench -- login-long-tasks` (builds the console first when dist/ is missing).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../apps/web/e2e/support/browser.ts';
import { DEMO_PASSWORD, startServer } from '../apps/web/e2e/support/server.ts';

/** Runs in the page. Kept as text: tsx would wrap named functions in a helper the page lacks. */
const WATCH_LONG_TASKS = `(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask' });
})()`;

const ROUNDS = 3;

const root = fileURLToPath(new URL('..', import.meta.url));
if (!existsSync(`${root}apps/web/dist/index.html`))
  spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });

const server = await startServer();
const browser = await launchBrowser();
try {
  for (let round = 1; round <= ROUNDS; round++) {
    const page = await browser.newPage();
    await page.goto(`${server.url}/user/login`, { waitUntil: 'networkidle' });
    await page.getByPlaceholder('请输入用户名').fill('admin');
    await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
    await page.evaluate(WATCH_LONG_TASKS);
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/\/dashboard\/analysis$/);
    await page.getByRole('menu').first().getByText('系统管理').waitFor();
    await page.getByText('欢迎回来').waitFor();
    await page.waitForLoadState('networkidle');
    const tasks = (await page.evaluate('window.__longTasks')) as number[];
    const total = tasks.reduce((sum, d) => sum + d, 0);
    process.stdout.write(
      `login → home, round ${round}: ${tasks.length} long tasks, ${Math.round(total)} ms in all (longest ${Math.round(Math.max(0, ...tasks))} ms)\n`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
