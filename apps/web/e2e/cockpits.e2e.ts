import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { setupProduct } from './support/product.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { signInApi, signInConsole } from './support/sign-in.ts';

const product = setupProduct();

/** The five cockpits by their menu titles, with a short name for the screenshots. */
const COCKPITS = [
  ['总体概况', 'condition'],
  ['心理测评', 'tests'],
  ['学业生涯', 'career'],
  ['家长学堂驾驶舱', 'lecture'],
  ['学校数据', 'school'],
] as const;

const WIDE = { width: 1920, height: 1080 };
const SMALL = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

const REGION_PASSWORD = 'Shanxi-Edu-2026';

/**
 * A 教育局 of 山西省 (140000, the demo schools' province) with one account, added by the platform
 * over the API as 租户管理 would; the account's first password is changed once, as its first
 * sign-in requires.
 */
async function provinceAccount(url: string): Promise<string> {
  const platform = await signInApi(url, 'pingtai');
  await platform('POST', '/sys/tenant/add', { name: '山西省教育厅', kind: 'region', regionCode: '140000' });
  const list = await platform<{ records: { id: number; name: string }[] }>(
    'GET',
    `/sys/tenant/list?pageSize=100&name=${encodeURIComponent('山西省教育厅')}`,
  );
  const issued = await platform<{ password: string }>('POST', '/sys/tenant/addRegionAccount', {
    tenantId: list.records[0]?.id,
    username: 'shanxi',
    realname: '省教育厅督导',
  });
  const region = await signInApi(url, 'shanxi', issued.password);
  await region('PUT', '/sys/user/updatePassword', {
    username: 'shanxi',
    oldpassword: issued.password,
    password: REGION_PASSWORD,
    confirmpassword: REGION_PASSWORD,
  });
  return 'shanxi';
}

/** Opens a cockpit from the side menu (the 数据驾驶舱 group opened first when it is closed). */
async function openFromMenu(page: Page, title: string): Promise<void> {
  const menu = page.getByRole('menu').first();
  // Within its group: a school's menu has a 心理测评 of its own (screening).
  const group = menu.locator('li.ant-menu-submenu').filter({ hasText: '数据驾驶舱' });
  const item = group.getByRole('menuitem').filter({ hasText: new RegExp(`^${title}$`) });
  // The group may be folding or unfolding when the click arrives; like a person, open it and try again.
  await expect
    .poll(
      async () => {
        if (await page.getByTestId('cockpit').isVisible()) return true;
        if (!(await item.isVisible()))
          await group
            .getByText('数据驾驶舱', { exact: true })
            .click({ timeout: 2_000 })
            .catch(() => undefined);
        await item.click({ timeout: 2_000 }).catch(() => undefined);
        return page
          .getByTestId('cockpit')
          .waitFor({ timeout: 3_000 })
          .then(() => true)
          .catch(() => false);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await page.getByTestId('cockpit').waitFor();
  // Figures drawn: the key numbers are in (the spinner gone) and the node bar knows where it is.
  await page.locator('.cockpit__kpi-value, .cockpit .ant-empty').first().waitFor();
  await page.locator('.cockpit__nav .ant-breadcrumb-link').first().waitFor();
  await expect
    .poll(() => page.locator('.cockpit__nav .ant-breadcrumb-link').first().textContent())
    .not.toBe('…');
}

/** Problems a person would see: a panel cut at the right edge, panels overlapping, a blank KPI. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const boxes = [...document.querySelectorAll('.cockpit__panel, .cockpit__kpi')].map((e) => ({
      name: (e.querySelector('.cockpit__panel-title, .cockpit__kpi-label')?.textContent ?? '').trim(),
      rect: e.getBoundingClientRect(),
      value: (e.querySelector('.cockpit__kpi-value')?.textContent ?? 'panel').trim(),
    }));
    for (const b of boxes) {
      if (b.rect.right > width + 1) problems.push(`${b.name} cut at the right (${b.rect.right} > ${width})`);
      if (!b.value) problems.push(`${b.name} shows no value`);
    }
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) {
        const overlap =
          a.rect.left < b.rect.right - 1 &&
          b.rect.left < a.rect.right - 1 &&
          a.rect.top < b.rect.bottom - 1 &&
          b.rect.top < a.rect.bottom - 1;
        if (overlap) problems.push(`${a.name} overlaps ${b.name}`);
      }
    const head = document.querySelector('.cockpit__head');
    if (head && head.scrollWidth > head.clientWidth + 1) problems.push('the title bar overflows');
    return problems;
  });
}

/** Every chart on the cockpit drawn to the end of its animation (`EChart` marks it). */
async function chartsDrawn(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('.cockpit .echart')].every((e) => e.dataset.drawn === 'true'),
  );
}

/**
 * The cockpit covers the window and scrolls inside itself: the screen as seen, or (`whole`) the
 * whole cockpit, the window made as tall as its content for a moment with the width kept.
 */
async function shoot(page: Page, name: string, whole = false): Promise<void> {
  await chartsDrawn(page);
  const size = page.viewportSize() ?? SMALL;
  const height = await page.getByTestId('cockpit').evaluate((e) => e.scrollHeight);
  if (whole && height > size.height) {
    await page.setViewportSize({ width: size.width, height });
    await page.waitForTimeout(200); // the charts follow the new size
  }
  await screenshot(page, name, { fullPage: false });
  await page.setViewportSize(size);
}

/**
 * Every cockpit at both sizes for one viewer: opened from the menu and shot as seen; at 1366×768
 * (the tighter screen) also drilled one level down and shot whole.
 */
async function walk(username: string, password: string, who: string): Promise<void> {
  const page = await signInConsole(product.browser, product.server.url, username, {
    password,
    viewport: WIDE,
  });
  for (const size of [WIDE, SMALL]) {
    await page.setViewportSize(size);
    for (const [title, name] of COCKPITS) {
      await openFromMenu(page, title);
      expect(await layoutProblems(page), `${who} ${name} ${size.width}`).toEqual([]);
      await shoot(page, `cockpit-${who}-${name}-${size.width}`);
      if (size === SMALL) {
        const crumbs = page.locator('.cockpit__nav .ant-breadcrumb-link');
        const before = await crumbs.count();
        const child = page.locator('.cockpit__nav-children button').first();
        const label = (await child.textContent())?.trim() ?? '';
        await child.click();
        await expect.poll(() => crumbs.count()).toBe(before + 1);
        expect((await crumbs.last().textContent())?.trim()).toBe(label);
        await page.locator('.cockpit__kpi-value, .cockpit .ant-empty').first().waitFor();
        expect(await layoutProblems(page), `${who} ${name} ${size.width} drilled`).toEqual([]);
        await shoot(page, `cockpit-${who}-${name}-${size.width}-drill`, true);
      }
      await page.getByTestId('cockpit').getByRole('button', { name: /返回/ }).click();
      await page.getByTestId('cockpit').waitFor({ state: 'detached' });
    }
  }
  await page.context().close();
}

describe('data cockpits in Chromium', () => {
  it('open from the menu at 1920×1080 and 1366×768 for the centre, drilled into a college', async () => {
    await walk('zhuren', DEMO_PASSWORD, 'centre');
  });

  it('open from the menu for a province 教育局, drilled into a city, suppressed', async () => {
    const username = await provinceAccount(product.server.url);
    await walk(username, REGION_PASSWORD, 'region');
  });
});

/** How far the page is wider than the window (0 when nothing sticks out to the right). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('the home board and a 辅导员 in Chromium', () => {
  it('draw 工作看板 beside the visits on a desktop and under them on a phone, for the centre and a 辅导员', async () => {
    for (const [username, board] of [
      ['zhuren', '工作看板 · 心苗示范大学'],
      ['fudaoyuan', '工作看板 · 计算机学院'],
    ] as const) {
      const page = await signInConsole(product.browser, product.server.url, username, { viewport: SMALL });
      for (const size of [SMALL, PHONE]) {
        await page.setViewportSize(size);
        await page.goto(`${product.server.url}/dashboard/analysis`);
        const card = page.locator('.ant-card').filter({ hasText: board }).first();
        await card.waitFor();
        await page.getByTestId('home-coverage-chart').waitFor();
        await page.waitForFunction(() =>
          [...document.querySelectorAll<HTMLElement>('.echart')].every((e) => e.dataset.drawn === 'true'),
        );
        const visits = page.locator('.ant-card').filter({ hasText: '访问统计' }).first();
        const [a, b] = [await card.boundingBox(), await visits.boundingBox()];
        // Side by side on a desktop, one above the other on a phone.
        if (size === SMALL) expect(Math.abs((a?.y ?? 0) - (b?.y ?? 1))).toBeLessThan(2);
        else expect(b?.y ?? 0).toBeGreaterThan((a?.y ?? 0) + (a?.height ?? 0) - 1);
        expect(await overflow(page), `${username} ${size.width}`).toBeLessThanOrEqual(0);
        await screenshot(page, `home-${username}-${size.width}`, { fullPage: true });
      }
      await page.context().close();
    }
  });

  it("open a 辅导员's cockpit at their college, its grades below, on a desktop and a phone", async () => {
    const page = await signInConsole(product.browser, product.server.url, 'fudaoyuan', { viewport: SMALL });
    for (const size of [SMALL, PHONE]) {
      await page.setViewportSize(size);
      await page.goto(`${product.server.url}/cockpit/condition`);
      await page.getByTestId('cockpit').waitFor();
      const crumbs = page.locator('.cockpit__nav .ant-breadcrumb-link');
      await expect.poll(() => crumbs.first().textContent()).toBe('计算机学院');
      await page.locator('.cockpit__kpi-value').first().waitFor();
      // Its grades below it, the psychology college's not among them.
      await page.locator('.cockpit__nav-children button').first().waitFor();
      expect(await page.locator('.cockpit__nav-children button').allTextContents()).toEqual(
        expect.arrayContaining(['2023级', '2024级']),
      );
      expect(await layoutProblems(page), `fudaoyuan ${size.width}`).toEqual([]);
      await shoot(page, `cockpit-fudaoyuan-condition-${size.width}`);
    }
    await page.context().close();
  });
});
