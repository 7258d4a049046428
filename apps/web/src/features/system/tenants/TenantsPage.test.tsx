import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PLATFORM_TENANT_ID, type SysTenant, TENANT_MESSAGES, tenantRoutes, toPage } from '@xinmiao/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { accessStore, emptyAccess } from '../../../access/access-store.ts';
import { emptySession, sessionStore } from '../../../access/session-store.ts';
import { FakeSuccess, fakeApi } from '../../../testing/fake-api.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { TenantsPage } from './TenantsPage.tsx';

const school: SysTenant = {
  id: 1000,
  name: '心苗示范大学',
  beginDate: null,
  endDate: null,
  status: 1,
  status_dictText: '正常',
  houseNumber: null,
  regionCode: '140105',
  kind: 'school',
  createBy: 'admin',
  createTime: '2026-09-01 08:00:00',
};

const bureau: SysTenant = { ...school, id: 2000, name: '小店区教育局', regionCode: '140105', kind: 'region' };

function renderPage(rows: SysTenant[] = [school]) {
  accessStore.set({
    ...emptyAccess,
    auth: ['system:tenant:list', 'system:tenant:edit'].map((action) => ({
      action,
      type: '1',
      describe: action,
    })),
  });
  const fake = fakeApi().on(tenantRoutes.list, toPage(rows, 25, 1, 10));
  renderInApp(
    <MemoryRouter initialEntries={['/system/tenant']}>
      <TenantsPage />
    </MemoryRouter>,
  );
  return fake;
}

const modal = async (title: string) =>
  (await screen.findByText(title, {}, { timeout: 5000 })).closest('.ant-modal') as HTMLElement;

const listCalls = (fake: ReturnType<typeof renderPage>) =>
  fake.calls(tenantRoutes.list).map((call) => new URLSearchParams(call.query));

afterEach(() => {
  cleanup();
  accessStore.set(emptyAccess);
  sessionStore.set(emptySession);
});

describe('TenantsPage', { timeout: 30_000 }, () => {
  it('pages through the server in id order and searches by name and status from page 1', async () => {
    const fake = renderPage();
    expect(await screen.findByText('心苗示范大学')).toBeTruthy();
    expect(screen.getByText(/共 25 条/)).toBeTruthy();
    expect(listCalls(fake)[0]?.has('column')).toBe(false);
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(listCalls(fake).at(-1)?.get('pageNo')).toBe('3'));
    fireEvent.change(screen.getByPlaceholderText('请输入租户名称'), { target: { value: '示范' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '状态' }));
    fireEvent.click((await screen.findAllByTitle('冻结')).at(-1) as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: /查\s?询/ }));
    await waitFor(() => expect(listCalls(fake).at(-1)?.get('status')).toBe('0'), { timeout: 5000 });
    const last = listCalls(fake).at(-1);
    expect([last?.get('name'), last?.get('pageNo')]).toEqual(['示范', '1']);
  });

  it('names each tenant a 学校 or 教育局 and adds a bureau account, its initial password shown once', async () => {
    sessionStore.set({ ...emptySession, tenantid: PLATFORM_TENANT_ID });
    const fake = renderPage([school, bureau]).on(
      tenantRoutes.addRegionAccount,
      new FakeSuccess(
        { username: 'xiaodian', realname: '小店区教研员', regionCode: '140105', password: 'Kq7mRt2xWz' },
        TENANT_MESSAGES.regionAccountAdded,
      ),
    );
    const schoolRow = (await screen.findByText('心苗示范大学')).closest('tr') as HTMLElement;
    const bureauRow = screen.getByText('小店区教育局').closest('tr') as HTMLElement;
    expect(within(schoolRow).getByText('学校')).toBeTruthy();
    expect(within(bureauRow).getByText('教育局')).toBeTruthy();
    // Only a bureau has accounts added here.
    expect(within(schoolRow).queryByRole('button', { name: '添加账号' })).toBeNull();
    fireEvent.click(within(bureauRow).getByRole('button', { name: '添加账号' }));
    const dialog = await modal('添加教育局账号：小店区教育局');
    // The region it sees is the bureau's own, shown and not chosen.
    const region = within(dialog).getByLabelText('省市区').closest('.ant-select') as HTMLElement;
    await waitFor(() => expect(region.textContent).toContain('太原市'));
    expect(region.className).toContain('ant-select-disabled');
    fireEvent.change(within(dialog).getByLabelText('用户账号'), { target: { value: 'xiao-dian' } });
    fireEvent.change(within(dialog).getByLabelText('手机号码'), { target: { value: '1391234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('只允许字母、数字、下划线')).toBeTruthy();
    expect(within(dialog).getByText('请输入正确手机号')).toBeTruthy();
    expect(within(dialog).getByText('请输入用户姓名')).toBeTruthy();
    expect(fake.calls(tenantRoutes.addRegionAccount)).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('用户账号'), { target: { value: 'xiaodian' } });
    fireEvent.change(within(dialog).getByLabelText('用户姓名'), { target: { value: '小店区教研员' } });
    fireEvent.change(within(dialog).getByLabelText('手机号码'), { target: { value: '13912340105' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    const issued = await modal('教育局账号已创建');
    expect(within(issued).getByText('Kq7mRt2xWz')).toBeTruthy();
    expect(fake.calls(tenantRoutes.addRegionAccount).map((c) => c.body)).toEqual([
      { tenantId: 2000, username: 'xiaodian', realname: '小店区教研员', phone: '13912340105' },
    ]);
  });

  it("shows a school's administrator no account action", async () => {
    sessionStore.set({ ...emptySession, tenantid: 1000 });
    renderPage([school]);
    expect(await screen.findByText('学校')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '添加账号' })).toBeNull();
  });
});
