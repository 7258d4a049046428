import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Table } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppConfigProvider } from '../../app/AppConfigProvider.tsx';
import { editDeleteColumn } from './edit-delete-column.tsx';

type Row = { id: string; name: string };
const rows: Row[] = [{ id: '1', name: '301' }];

function renderTable(granted: string[], edit = vi.fn(), remove = vi.fn()) {
  const column = editDeleteColumn<Row>({
    can: (code) => granted.includes(code),
    codes: { edit: 'x:edit', delete: 'x:delete' },
    edit,
    remove,
  });
  render(
    <AppConfigProvider primaryColor="#1890FF">
      <Table rowKey="id" dataSource={rows} columns={[{ title: '名称', dataIndex: 'name' }, column]} />
    </AppConfigProvider>,
  );
  return { edit, remove };
}

afterEach(cleanup);

describe('editDeleteColumn', () => {
  it('shows only the buttons the user may press', () => {
    renderTable(['x:edit']);
    expect(screen.getByText('编辑')).toBeTruthy();
    expect(screen.queryByText('删除')).toBeNull();
  });

  it('edits at once and deletes after the confirmation', async () => {
    const { edit, remove } = renderTable(['x:edit', 'x:delete']);
    fireEvent.click(screen.getByText('编辑'));
    expect(edit).toHaveBeenCalledWith(rows[0]);
    fireEvent.click(screen.getByText('删除'));
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByText('确定'));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(rows[0]));
  });
});
