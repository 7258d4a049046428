import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  enhanceRoutes,
  type FormField,
  type FormRow,
  formPermissionCode,
  type OnlineForm,
  type OnlineFormWithSubs,
  onlineFormRoutes,
  toPage,
} from '@xinmiao/shared';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { accessStore, emptyAccess } from '../../../access/access-store.ts';
import { type FakeCall, fakeApi } from '../../../testing/fake-api.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { type OnlineListStyle, onlineListPages } from './OnlineListPage.tsx';

afterEach(() => {
  cleanup();
  accessStore.set(emptyAccess);
});

const field = (no: number, name: string, label: string, extra: Partial<FormField> = {}): FormField => ({
  no,
  name,
  label,
  type: 'text',
  dictCode: null,
  required: false,
  preset: null,
  maxLength: null,
  defaultValue: null,
  inList: true,
  query: 'none',
  sortable: false,
  ...extra,
});

const form = (
  code: string,
  name: string,
  fields: FormField[],
  extra: Partial<OnlineForm> = {},
): OnlineForm => ({
  id: `id-${code}`,
  code,
  name,
  version: 1,
  tree: false,
  mainCode: null,
  mainFormId: null,
  fields,
  createBy: 'admin',
  createTime: '2026-09-01 08:00:00',
  updateBy: null,
  updateTime: null,
  ...extra,
});

const incidents = form('incidents', '事件', [field(1, 'what', '事件经过')], {
  mainCode: 'weekly',
  mainFormId: 'id-weekly',
});
const weekly: OnlineFormWithSubs = {
  ...form('weekly', '心理委员周报', [field(1, 'className', '班级', { query: 'single' })]),
  subForms: [incidents],
};
const areas: OnlineFormWithSubs = {
  ...form('areas', '片区', [field(1, 'areaName', '片区名称')], { tree: true }),
  subForms: [],
};

const row = (id: string, values: FormRow): FormRow => ({
  id,
  createBy: 'admin',
  createTime: '2026-09-01 08:00:00',
  updateBy: null,
  updateTime: null,
  ...values,
});

/** The buttons of these forms as the session lists them: the shared gate and the form's own code. */
const grantButtons = (...forms: OnlineForm[]) =>
  accessStore.set({
    ...emptyAccess,
    auth: forms.flatMap((f) =>
      (['list', 'add', 'edit', 'delete'] as const).map((a) => ({
        action: `online:formData:${a},${formPermissionCode(f.id, a)}`,
        type: '1',
        describe: a,
      })),
    ),
  });

/** Opens the style's page at `path`, registered as the menu would register it. */
function open(
  style: OnlineListStyle,
  path: string,
  pattern = '/online/cgformList/:code',
  granted: OnlineForm[] = [weekly, areas],
) {
  const Page = onlineListPages[style];
  grantButtons(...granted);
  return renderInApp(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={<Page />} />
      </Routes>
    </MemoryRouter>,
  );
}

const codeOf = (call: FakeCall) => call.url.split('?')[0]?.split('/').at(-1);

/** The weekly form's main rows, and its incidents under `mainId`. */
function weeklyData(call: FakeCall) {
  if (codeOf(call) === 'incidents')
    return toPage([row(`i-${call.query.mainId}`, { what: `${call.query.mainId} 的事件` })], 1, 1, 10);
  return toPage([row('w1', { className: '高一(1)班' }), row('w2', { className: '高一(2)班' })], 2, 1, 10);
}

describe('online-form list styles on /online/cgformList/:code', () => {
  it("lists the route's form and searches by its query fields (auto)", async () => {
    const fake = fakeApi().on(onlineFormRoutes.form, weekly).on(onlineFormRoutes.data, weeklyData);
    open('auto', '/online/cgformList/weekly');
    expect(await screen.findByText('高一(1)班')).toBeTruthy();
    expect(screen.getByText('心理委员周报')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('请输入班级'), { target: { value: '高一' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(fake.calls(onlineFormRoutes.data).at(-1)?.query.className).toBe('*高一*'));
    expect(fake.calls(onlineFormRoutes.form)[0]?.url).toBe(
      '/jeecg-boot/online/cgform/api/getFormItem/weekly',
    );
  });

  it("takes the form from a menu's fixed path too (copy)", async () => {
    const fake = fakeApi().on(onlineFormRoutes.form, weekly).on(onlineFormRoutes.data, weeklyData);
    open('copy', '/online/copyform/weekly', '/online/copyform/weekly');
    expect(await screen.findByText('高一(2)班')).toBeTruthy();
    expect(codeOf(fake.calls(onlineFormRoutes.data)[0] as FakeCall)).toBe('weekly');
  });

  it('opens a tree level by level (tree)', async () => {
    const fake = fakeApi()
      .on(onlineFormRoutes.form, areas)
      .on(onlineFormRoutes.data, (call) =>
        call.query.pid
          ? toPage([row('c1', { areaName: '东区一组', parentId: 'r1', hasChild: '0' })], 1, 1, 10)
          : toPage([row('r1', { areaName: '东区', parentId: null, hasChild: '1' })], 1, 1, 10),
      );
    open('tree', '/online/cgformTreeList/areas', '/online/cgformTreeList/:code');
    expect(await screen.findByText('东区')).toBeTruthy();
    expect(screen.getByText('添加下级')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /展开行|Expand row/ }));
    expect(await screen.findByText('东区一组')).toBeTruthy();
    expect(fake.calls(onlineFormRoutes.data).some((c) => c.query.pid === 'r1')).toBe(true);
  });

  it("shows no button of a form whose own codes are missing, another form's buttons held", async () => {
    fakeApi()
      .on(onlineFormRoutes.form, areas)
      .on(
        onlineFormRoutes.data,
        toPage([row('r1', { areaName: '东区', parentId: null, hasChild: '0' })], 1, 1, 10),
      );
    open('tree', '/online/cgformTreeList/areas', '/online/cgformTreeList/:code', [weekly]);
    expect(await screen.findByText('东区')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByText('编辑')).toBeNull();
    expect(screen.queryByText('删除')).toBeNull();
    expect(screen.queryByText('添加下级')).toBeNull();
  });

  it("shows the selected main row's sub-tables below the list (erp)", async () => {
    const fake = fakeApi().on(onlineFormRoutes.form, weekly).on(onlineFormRoutes.data, weeklyData);
    open('erp', '/online/cgformErpList/weekly', '/online/cgformErpList/:code');
    expect(await screen.findByText('w1 的事件')).toBeTruthy();
    fireEvent.click(screen.getByText('高一(2)班'));
    expect(await screen.findByText('w2 的事件')).toBeTruthy();
    const subCalls = fake.calls(onlineFormRoutes.data).filter((c) => codeOf(c) === 'incidents');
    expect(subCalls.map((c) => c.query.mainId)).toEqual(['w1', 'w2']);
    expect(screen.getByRole('tab', { name: '事件' })).toBeTruthy();
  });

  it("opens a main row's sub-tables inside the row (innerTable)", async () => {
    fakeApi().on(onlineFormRoutes.form, weekly).on(onlineFormRoutes.data, weeklyData);
    open('innerTable', '/online/cgformInnerTableList/weekly', '/online/cgformInnerTableList/:code');
    await screen.findByText('高一(1)班');
    expect(screen.queryByText('w2 的事件')).toBeNull();
    const expanders = screen.getAllByRole('button', { name: /展开行|Expand row/ });
    fireEvent.click(expanders[1] as HTMLElement);
    expect(await screen.findByText('w2 的事件')).toBeTruthy();
  });

  it('edits the main fields and the sub-tables as tabs of one dialog (tab)', async () => {
    fakeApi()
      .on(onlineFormRoutes.form, weekly)
      .on(onlineFormRoutes.data, weeklyData)
      .on(onlineFormRoutes.subRows, [])
      .on(enhanceRoutes.current, null);
    open('tab', '/online/cgformTabList/weekly', '/online/cgformTabList/:code');
    await screen.findByText('高一(1)班');
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('tab', { name: '心理委员周报' })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: '事件' })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: '心理委员周报', selected: true })).toBeTruthy();
  });

  it('shows the server refusal of an unknown form', async () => {
    fakeApi().on(onlineFormRoutes.form, { refuse: '表单不存在' });
    open('auto', '/online/cgformList/nope');
    expect(await screen.findByText('表单不存在')).toBeTruthy();
  });
});
