import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { structureRoutes } from '@xinmiao/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { UnitFormModal } from './UnitFormModal.tsx';

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(cleanup);

describe('UnitFormModal', () => {
  it('adds a class under its grade with the first kind offered', async () => {
    const fake = fakeApi().on(structureRoutes.class.add, '添加成功！');
    const onSaved = vi.fn();
    renderInApp(
      <UnitFormModal
        draft={{ level: 'class', parentId: 'g1', kinds: ['class'] }}
        onClose={() => {}}
        onSaved={onSaved}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请输入名称', {}, { timeout: 5000 })).toBeTruthy();
    fill('名称', '一班');
    fill('宿舍', '梅园3号楼');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fake.calls(structureRoutes.class.add)[0]?.body).toEqual({
      name: '一班',
      dormitory: '梅园3号楼',
      parentId: 'g1',
      kind: 'class',
    });
  });

  it('edits a unit without its kind', async () => {
    const fake = fakeApi().on(structureRoutes.grade.edit, '编辑成功！');
    const onSaved = vi.fn();
    renderInApp(
      <UnitFormModal
        draft={{ level: 'grade', edit: { id: 'g1', name: '2025级', dormitory: null, enrolYear: 2025 } }}
        onClose={() => {}}
        onSaved={onSaved}
      />,
    );
    expect(screen.queryByLabelText('层级')).toBeNull();
    fill('名称', '2025 级');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fake.calls(structureRoutes.grade.edit)[0]?.body).toEqual({
      id: 'g1',
      name: '2025 级',
      dormitory: '',
      enrolYear: '2025',
    });
  });
});
