import { describe, expect, it } from 'vitest';
import { setupProduct } from './support/product.ts';

// The budget of DEVELOPERS.md: JeecgBoot consoles send 1.2–2.7 MB to show their login page.
const LOGIN_BUDGET_BYTES = 250 * 1024;

const product = setupProduct();

describe('first load of the login page', () => {
  it('transfers less than 250 kB of JS and CSS, compressed on the wire', async () => {
    const page = await product.browser.newPage();
    const assets: { url: string; bytes: Promise<number> }[] = [];
    // Every JS and CSS response counts, whatever fetched it: modulepreloaded chunks are typed
    // `other`, not `script`, yet the browser downloads them before the page is usable.
    page.on('requestfinished', (request) => {
      if (!/\.(js|mjs|css)(\?|$)/.test(new URL(request.url()).pathname)) return;
      assets.push({ url: request.url(), bytes: request.sizes().then((s) => s.responseBodySize) });
    });
    const encodings = new Map<string, string>();
    page.on('response', async (response) => {
      encodings.set(response.url(), (await response.allHeaders())['content-encoding'] ?? 'identity');
    });
    await page.goto(`${product.server.url}/user/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: '登录' }).waitFor();

    const sizes = await Promise.all(assets.map((a) => a.bytes));
    const total = sizes.reduce((sum, n) => sum + n, 0);
    expect(assets.length).toBeGreaterThan(0);
    process.stdout.write(
      `login page JS+CSS on the wire: ${(total / 1024).toFixed(1)} kB in ${assets.length} files\n`,
    );
    expect(total).toBeLessThan(LOGIN_BUDGET_BYTES);
    for (const asset of assets) expect(['br', 'gzip']).toContain(encodings.get(asset.url));
    await page.close();
  });

  it('fetches the signed-in shell only once the user starts typing, before the click', async () => {
    const page = await product.browser.newPage();
    const chunks: string[] = [];
    page.on('request', (request) => chunks.push(new URL(request.url()).pathname));
    await page.goto(`${product.server.url}/user/login`, { waitUntil: 'networkidle' });
    const shell = () => chunks.filter((path) => /\/BasicLayout-[^/]*\.js$/.test(path));
    expect(shell()).toEqual([]);
    await page.getByPlaceholder('请输入用户名').pressSequentially('ad');
    await expect.poll(() => shell().length).toBe(1);
    await page.close();
  });
});
