import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD } from './server.ts';

type MenuNode = { path?: string; meta?: { title?: string }; children?: MenuNode[] };

const GALLERY_TITLE = '组件示例';

function findPath(nodes: readonly MenuNode[], title: string): string | null {
  for (const node of nodes) {
    if (node.meta?.title === title && node.path) return node.path;
    const inner = findPath(node.children ?? [], title);
    if (inner) return inner;
  }
  return null;
}

/** The gallery page's console path, as the admin's menu names it (系统管理 → 组件示例). */
export async function galleryPath(url: string): Promise<string> {
  const login = await fetch(`${url}/jeecg-boot/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
  });
  const token = ((await login.json()) as { result: { token: string } }).result.token;
  const menu = await fetch(`${url}/jeecg-boot/sys/permission/getUserPermissionByToken`, {
    headers: { 'x-access-token': token },
  });
  const nodes = ((await menu.json()) as { result: { menu: MenuNode[] } }).result.menu;
  const path = findPath(nodes, GALLERY_TITLE);
  if (!path) throw new Error(`the admin menu has no ${GALLERY_TITLE} page`);
  return path;
}

/** Signs in as admin and opens the gallery's 可编辑表格 section. */
export async function openGridSection(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${url}/user/login`);
  await page.getByPlaceholder('请输入用户名').fill('admin');
  await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/\/dashboard\/analysis$/);
  await page.goto(`${url}${await galleryPath(url)}`);
  // The gallery may show sections as tabs or anchors: picking the title reveals the section.
  await page.getByText('可编辑表格', { exact: true }).first().click();
  await page.getByRole('tab', { name: '全部列类型' }).waitFor();
  return page;
}
