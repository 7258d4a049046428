import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppConfigProvider } from '../../app/AppConfigProvider.tsx';
import { useRecordDialog } from './use-record-dialog.ts';

type Row = { id: string; name: string };
const row: Row = { id: '1', name: '心理委员' };

function Harness({
  remove,
  afterDelete,
}: {
  remove: (r: Row) => Promise<unknown>;
  afterDelete: (n: number) => void;
}) {
  const records = useRecordDialog<Row>({ queryKey: ['rows'], list: { afterDelete }, remove });
  return (
    <div>
      <button type="button" onClick={records.create}>
        add
      </button>
      <button type="button" onClick={() => records.edit(row)}>
        edit
      </button>
      <button type="button" onClick={() => void records.remove(row)}>
        delete
      </button>
      <button type="button" onClick={records.dialog.onSaved}>
        saved
      </button>
      <output>{records.dialog.open ? `open:${records.dialog.editing?.name ?? 'new'}` : 'closed'}</output>
    </div>
  );
}

function mount(remove: (r: Row) => Promise<unknown>, afterDelete = vi.fn()) {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <AppConfigProvider primaryColor="#1890FF">
        <Harness remove={remove} afterDelete={afterDelete} />
      </AppConfigProvider>
    </QueryClientProvider>,
  );
  return { afterDelete, invalidate };
}

afterEach(cleanup);

describe('useRecordDialog', () => {
  it('opens for 新增 and 编辑, and a save closes it and reloads the list', async () => {
    const { invalidate } = mount(() => Promise.resolve());
    fireEvent.click(screen.getByText('add'));
    expect(screen.getByRole('status').textContent).toBe('open:new');
    fireEvent.click(screen.getByText('edit'));
    expect(screen.getByRole('status').textContent).toBe('open:心理委员');
    fireEvent.click(screen.getByText('saved'));
    expect(screen.getByRole('status').textContent).toBe('closed');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['rows'] });
  });

  it('shows the server’s message after a delete, steps the page back and reloads', async () => {
    const remove = vi.fn(() => Promise.resolve('删除职务成功'));
    const { afterDelete, invalidate } = mount(remove);
    fireEvent.click(screen.getByText('delete'));
    expect(await screen.findByText('删除职务成功')).toBeTruthy();
    expect(remove).toHaveBeenCalledWith(row);
    expect(afterDelete).toHaveBeenCalledWith(1);
    expect(invalidate).toHaveBeenCalled();
  });

  it('says 删除成功 when the server gives no text, and a refusal changes nothing', async () => {
    mount(() => Promise.resolve({}));
    fireEvent.click(screen.getByText('delete'));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    cleanup();
    const refused = vi.fn(() => Promise.reject(new Error('网络异常')));
    const { afterDelete, invalidate } = mount(refused);
    fireEvent.click(screen.getByText('delete'));
    await waitFor(() => expect(refused).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(afterDelete).not.toHaveBeenCalled();
    expect(invalidate).not.toHaveBeenCalled();
    expect(screen.queryByText('删除成功')).toBeNull();
  });
});
