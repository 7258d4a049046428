/**
 * Main-thread long tasks (each over 50 ms) in headless Chromium from clicking 登录 until home has
 * settled. Before the welcome-notice fix the shell's first render was restarted on every animation
 * frame and this summed to 1.5–5 s; docs/performance.md keeps the figures. Long tasks stretch on a
 * busy machine, so this is a figure to compare, not a gate.
 * Also the time from the click to the greeting and the counters (budget 1 s) and its breakdown: every
 * request after the click with its start and duration, and the longest chain of requests that each
 * started only after the one before had finished (what runs in series).
 * Usage: `npm run bench -- login-long-tasks` (builds the console first when dist/ is missing).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../apps/web/e2e/support/browser.ts';
import { DEMO_PASSWORD, startServer } from '../apps/web/e2e/support/server.ts';

/**
 * Runs in the page. Kept as text: tsx would wrap named functions in a helper the page lacks.
 * Besides the long tasks it notes, on the machine's clock (epoch ms), when the click reached the
 * page and when the greeting first showed, so the figure holds none of the driver's own delays.
 */
const WATCH_LONG_TASKS = `(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask' });
  const now = () => performance.timeOrigin + performance.now();
  document.addEventListener('click', () => { window.__clickedAt ??= now(); }, { capture: true });
  new MutationObserver((_, observer) => {
    if (window.__clickedAt && document.body.textContent.includes('欢迎回来')) {
      window.__greetedAt = now();
      observer.disconnect();
    }
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
})()`;

const ROUNDS = 3;

/**
 * How the sign-in is entered: typed by a person (the figure against the budget; a quick typist, 100 ms
 * a key), or filled at once as a password manager does, the click following at once.
 */
const ENTRIES = {
  typed: async (page: Page) => {
    await page.getByPlaceholder('请输入用户名').pressSequentially('admin', { delay: 100 });
    await page.getByPlaceholder('请输入密码').pressSequentially(DEMO_PASSWORD, { delay: 100 });
  },
  filled: async (page: Page) => {
    await page.getByPlaceholder('请输入用户名').fill('admin');
    await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
  },
} satisfies Record<string, (page: Page) => Promise<void>>;

const root = fileURLToPath(new URL('..', import.meta.url));
if (!existsSync(`${root}apps/web/dist/index.html`))
  spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });

const server = await startServer();
const browser = await launchBrowser();
try {
  for (let round = 1; round <= ROUNDS; round++)
    for (const [entry, enter] of Object.entries(ENTRIES)) {
      // A page of its own context: nothing cached from the round before.
      const page = await browser.newPage();
      await page.goto(`${server.url}/user/login`, { waitUntil: 'networkidle' });
      await enter(page);
      await page.evaluate(WATCH_LONG_TASKS);
      const requests: { name: string; start: number; end: number }[] = [];
      // The browser's own timing of each request (epoch ms): the driver hears of requests late.
      page.on('requestfinished', (request) => {
        const name = new URL(request.url()).pathname.replace('/jeecg-boot', '').replace(/^\/assets\//, '');
        const { startTime, responseEnd } = request.timing();
        requests.push({ name, start: startTime, end: startTime + Math.max(0, responseEnd) });
      });
      await page.getByRole('button', { name: '登录' }).click();
      await page.waitForURL(/\/dashboard\/analysis$/);
      await page.getByRole('menu').first().getByText('系统管理').waitFor();
      await page.getByText('欢迎回来').waitFor();
      await page.waitForLoadState('networkidle');
      const [clicked, greeted] = (await page.evaluate(
        '[window.__clickedAt, window.__greetedAt]',
      )) as number[];
      if (clicked === undefined || greeted === undefined)
        throw new Error('the page did not note the click or the greeting');
      const home = greeted - clicked;
      const tasks = (await page.evaluate('window.__longTasks')) as number[];
      const total = tasks.reduce((sum, d) => sum + d, 0);
      process.stdout.write(
        `login → home, round ${round}, ${entry}: greeting after ${Math.round(home)} ms (budget 1,000 ms); ${tasks.length} long tasks, ${Math.round(total)} ms in all (longest ${Math.round(Math.max(0, ...tasks))} ms)\n`,
      );
      const after = requests.filter((r) => r.start >= clicked).sort((a, b) => a.start - b.start);
      // The longest chain of requests each started after the previous one ended.
      const chain = new Map<(typeof after)[number], (typeof after)[number][]>();
      for (const r of after) {
        const before = after.filter((o) => o.end <= r.start).map((o) => chain.get(o) ?? []);
        const longest = before.reduce((a, b) => (b.length > a.length ? b : a), []);
        chain.set(r, [...longest, r]);
      }
      const series = [...chain.values()].reduce((a, b) => (b.length > a.length ? b : a), []);
      const at = (r: (typeof after)[number]) =>
        `+${Math.round(r.start - clicked)} ${r.name} ${Math.round(r.end - r.start)} ms`;
      process.stdout.write(`  ${after.length} requests after the click: ${after.map(at).join(', ')}\n`);
      process.stdout.write(`  in series (${series.length}): ${series.map(at).join(' → ')}\n`);
      await page.close();
    }
} finally {
  await browser.close();
  await server.stop();
}
