import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Table } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppConfigProvider } from '../../app/AppConfigProvider.tsx';
import { editDeleteColumn } from './edit-delete-column.tsx';

type Row = { id: string; name: string };
const row: Row = { id: 'p1', name: '心理委员' };

function mount(held: string[], extra = false) {
  const actions = { can: (code: string) => held.includes(code), edit: vi.fn(), remove: vi.fn() };
  const look = vi.fn();
  const columns = editDeleteColumn<Row>('system:position', actions, {
    ...(extra
      ? { extra: (r: Row) => [{ key: 'look', label: `查看${r.name}`, onClick: () => look(r) }] }
      : {}),
  });
  render(
    <AppConfigProvider primaryColor="#1890FF">
      <Table<Row>
        rowKey="id"
        dataSource={[row]}
        columns={[{ title: '名称', dataIndex: 'name' }, ...columns]}
      />
    </AppConfigProvider>,
  );
  return { actions, columns, look };
}

/** The buttons of the one data row (the table's pager has its own). */
const buttonTexts = () =>
  within(screen.getByRole('row', { name: /心理委员/ }))
    .getAllByRole('button')
    .map((b) => b.textContent?.trim());

afterEach(cleanup);

describe('editDeleteColumn', () => {
  it('is the pinned 操作 column, a wide one from 576 px up and a narrow ⋯ one on phones', () => {
    const { columns } = mount([]);
    expect(columns).toMatchObject([
      { title: '操作', key: 'action', width: 130, fixed: 'right', responsive: ['sm'] },
      { title: '操作', key: 'action-compact', width: 64, fixed: 'right', responsive: ['xs'] },
    ]);
  });

  it('shows 编辑 and 删除 only for the resource codes held', () => {
    mount(['system:position:edit', 'system:position:delete']);
    expect(buttonTexts()).toEqual(['编辑', '删除']);
    cleanup();
    mount(['system:position:edit', 'system:checkRule:delete']);
    expect(buttonTexts()).toEqual(['编辑']);
  });

  it('keeps two buttons in the row and moves the rest, 删除 last, under 更多', async () => {
    const { look, actions } = mount(['system:position:edit', 'system:position:delete'], true);
    expect(buttonTexts()).toEqual(['编辑', '查看心理委员', '更多']);
    fireEvent.click(screen.getByRole('button', { name: '查看心理委员' }));
    expect(look).toHaveBeenCalledWith(row);
    fireEvent.mouseEnter(screen.getByRole('button', { name: /更多/ }));
    fireEvent.click(await screen.findByText('删除'));
    expect((await screen.findAllByText('确定删除吗?')).length).toBeGreaterThan(0);
    expect(actions.remove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /确\s?定|OK/ }));
    await waitFor(() => expect(actions.remove).toHaveBeenCalledWith(row));
  });

  it('edits at once and deletes only after 确定删除吗? is confirmed', async () => {
    const { actions } = mount(['system:position:edit', 'system:position:delete']);
    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    expect(actions.edit).toHaveBeenCalledWith(row);
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(actions.remove).not.toHaveBeenCalled();
    expect(await screen.findByText('确定删除吗?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s?定|OK/ }));
    await waitFor(() => expect(actions.remove).toHaveBeenCalledWith(row));
  });
});
