import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { clickUntil } from './support/click-until.ts';
import { confirmDialog } from './support/dialog.ts';
import { setupProduct } from './support/product.ts';
import { chooseOption, selectAround } from './support/select-option.ts';
import { PHONE, signInConsole } from './support/sign-in.ts';

const product = setupProduct();

type FieldSpec = { name: string; label: string; type?: string; query?: string };
type FormSpec = { code: string; name: string; kind?: string; mainCode?: string; fields: FieldSpec[] };

const ACTIVITY: FormSpec = {
  code: 'walk_activity',
  name: '团体活动',
  fields: [
    { name: 'title', label: '活动名称', query: '普通查询' },
    { name: 'place', label: '活动地点' },
    { name: 'people', label: '参加人数', type: '整数' },
  ],
};
const SIGNUP: FormSpec = {
  code: 'walk_signup',
  name: '报名学生',
  kind: '子表（一对多）',
  mainCode: ACTIVITY.code,
  fields: [
    { name: 'student', label: '学生姓名' },
    { name: 'studentNo', label: '学号' },
  ],
};
const TOPIC: FormSpec = {
  code: 'walk_topic',
  name: '活动主题',
  kind: '树表',
  fields: [{ name: 'title', label: '主题名称' }],
};

const ROW = { title: '情绪减压团辅', place: '心理中心201', people: '12' };
const SIGNED_UP = { student: '走查学生甲', studentNo: '20260001' };
const PARENT = '成长主题';
const CHILD = '情绪管理';

/** A menu entry by its title (a group's accessible name also holds its icon's label). */
const entry = (title: string) => new RegExp(`(^|\\s)${title}$`);

/** Opens `item` of the side menu (under `group`, opened first unless it is open). */
async function openMenu(page: Page, group: string, item: string): Promise<void> {
  const items = page.getByRole('menuitem', { name: entry(item) }).first();
  await clickUntil(page.getByRole('menuitem', { name: entry(group) }).first(), items);
  await items.click();
}

/** 表单开发 → 新增: the form's code, name, kind and fields, saved with 确定. */
async function designForm(page: Page, form: FormSpec): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: '表单编码' });
  await clickUntil(page.getByRole('button', { name: /新\s*增/ }), dialog.getByPlaceholder('请输入表单编码'));
  await dialog.getByPlaceholder('请输入表单编码').fill(form.code);
  await dialog.getByPlaceholder('请输入表单名称').fill(form.name);
  if (form.kind) await chooseOption(page, selectAround(dialog.getByLabel('表单类型')), form.kind);
  if (form.mainCode) await dialog.getByPlaceholder('请输入主表的表单编码').fill(form.mainCode);
  for (const [index, field] of form.fields.entries()) {
    if (index > 0) {
      await clickUntil(
        dialog.getByRole('button', { name: '添加字段' }),
        dialog.getByPlaceholder('字段名').nth(index),
      );
    }
    await dialog.getByPlaceholder('字段名').nth(index).fill(field.name);
    await dialog.getByPlaceholder('字段备注').nth(index).fill(field.label);
    if (field.type) {
      await chooseOption(page, selectAround(dialog.getByLabel('字段类型').nth(index)), field.type);
    }
    if (field.query) {
      await chooseOption(page, selectAround(dialog.getByLabel('查询方式').nth(index)), field.query);
    }
  }
  await confirmDialog(page, dialog);
  await page.getByRole('cell', { name: form.name, exact: true }).waitFor();
}

/** The row of a list in `scope` one of whose cells says `text`. */
function rowOf(scope: Page | Locator, text: string): Locator {
  // A `has` locator is matched inside each row, so it starts from the page.
  const page = 'goto' in scope ? scope : scope.page();
  return scope.getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });
}

/** Fills a sub-table grid's cell of the last row: a click opens its editor. */
async function fillCell(dialog: Locator, key: string, value: string): Promise<void> {
  const cell = dialog.locator(`[data-cell$=":${key}"]`).last();
  const input = dialog.locator(`.editable-grid-editing[data-cell$=":${key}"] input`);
  await clickUntil(cell, input);
  await input.fill(value);
}

/** 数据 of a form in 表单开发: the drawer of its rows. */
async function openData(page: Page, form: FormSpec): Promise<Locator> {
  const drawer = page.locator('.ant-drawer').filter({ hasText: `${form.name} · 数据` });
  await clickUntil(
    rowOf(page, form.name).getByRole('button', { name: '数据' }),
    drawer.getByRole('button', { name: /新\s*增/ }),
  );
  return drawer;
}

async function closeDrawer(page: Page, drawer: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
}

type EntrySpec = { form: FormSpec; title: string; style: string };

/** 低代码应用 → 新增: an app of these menu entries, each a form in a list style. */
async function buildApp(page: Page, name: string, entries: EntrySpec[]): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: '新增应用' });
  await clickUntil(page.getByRole('button', { name: /新\s*增/ }), dialog.getByPlaceholder('请输入应用名称'));
  await dialog.getByPlaceholder('请输入应用名称').fill(name);
  for (const [index, entry] of entries.entries()) {
    const card = dialog.locator('.ant-card').nth(index);
    if (index > 0) await clickUntil(dialog.getByRole('button', { name: '添加菜单' }), card);
    const option = `${entry.form.name}（${entry.form.code}）`;
    await chooseOption(page, selectAround(card.getByLabel('表单', { exact: true })), option);
    await card.getByPlaceholder('默认为表单或报表名称').fill(entry.title);
    await chooseOption(page, selectAround(card.getByLabel('列表风格')), entry.style);
  }
  await confirmDialog(page, dialog);
  await page.getByRole('cell', { name, exact: true }).waitFor();
}

/** 打开 of an app in 低代码应用 (on a phone under the row's ⋯). */
async function openApp(page: Page, name: string, phone = false): Promise<void> {
  const title = page.locator('.ant-card-head-title').getByText(name, { exact: true });
  const row = rowOf(page, name);
  // The list first: the app page still showing from before is not the one opened.
  await row.waitFor();
  if (phone) {
    await clickUntil(row.getByRole('button', { name: '操作' }), page.getByRole('menuitem', { name: '打开' }));
    await clickUntil(page.getByRole('menuitem', { name: '打开' }), title);
  } else {
    await clickUntil(row.getByRole('button', { name: '打开' }), title);
  }
}

/** An entry of the open app's own menu. */
async function openEntry(page: Page, title: string, shows: Locator): Promise<void> {
  await clickUntil(page.locator('.ant-menu-horizontal').getByText(title, { exact: true }), shows);
}

/** Expands the table row that says `text` (an inner table's sub-rows, a tree's children). */
async function expandRow(scope: Page | Locator, text: string, shows: Locator): Promise<void> {
  await clickUntil(rowOf(scope, text).locator('.ant-table-row-expand-icon').first(), shows);
}

/** Waits until no list is loading, so a screenshot shows the rows as they are. */
async function settled(page: Page): Promise<void> {
  await expect.poll(() => page.locator('.ant-spin-spinning').count()).toBe(0);
}

const lowAppTabs = (page: Page) =>
  page.locator('.tab-bar [data-testid="tab-label"]').filter({ hasText: /^低代码应用$/ });

describe('表单开发 and its list styles in Chromium', () => {
  it('a centre admin designs a main form with a sub-table and a tree form, adds rows, and opens every list style', async () => {
    const { browser, server } = product;
    const page = await signInConsole(browser, server.url, 'admin');

    // The three forms, designed in 表单开发.
    await openMenu(page, '系统管理', '表单开发');
    await page.waitForURL(/\/online\/cgform$/);
    for (const form of [ACTIVITY, SIGNUP, TOPIC]) await designForm(page, form);
    await screenshot(page, 'online-forms-designed', { fullPage: false });

    // A new form shows its 数据 at once: a main row with one sub-table row.
    const activity = await openData(page, ACTIVITY);
    const rowDialog = page.getByRole('dialog').filter({ hasText: `新增${ACTIVITY.name}` });
    await clickUntil(activity.getByRole('button', { name: /新\s*增/ }), rowDialog.getByLabel('活动名称'));
    await rowDialog.getByLabel('活动名称').fill(ROW.title);
    await rowDialog.getByLabel('活动地点').fill(ROW.place);
    await rowDialog.getByLabel('参加人数').fill(ROW.people);
    await rowDialog.getByRole('tab', { name: SIGNUP.name }).waitFor();
    await clickUntil(
      rowDialog.locator('[role=tabpanel]:visible').getByRole('button', { name: /新\s*增/ }),
      rowDialog.locator('[data-cell$=":student"]'),
    );
    await fillCell(rowDialog, 'student', SIGNED_UP.student);
    await fillCell(rowDialog, 'studentNo', SIGNED_UP.studentNo);
    // A click outside the grid ends editing.
    await rowDialog.locator('.ant-modal-title').click();
    await screenshot(page, 'online-forms-row-with-sub-row', { fullPage: false });
    await confirmDialog(page, rowDialog);
    await activity.getByRole('cell', { name: ROW.title, exact: true }).waitFor();
    await closeDrawer(page, activity);

    // A tree: a parent row, then a child under it with 添加下级.
    const topic = await openData(page, TOPIC);
    const topicDialog = page.getByRole('dialog').filter({ hasText: `新增${TOPIC.name}` });
    await clickUntil(topic.getByRole('button', { name: /新\s*增/ }), topicDialog.getByLabel('主题名称'));
    await topicDialog.getByLabel('主题名称').fill(PARENT);
    await confirmDialog(page, topicDialog);
    await topic.getByRole('cell', { name: PARENT, exact: true }).waitFor();
    await clickUntil(
      rowOf(topic, PARENT).getByRole('button', { name: '添加下级' }),
      topicDialog.getByLabel('主题名称'),
    );
    await topicDialog.getByLabel('主题名称').fill(CHILD);
    await confirmDialog(page, topicDialog);
    await expandRow(topic, PARENT, topic.getByRole('cell', { name: CHILD, exact: true }));
    await screenshot(page, 'online-forms-tree-data', { fullPage: false });
    await closeDrawer(page, topic);

    // The form list: the new form's own menu entry, there without signing in again.
    await openMenu(page, '系统管理', ACTIVITY.name);
    await page.waitForURL(/\/online\/cgformList\/walk_activity$/);
    await page.getByRole('cell', { name: ROW.title, exact: true }).waitFor();
    await settled(page);
    await screenshot(page, 'online-forms-auto-list', { fullPage: false });

    // Apps grouping the forms, one per main-form style besides the plain list.
    await openMenu(page, '系统管理', '低代码应用');
    await page.waitForURL(/\/online\/lowApp$/);
    await buildApp(page, '活动中心', [
      { form: ACTIVITY, title: '活动', style: 'ERP 主子表' },
      { form: TOPIC, title: '主题', style: '复制视图' },
    ]);
    await buildApp(page, '活动中心·Tab', [
      { form: ACTIVITY, title: '活动', style: 'Tab 主子表' },
      { form: TOPIC, title: '主题', style: '树列表' },
    ]);
    await buildApp(page, '活动中心·手机', [
      { form: ACTIVITY, title: '活动', style: '内嵌子表' },
      { form: TOPIC, title: '主题', style: '树列表' },
    ]);

    // ERP: the main list over the selected row's sub-table.
    await openApp(page, '活动中心');
    await page.waitForURL(/\/low-app\/[^/]+\/form\/walk_activity$/);
    await page.getByRole('cell', { name: ROW.title, exact: true }).waitFor();
    await page.getByRole('tab', { name: SIGNUP.name }).waitFor();
    await page.getByRole('cell', { name: SIGNED_UP.student, exact: true }).waitFor();
    await settled(page);
    await screenshot(page, 'online-forms-erp-list', { fullPage: false });
    // Copy view: the tree form's rows as a list.
    await openEntry(page, '主题', page.getByRole('cell', { name: PARENT, exact: true }));
    await page.waitForURL(/\/low-app\/[^/]+\/form\/walk_topic$/);
    await settled(page);
    await screenshot(page, 'online-forms-copy-list', { fullPage: false });

    // Opened again from its list, the app keeps its one tab.
    await openMenu(page, '系统管理', '低代码应用');
    await page.waitForURL(/\/online\/lowApp$/);
    await openApp(page, '活动中心');
    await page.getByRole('cell', { name: ROW.title, exact: true }).waitFor();
    await expect.poll(() => lowAppTabs(page).count()).toBe(2);

    // Tab: the row's dialog shows the main fields and the sub-table as tabs.
    await openMenu(page, '系统管理', '低代码应用');
    await page.waitForURL(/\/online\/lowApp$/);
    await openApp(page, '活动中心·Tab');
    await page.getByRole('cell', { name: ROW.title, exact: true }).waitFor();
    const editDialog = page.getByRole('dialog').filter({ hasText: `编辑${ACTIVITY.name}` });
    await clickUntil(
      rowOf(page, ROW.title).getByRole('button', { name: '编辑' }),
      editDialog.getByRole('tab', { name: ACTIVITY.name }),
    );
    await clickUntil(
      editDialog.getByRole('tab', { name: SIGNUP.name }),
      editDialog.locator('[role=tabpanel]:visible').getByText(SIGNED_UP.student),
    );
    await expect
      .poll(() => editDialog.getByRole('tab', { name: SIGNUP.name }).getAttribute('aria-selected'))
      .toBe('true');
    await screenshot(page, 'online-forms-tab-dialog', { fullPage: false });
    await editDialog.getByRole('button', { name: '关闭' }).last().click();
    await editDialog.waitFor({ state: 'hidden' });
    // Tree list: the parent, expanded into its child.
    await openEntry(page, '主题', page.getByRole('cell', { name: PARENT, exact: true }));
    await expandRow(page, PARENT, page.getByRole('cell', { name: CHILD, exact: true }));
    await settled(page);
    await screenshot(page, 'online-forms-tree-list-desktop', { fullPage: false });
    await expect.poll(() => lowAppTabs(page).count()).toBe(3);
    await page.context().close();

    // On a phone: the inner-table list and the tree list of the third app, from the menu drawer.
    const phone = await signInConsole(browser, server.url, 'admin', { viewport: PHONE });
    await phone.getByRole('button', { name: '切换菜单' }).click();
    await openMenu(phone, '系统管理', '低代码应用');
    await phone.waitForURL(/\/online\/lowApp$/);
    await openApp(phone, '活动中心·手机', true);
    await phone.getByRole('cell', { name: ROW.title, exact: true }).waitFor();
    await expandRow(phone, ROW.title, phone.getByRole('cell', { name: SIGNED_UP.student, exact: true }));
    await settled(phone);
    await screenshot(phone, 'online-forms-inner-table-phone');
    await openEntry(phone, '主题', phone.getByRole('cell', { name: PARENT, exact: true }));
    await expandRow(phone, PARENT, phone.getByRole('cell', { name: CHILD, exact: true }));
    await settled(phone);
    await screenshot(phone, 'online-forms-tree-list-phone');
    await phone.context().close();
  });
});
