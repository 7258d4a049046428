import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  formPermissionCode,
  type MenuItem,
  type OnlineForm,
  onlineFormRoutes,
  sessionRoutes,
  toPage,
} from '@xinmiao/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { accessStore, emptyAccess } from '../../../access/access-store.ts';
import type { AuthEntry } from '../../../access/button-auth.ts';
import { setPageLookup } from '../../../access/page-lookup.ts';
import { pageRegistry } from '../../../app/page-registry.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { onlineForm } from '../../../testing/online-records.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { OnlineFormsPage } from './OnlineFormsPage.tsx';

setPageLookup(pageRegistry);

afterEach(() => {
  cleanup();
  accessStore.set(emptyAccess);
});

const weekly = onlineForm({ code: 'weekly', name: '心理委员周报' });

const entry = (action: string): AuthEntry => ({ action, type: '1', describe: action });
const DESIGNER = ['online:form:add', 'online:form:delete'].map(entry);
/** What the server grants the school's admins with a new form: its list button (decisions §83). */
const WEEKLY_LIST = entry(`online:formData:list,${formPermissionCode('42', 'list')}`);

const menuItem = (path: string, component: string, title: string): MenuItem => ({
  id: path,
  path,
  name: path.slice(1).replaceAll('/', '-'),
  component,
  route: '1',
  meta: { keepAlive: false, internalOrExternal: false, title, componentName: path },
});
const DESIGNER_MENU = menuItem('/online/cgform', 'modules/online/cgform/OnlCgformHeadList', '表单开发');
const WEEKLY_MENU = menuItem(
  '/online/cgformList/weekly',
  'modules/online/cgform/auto/OnlCgformAutoList',
  '心理委员周报',
);

/** The page over a school whose forms and session the server answers from `state`, as it changes. */
function renderPage(state: { forms: OnlineForm[]; auth: AuthEntry[]; menu: MenuItem[] }) {
  accessStore.set({ ...emptyAccess, auth: state.auth });
  const fake = fakeApi()
    .on(onlineFormRoutes.list, () => toPage(state.forms, state.forms.length, 1, 10))
    .on(sessionRoutes.userPermission, () => ({
      menu: state.menu,
      auth: state.auth,
      allAuth: [],
      codeList: [],
      sysSafeMode: false,
    }));
  renderInApp(
    <MemoryRouter initialEntries={['/online/cgform']}>
      <OnlineFormsPage />
    </MemoryRouter>,
  );
  return fake;
}

const menuPaths = () => accessStore.get().built?.routes.map((r) => r.path) ?? [];

describe('OnlineFormsPage (表单开发)', () => {
  it('shows a new form’s 数据 and menu at once: the session’s permissions are loaded again', async () => {
    const state = { forms: [] as OnlineForm[], auth: DESIGNER, menu: [DESIGNER_MENU] };
    const fake = renderPage(state);
    fake.on(onlineFormRoutes.add, () => {
      state.forms = [weekly];
      state.auth = [...DESIGNER, WEEKLY_LIST];
      state.menu = [DESIGNER_MENU, WEEKLY_MENU];
      return '添加成功！';
    });
    fireEvent.click(await screen.findByRole('button', { name: /新\s*增/ }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByPlaceholderText('请输入表单编码'), { target: { value: 'weekly' } });
    fireEvent.change(dialog.getByPlaceholderText('请输入表单名称'), { target: { value: '心理委员周报' } });
    fireEvent.change(dialog.getByPlaceholderText('字段名'), { target: { value: 'className' } });
    fireEvent.change(dialog.getByPlaceholderText('字段备注'), { target: { value: '班级' } });
    fireEvent.click(dialog.getByRole('button', { name: /确\s*定/ }));

    const row = (await screen.findByRole('cell', { name: '心理委员周报' })).closest('tr');
    if (!row) throw new Error('the new form has no row');
    expect(await within(row).findByRole('button', { name: '数据' })).toBeTruthy();
    expect(menuPaths()).toContain('/online/cgformList/weekly');
  });

  it('drops a deleted form’s menu from the session', async () => {
    const state = {
      forms: [weekly],
      auth: [...DESIGNER, WEEKLY_LIST],
      menu: [DESIGNER_MENU, WEEKLY_MENU],
    };
    const fake = renderPage(state);
    fake.on(onlineFormRoutes.delete, () => {
      state.forms = [];
      state.auth = DESIGNER;
      state.menu = [DESIGNER_MENU];
      return '删除成功!';
    });
    const row = (await screen.findByRole('cell', { name: '心理委员周报' })).closest('tr');
    if (!row) throw new Error('the form has no row');
    fireEvent.click(within(row).getByRole('button', { name: '删除' }));
    fireEvent.change(await screen.findByPlaceholderText('请输入表单名称确认'), {
      target: { value: '心理委员周报' },
    });
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));

    await waitFor(() => expect(fake.calls(sessionRoutes.userPermission)).toHaveLength(1));
    await waitFor(() => expect(menuPaths()).toEqual(['/online/cgform']));
    expect(fake.calls(onlineFormRoutes.delete)[0]?.query).toMatchObject({ confirmName: '心理委员周报' });
  });
});
