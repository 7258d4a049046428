import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Button, Table } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppConfigProvider } from '../../app/AppConfigProvider.tsx';
import { editDeleteColumn } from './edit-delete-column.tsx';

type Row = { id: string; name: string };
const row: Row = { id: 'p1', name: '心理委员' };

function mount(held: string[]) {
  const actions = { can: (code: string) => held.includes(code), edit: vi.fn(), remove: vi.fn() };
  const column = editDeleteColumn<Row>('system:position', actions, {
    extra: (r) => <Button size="small">查看{r.name}</Button>,
  });
  render(
    <AppConfigProvider primaryColor="#1890FF">
      <Table<Row> rowKey="id" dataSource={[row]} columns={[{ title: '名称', dataIndex: 'name' }, column]} />
    </AppConfigProvider>,
  );
  return { actions, column };
}

/** The buttons of the one data row (the table's pager has its own). */
const buttonTexts = () =>
  within(screen.getByRole('row', { name: /心理委员/ }))
    .getAllByRole('button')
    .map((b) => b.textContent);

afterEach(cleanup);

describe('editDeleteColumn', () => {
  it('is the fixed 操作 column of width 140 unless told otherwise', () => {
    const { column } = mount([]);
    expect(column).toMatchObject({ title: '操作', key: 'action', width: 140, fixed: 'right' });
  });

  it('shows 编辑 and 删除 only for the resource codes held, the extra buttons between them', () => {
    mount(['system:position:edit', 'system:position:delete']);
    expect(buttonTexts()).toEqual(['编辑', '查看心理委员', '删除']);
    cleanup();
    mount(['system:position:edit', 'system:checkRule:delete']);
    expect(buttonTexts()).toEqual(['编辑', '查看心理委员']);
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
