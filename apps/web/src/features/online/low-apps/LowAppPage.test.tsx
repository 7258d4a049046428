import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  cgreportRoutes,
  type LowApp,
  lowAppRoutes,
  type OnlineFormWithSubs,
  onlineFormRoutes,
  type ReportConfig,
  toPage,
} from '@xinmiao/shared';
import { BrowserRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { accessStore, emptyAccess } from '../../../access/access-store.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { formField } from '../../../testing/online-records.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { LowAppPage } from './LowAppPage.tsx';
import { LowAppsPage } from './LowAppsPage.tsx';

afterEach(() => {
  cleanup();
  accessStore.set(emptyAccess);
  window.history.pushState(null, '', '/');
});

const weekly: OnlineFormWithSubs = {
  id: 'f1',
  code: 'weekly',
  name: '心理委员周报',
  version: 1,
  tree: false,
  mainCode: null,
  mainFormId: null,
  fields: [formField({ no: 1, name: 'grade', label: '年级', required: false })],
  createBy: 'admin',
  createTime: '2026-09-01 08:00:00',
  updateBy: null,
  updateTime: null,
  subForms: [],
};

const app: LowApp = {
  id: 'app1',
  name: '高一周报',
  entries: [
    { kind: 'form', code: 'weekly', title: '高一的周报', style: 'auto', filter: { grade: '高一' } },
    { kind: 'form', code: 'weekly', title: '全部周报', style: 'copy', filter: {} },
  ],
  createBy: 'admin',
  createTime: '2026-09-01 08:00:00',
  updateBy: null,
  updateTime: null,
};

const grant = (...codes: string[]) =>
  accessStore.set({ ...emptyAccess, auth: codes.map((action) => ({ action, type: '1', describe: action })) });

function openApp(path: string) {
  window.history.pushState(null, '', path);
  return renderInApp(
    <BrowserRouter>
      <Routes>
        <Route path="/low-app/:appId/*" element={<LowAppPage />} />
      </Routes>
    </BrowserRouter>,
  );
}

describe('低代码应用 pages', () => {
  it('opens the first entry of its own menu, sending X-Low-App-ID and the filter with the list', async () => {
    grant('online:lowApp:list', 'online:formData:list');
    const fake = fakeApi()
      .on(lowAppRoutes.menu, app)
      .on(onlineFormRoutes.form, weekly)
      .on(
        onlineFormRoutes.data,
        toPage([{ id: 'r1', grade: '高一', createTime: '2026-09-01 08:00:00' }], 1, 1, 10),
      );
    openApp('/low-app/app1');
    expect(await screen.findByText('高一周报')).toBeTruthy();
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['高一的周报', '全部周报']);
    await waitFor(() => expect(window.location.pathname).toBe('/low-app/app1/form/weekly'));
    await waitFor(() => expect(fake.calls(onlineFormRoutes.data).length).toBeGreaterThan(0));
    const call = fake.calls(onlineFormRoutes.data)[0];
    expect(call?.query.grade).toBe('高一');
    expect(call?.headers['x-low-app-id']).toBe('app1');
    expect(fake.calls(lowAppRoutes.menu)[0]?.headers['x-low-app-id']).toBe('app1');
  });

  it('shows the refusal of an app that is not the school’s', async () => {
    fakeApi().on(lowAppRoutes.menu, { refuse: '应用不存在' });
    openApp('/low-app/other');
    expect(await screen.findByText('应用不存在')).toBeTruthy();
  });

  it('defines an app: name, entries in menu order, a form entry’s filter by its query fields', async () => {
    grant('online:lowApp:list', 'online:lowApp:add');
    const fake = fakeApi()
      .on(lowAppRoutes.list, toPage([], 0, 1, 10))
      .on(onlineFormRoutes.list, toPage([weekly], 1, 1, 100))
      .on(cgreportRoutes.list, toPage([], 0, 1, 100))
      .on(cgreportRoutes.sources, [])
      .on(lowAppRoutes.add, '添加成功！');
    window.history.pushState(null, '', '/online/lowApp');
    renderInApp(
      <BrowserRouter>
        <LowAppsPage />
      </BrowserRouter>,
    );
    fireEvent.click(await screen.findByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByPlaceholderText('请输入应用名称'), {
      target: { value: '高一周报' },
    });
    const codeSelect = within(dialog).getAllByRole('combobox')[1] as HTMLElement;
    fireEvent.mouseDown(codeSelect);
    fireEvent.click(await screen.findByTitle('心理委员周报（weekly）'));
    fireEvent.click(await within(dialog).findByRole('button', { name: /添加筛选条件/ }));
    const fieldSelect = within(dialog).getAllByRole('combobox').at(-1) as HTMLElement;
    fireEvent.mouseDown(fieldSelect);
    fireEvent.click(await screen.findByTitle('年级'));
    fireEvent.change(within(dialog).getByPlaceholderText('筛选值'), { target: { value: '高一' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(fake.calls(lowAppRoutes.add)).toHaveLength(1));
    expect(fake.calls(lowAppRoutes.add)[0]?.body).toEqual({
      name: '高一周报',
      entries: [{ kind: 'form', code: 'weekly', title: null, style: 'auto', filter: { grade: '高一' } }],
    });
  });

  it('defines a report entry’s filter by the report’s search fields and parameters', async () => {
    const byClass: ReportConfig = {
      id: 'r1',
      code: 'inc_by_class',
      name: '事件按班级',
      source: 'form:weekly',
      columns: ['grade'],
      searchFields: ['grade'],
      sortField: null,
      sortOrder: null,
      filters: [],
      params: [{ name: 'minPeople', label: '最少人数', field: 'peopleCount', op: 'ge', defaultValue: null }],
      groupBy: [],
      aggregates: [],
      columnDicts: [],
      createBy: 'admin',
      createTime: '2026-09-01 08:00:00',
      updateBy: null,
      updateTime: null,
    };
    grant('online:lowApp:list', 'online:lowApp:add');
    const fake = fakeApi()
      .on(lowAppRoutes.list, toPage([], 0, 1, 10))
      .on(onlineFormRoutes.list, toPage([], 0, 1, 100))
      .on(cgreportRoutes.list, toPage([byClass], 1, 1, 100))
      .on(cgreportRoutes.sources, [
        {
          key: 'form:weekly',
          label: '表单：心理委员周报',
          studentLevel: false,
          fields: [
            {
              name: 'grade',
              label: '年级',
              kind: 'text',
              searchable: true,
              sortable: true,
              masked: false,
              dictCode: null,
            },
          ],
        },
      ])
      .on(lowAppRoutes.add, '添加成功！');
    window.history.pushState(null, '', '/online/lowApp');
    renderInApp(
      <BrowserRouter>
        <LowAppsPage />
      </BrowserRouter>,
    );
    fireEvent.click(await screen.findByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByPlaceholderText('请输入应用名称'), {
      target: { value: '事件统计' },
    });
    fireEvent.mouseDown(within(dialog).getAllByRole('combobox')[0] as HTMLElement);
    fireEvent.click(await screen.findByTitle('报表'));
    await within(dialog).findByText('固定筛选：打开此报表时只显示符合条件的数据（服务器按应用的设置执行）');
    fireEvent.mouseDown(within(dialog).getAllByRole('combobox')[1] as HTMLElement);
    fireEvent.click(await screen.findByTitle('事件按班级（inc_by_class）'));
    const addFilter = async (label: string, value: string) => {
      fireEvent.click(await within(dialog).findByRole('button', { name: /添加筛选条件/ }));
      fireEvent.mouseDown(within(dialog).getAllByRole('combobox').at(-1) as HTMLElement);
      // Each filter's list stays in the page once opened: the option is the newest list's.
      fireEvent.click((await screen.findAllByTitle(label)).at(-1) as HTMLElement);
      fireEvent.change(within(dialog).getAllByPlaceholderText('筛选值').at(-1) as HTMLElement, {
        target: { value },
      });
    };
    await addFilter('年级', '高一');
    await addFilter('最少人数（参数）', '2');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(fake.calls(lowAppRoutes.add)).toHaveLength(1));
    expect(fake.calls(lowAppRoutes.add)[0]?.body).toEqual({
      name: '事件统计',
      entries: [
        { kind: 'report', code: 'inc_by_class', title: null, filter: { grade: '高一', minPeople: '2' } },
      ],
    });
  });
});
