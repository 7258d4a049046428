import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { type SysTenant, tenantRoutes } from '@xinmiao/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { TenantFormModal } from './TenantFormModal.tsx';

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const school: SysTenant = {
  id: 1001,
  name: '第一中学',
  beginDate: '2026-09-01 00:00:00',
  endDate: null,
  status: 1,
  status_dictText: '正常',
  houseNumber: null,
  regionCode: '140105',
  kind: 'school',
  createBy: 'admin',
  createTime: '2026-09-01 08:00:00',
};

afterEach(cleanup);

describe('TenantFormModal', () => {
  it('adds a school with an automatic number and shows a refusal in the dialog', async () => {
    const fake = fakeApi().on(tenantRoutes.add, { refuse: '租户名称已存在' });
    const onSaved = vi.fn();
    renderInApp(<TenantFormModal editing={null} open platform onClose={() => {}} onSaved={onSaved} />);
    fill('租户名称', ' 第二中学 ');
    fill('门牌号', 'B2');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('租户名称已存在')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
    expect(fake.calls(tenantRoutes.add)[0]?.body).toEqual({
      name: '第二中学',
      beginDate: null,
      endDate: null,
      status: 1,
      houseNumber: 'B2',
      regionCode: null,
      kind: 'school',
    });
  });

  it('adds a 教育局 as a kind chosen once: not changeable when editing', async () => {
    const fake = fakeApi().on(tenantRoutes.add, '添加成功！');
    const onSaved = vi.fn();
    renderInApp(<TenantFormModal editing={null} open platform onClose={() => {}} onSaved={onSaved} />);
    fill('租户名称', '小店区教育局');
    fireEvent.click(screen.getByRole('radio', { name: '教育局' }));
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fake.calls(tenantRoutes.add)[0]?.body).toMatchObject({ name: '小店区教育局', kind: 'region' });
    cleanup();
    renderInApp(<TenantFormModal editing={school} open platform onClose={() => {}} onSaved={() => {}} />);
    expect((screen.getByRole('radio', { name: '教育局' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('lets a school rename itself and sends its validity unchanged', async () => {
    const fake = fakeApi().on(tenantRoutes.edit, '编辑成功!');
    const onSaved = vi.fn();
    renderInApp(
      <TenantFormModal editing={school} open platform={false} onClose={() => {}} onSaved={onSaved} />,
    );
    expect((screen.getByLabelText('租户编号') as HTMLInputElement).disabled).toBe(true);
    fill('租户名称', '第一中学（本部）');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fake.calls(tenantRoutes.edit)[0]?.body).toEqual({
      id: 1001,
      name: '第一中学（本部）',
      beginDate: '2026-09-01',
      endDate: null,
      status: 1,
      houseNumber: null,
      regionCode: '140105',
      kind: 'school',
    });
  });
});
