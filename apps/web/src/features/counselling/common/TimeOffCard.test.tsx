import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Form, Input } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppConfigProvider } from '../../../app/AppConfigProvider.tsx';
import { TimeOffCard } from './TimeOffCard.tsx';

type Row = { id: string; reason: string };
type Values = { reason: string };

afterEach(cleanup);

function mount(options: { canAdd: boolean; canDelete: boolean }) {
  let rows: Row[] = [{ id: 'r1', reason: '空调维修' }];
  const add = vi.fn(async (values: Values) => {
    rows = [...rows, { id: 'r2', reason: values.reason }];
  });
  const remove = vi.fn(async (id: string) => {
    rows = rows.filter((r) => r.id !== id);
  });
  render(
    <AppConfigProvider primaryColor="#1890FF">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <TimeOffCard<Row, Values>
          title="维护时段"
          queryKey={['test', 'time-off']}
          load={async () => rows}
          canAdd={options.canAdd}
          canDelete={options.canDelete}
          add={add}
          remove={remove}
          fields={
            <Form.Item name="reason" rules={[{ required: true, message: '请输入原因' }]}>
              <Input aria-label="原因" />
            </Form.Item>
          }
          columns={[{ title: '原因', dataIndex: 'reason' }]}
        />
      </QueryClientProvider>
    </AppConfigProvider>,
  );
  return { add, remove };
}

describe('TimeOffCard', () => {
  it('checks the form, registers an entry and lists it, then deletes one after confirmation', async () => {
    const { add, remove } = mount({ canAdd: true, canDelete: true });
    await screen.findByText('空调维修');
    fireEvent.click(screen.getByRole('button', { name: /登\s?记/ }));
    expect(await screen.findByText('请输入原因')).toBeTruthy();
    expect(add).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('原因'), { target: { value: '国庆节' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s?记/ }));
    expect(await screen.findByText('国庆节')).toBeTruthy();
    expect(add).toHaveBeenCalledWith({ reason: '国庆节' });

    const row = screen.getByRole('row', { name: /空调维修/ });
    fireEvent.click(within(row).getByRole('button', { name: /删\s?除/ }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(screen.queryByText('空调维修')).toBeNull());
    expect(remove).toHaveBeenCalledWith('r1');
  });

  it('shows neither the form nor 删除 without the permissions', async () => {
    mount({ canAdd: false, canDelete: false });
    await screen.findByText('空调维修');
    expect(screen.queryByRole('button', { name: /登\s?记/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删\s?除/ })).toBeNull();
  });
});
