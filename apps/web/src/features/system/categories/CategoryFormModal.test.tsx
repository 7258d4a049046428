import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { categoryRoutes, type SysCategory } from '@xinmiao/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { CategoryFormModal } from './CategoryFormModal.tsx';

const parent: SysCategory = {
  id: 'c1',
  pid: '0',
  name: '量表类别',
  code: 'A01',
  hasChild: '1',
  createBy: 'admin',
  createTime: '2026-09-01 08:00:00',
};

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(cleanup);

describe('CategoryFormModal', () => {
  it('adds a child under its parent and reloads the parent’s level', async () => {
    const fake = fakeApi().on(categoryRoutes.add, '添加成功！');
    const onSaved = vi.fn();
    renderInApp(
      <CategoryFormModal target={{ editing: null, parent }} onClose={() => {}} onSaved={onSaved} />,
    );
    expect(screen.getByText('添加下级：量表类别')).toBeTruthy();
    expect(screen.getByText('留空自动生成，须以 A01 开头')).toBeTruthy();
    fill('分类名称', ' 情绪 ');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('c1'));
    expect(fake.calls(categoryRoutes.add)[0]?.body).toEqual({ pid: 'c1', name: '情绪', code: null });
  });

  it('renames a category, its code fixed', async () => {
    const fake = fakeApi().on(categoryRoutes.edit, '编辑成功!');
    const onSaved = vi.fn();
    renderInApp(
      <CategoryFormModal target={{ editing: parent, parent: null }} onClose={() => {}} onSaved={onSaved} />,
    );
    expect((screen.getByLabelText('分类编码') as HTMLInputElement).disabled).toBe(true);
    fill('分类名称', '心理量表');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('0'));
    expect(fake.calls(categoryRoutes.edit)[0]?.body).toEqual({ id: 'c1', name: '心理量表' });
  });
});
