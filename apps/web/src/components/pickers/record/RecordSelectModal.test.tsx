import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppConfigProvider } from '../../../app/AppConfigProvider.tsx';
import { RecordSelectModal } from './RecordSelectModal.tsx';

type Row = { id: string; name: string };
const ROWS: Row[] = [
  { id: '1', name: '班主任' },
  { id: '2', name: '心理老师' },
];

afterEach(cleanup);

function show(props: { multiple?: boolean; selected?: Row[]; onOk?: (rows: Row[]) => void }) {
  const fetchPage = vi.fn(async (keyword: string) => ({
    records: ROWS.filter((r) => r.name.includes(keyword)),
    total: 2,
  }));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AppConfigProvider primaryColor="#1890FF">
        <RecordSelectModal<Row>
          open
          title="选择"
          queryKey="test"
          searchPlaceholder="名称"
          columns={[{ title: '名称', dataIndex: 'name' }]}
          fetchPage={fetchPage}
          multiple={props.multiple}
          selected={props.selected ?? []}
          label={(r) => r.name}
          onCancel={() => {}}
          onOk={props.onOk ?? (() => {})}
        />
      </AppConfigProvider>
    </QueryClientProvider>,
  );
  return fetchPage;
}

describe('RecordSelectModal', () => {
  it('asks for one record in single mode', async () => {
    const onOk = vi.fn();
    show({ multiple: false, onOk });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请选择一条记录')).toBeTruthy();
    expect(onOk).not.toHaveBeenCalled();
  });

  it('searches, selects into the panel, deletes from it and confirms', async () => {
    const onOk = vi.fn();
    const fetchPage = show({ onOk, selected: [{ id: '9', name: '旧选择' }] });
    fireEvent.change(screen.getByLabelText('名称'), { target: { value: '心理' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith('心理', 1, 10));
    const row = (await screen.findByText('心理老师')).closest('tr');
    if (!row) throw new Error('no row');
    fireEvent.click(within(row).getByRole('checkbox'));
    const panel = screen.getByTestId('record-selected');
    expect(within(panel).getByText('旧选择')).toBeTruthy();
    const old = within(panel).getByText('旧选择').closest('tr');
    if (!old) throw new Error('no selected row');
    fireEvent.click(within(old).getByText('删除'));
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onOk).toHaveBeenCalledWith([{ id: '2', name: '心理老师' }]);
  });
});
