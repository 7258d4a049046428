import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { setupProduct } from './support/product.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { PHONE, signInConsole } from './support/sign-in.ts';

const product = setupProduct();

type Envelope<T> = { success: boolean; message: string; result: T };

/** The admin's API calls that set the stage (a form, its script, an app), as the console would. */
async function adminApi(url: string) {
  const login = await fetch(`${url}/jeecg-boot/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
  });
  const token = ((await login.json()) as Envelope<{ token: string }>).result.token;
  return async <T>(method: string, path: string, body?: object): Promise<T> => {
    const res = await fetch(`${url}/jeecg-boot${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-access-token': token },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const reply = (await res.json()) as Envelope<T>;
    if (!reply.success) throw new Error(`${path}: ${reply.message}`);
    return reply.result;
  };
}

/**
 * Every CSP refusal of the console page and its frames, but the sandbox's own refusal of the
 * script's network probe (which is what should happen).
 */
function watchCsp(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    const text = m.text();
    if (/Content Security Policy/i.test(text) && !text.includes("connect-src 'none'")) seen.push(text);
  });
  return seen;
}

/**
 * The script tries what a hostile one would: the console's storage, cookies, its parent's storage
 * and DOM, and the network. Each outcome is written into 备注 for the test to read.
 */
const PROBING = `
if (api.event === 'loaded') {
  api.setValue('className', '沙箱填写');
  const probe = (fn) => { try { return String(fn()); } catch (e) { return 'blocked:' + e.name; } };
  api.setValue('note', [
    probe(() => window.localStorage.getItem('Access-Token')),
    probe(() => document.cookie),
    probe(() => window.parent.localStorage.getItem('Access-Token')),
    probe(() => window.parent.document.title),
    probe(() => typeof XMLHttpRequest === 'function' && (() => { const x = new XMLHttpRequest(); x.open('GET', '/jeecg-boot/sys/user/list', false); x.send(); return x.status; })()),
  ].join('|'));
  api.message('JS增强已运行', 'success');
}
if (api.event === 'change' && api.changed === 'className') api.setValue('grade', String(api.values.className).slice(0, 2));
`;

describe('表单 JS增强 in Chromium', () => {
  it('a script sets form values from a sandbox that cannot read the session; a throwing one shows the message', async () => {
    const { browser, server } = product;
    const call = await adminApi(server.url);
    await call('POST', '/online/cgform/head/add', {
      code: 'enh_demo',
      name: '增强演示',
      fields: [
        { name: 'className', label: '班级', type: 'text', query: 'single' },
        { name: 'grade', label: '年级', type: 'text' },
        { name: 'note', label: '备注', type: 'textarea' },
      ],
    });
    await call('POST', '/online/cgform/head/enhanceJs/enh_demo', { script: PROBING });
    await call('POST', '/low-app/app/add', {
      name: '增强应用',
      entries: [{ kind: 'form', code: 'enh_demo', title: '增强演示' }],
    });
    const apps = await call<{ records: { id: string }[] }>('GET', '/low-app/app/list?name=增强应用');
    const appId = apps.records[0]?.id ?? '';

    const page = await signInConsole(browser, server.url, 'admin');
    const csp = watchCsp(page);
    const token = await page.evaluate(() => localStorage.getItem('Access-Token') ?? '');
    expect(token.length).toBeGreaterThan(10);
    const response = await page.goto(`${server.url}/low-app/${appId}`);
    const consoleCsp = (await response?.allHeaders())?.['content-security-policy'] ?? '';
    expect(consoleCsp).toContain("script-src 'self'");
    expect(consoleCsp).not.toContain('unsafe-eval');
    await page.waitForURL(/\/low-app\/[^/]+\/form\/enh_demo$/);
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '新增增强演示' });
    await expect.poll(() => dialog.getByLabel('班级').inputValue(), { timeout: 15_000 }).toBe('沙箱填写');
    await page.getByText('JS增强已运行').waitFor();
    const note = await dialog.getByLabel('备注').inputValue();
    // The script runs in a Worker of the opaque-origin frame: no window, document or parent at all.
    const [own, cookie, parentStorage, parentDom, network] = note.split('|');
    expect(own).toBe('blocked:ReferenceError');
    expect(cookie).toBe('blocked:ReferenceError');
    expect(parentStorage).toBe('blocked:ReferenceError');
    expect(parentDom).toBe('blocked:ReferenceError');
    expect(network).toMatch(/^blocked:/);
    expect(note).not.toContain(token);
    // A field typed by the user runs the `change` event.
    await dialog.getByLabel('班级').fill('高一(3)班');
    await expect.poll(() => dialog.getByLabel('年级').inputValue()).toBe('高一');
    await screenshot(page, 'online-enhance-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByRole('cell', { name: '高一(3)班' }).waitFor();
    await screenshot(page, 'online-enhance-low-app-desktop');

    // A script that throws: the console shows the spec's message and the dialog still works.
    await call('POST', '/online/cgform/head/enhanceJs/enh_demo', { script: "throw new Error('boom');" });
    await page.reload();
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await page.getByText('用户自定义JS增强代码运行出错').waitFor();
    await screenshot(page, 'online-enhance-error', { fullPage: false });

    // A script that never ends: its Worker is stopped, the message shows, the console still works.
    await call('POST', '/online/cgform/head/enhanceJs/enh_demo', { script: 'while (true) {}' });
    await page.reload();
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const looping = page.getByRole('dialog').filter({ hasText: '新增增强演示' });
    await looping.getByLabel('班级').waitFor();
    // The page answers while the loop runs: a loop on the frame's own thread (the frame shares the
    // console's renderer) would never let this return, nor the console's own 2 s guard fire.
    expect(await page.evaluate(() => document.title.length >= 0)).toBe(true);
    await page.getByText('用户自定义JS增强代码运行出错').first().waitFor();
    await looping.getByLabel('班级').fill('高二(1)班');
    await looping.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByRole('cell', { name: '高二(1)班' }).waitFor();
    expect(csp).toEqual([]);
    await page.context().close();

    const phone = await signInConsole(browser, server.url, 'admin', { viewport: PHONE });
    await phone.goto(`${server.url}/low-app/${appId}`);
    await phone.getByRole('cell', { name: '高一(3)班' }).waitFor();
    await screenshot(phone, 'online-enhance-low-app-phone');
    await phone.context().close();
  });
});
