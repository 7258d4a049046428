import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { type PackageRecord, packageRoutes } from '@xinmiao/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { PackageFormModal } from './PackageFormModal.tsx';

const record: PackageRecord = {
  id: 'pk1',
  name: '新生心理普查',
  description: '',
  consentText: '请如实作答',
  status: '1',
  items: [
    {
      id: 'i1',
      scaleCode: 'SCL90',
      scaleName: '症状自评量表',
      alias: '',
      sortNo: 1,
      studentCanViewReport: false,
      scaleEnabled: true,
    },
  ],
  createBy: 'admin',
  createTime: '2026-09-01 08:00:00',
  updateBy: null,
  updateTime: null,
};

afterEach(cleanup);

describe('PackageFormModal', () => {
  it('refuses a package without scales in the dialog and sends nothing', async () => {
    const fake = fakeApi().on(packageRoutes.scaleOptions, []).on(packageRoutes.add, '添加成功！');
    renderInApp(<PackageFormModal open record={null} onClose={() => {}} onSaved={() => {}} />);
    fireEvent.change(screen.getByPlaceholderText('如：新生心理普查'), { target: { value: '春季普查' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请至少选择一个量表', {}, { timeout: 5000 })).toBeTruthy();
    expect(fake.calls(packageRoutes.add)).toHaveLength(0);
  });

  it('saves the edited package with its ordered scales, then closes', async () => {
    const fake = fakeApi().on(packageRoutes.scaleOptions, []).on(packageRoutes.edit, '编辑成功!');
    const onSaved = vi.fn();
    const onClose = vi.fn();
    renderInApp(<PackageFormModal open record={record} onClose={onClose} onSaved={onSaved} />);
    expect(screen.getByText('编辑测评套餐')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('如：新生心理普查'), { target: { value: '秋季普查' } });
    fireEvent.click(screen.getByLabelText('状态'));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSaved).toHaveBeenCalled();
    expect(fake.calls(packageRoutes.edit)[0]?.body).toEqual({
      id: 'pk1',
      name: '秋季普查',
      description: '',
      consentText: '请如实作答',
      status: '0',
      items: [{ scaleCode: 'SCL90', alias: '', studentCanViewReport: false }],
    });
  });

  it('shows the server’s refusal in the dialog', async () => {
    fakeApi().on(packageRoutes.scaleOptions, []).on(packageRoutes.edit, { refuse: '套餐名称已存在' });
    const onClose = vi.fn();
    renderInApp(<PackageFormModal open record={record} onClose={onClose} onSaved={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('套餐名称已存在', {}, { timeout: 5000 })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
