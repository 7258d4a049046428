import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { cgreportRoutes, toPage } from '@xinmiao/shared';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppConfigProvider } from '../../app/AppConfigProvider.tsx';
import { fakeApi } from '../../testing/fake-api.ts';
import { EditableGrid, type EditableGridHandle } from './EditableGrid.tsx';
import type { GridColumn, GridRow } from './types.ts';

// The grid's realtime socket, replaced to see which cells a choice sends to other consoles.
const sent = vi.hoisted((): GridRow[] => []);
vi.mock('./use-grid-socket.ts', () => ({
  useGridSocket: () => ({ send: (row: GridRow) => sent.push(row) > 0, connected: true }),
}));

afterEach(() => {
  sent.length = 0;
  cleanup();
});

/** The seeded 用户选择 report as the server answers it. */
function serveUserReport() {
  return fakeApi()
    .on(cgreportRoutes.rpColumns, {
      columns: [
        { title: '账号', dataIndex: 'username', align: 'center', sorter: true },
        { title: '姓名', dataIndex: 'realname', align: 'center', sorter: true },
      ],
      dictOptions: {},
      cgRpConfigId: '42',
      cgRpConfigName: '用户选择',
      defaultSorter: null,
      fieldHrefSlots: [],
      isGroupTitle: false,
    })
    .on(cgreportRoutes.queryInfo, [])
    .on(
      cgreportRoutes.data,
      toPage(
        [
          { id: '1', username: 'admin', realname: '管理员' },
          { id: '2', username: 'xinli', realname: '心理老师' },
        ],
        2,
        1,
        10,
      ),
    );
}

const leader: GridColumn = {
  key: 'leader',
  title: '负责人账号',
  type: 'popup',
  popupCode: 'user_select',
  orgFields: 'username,realname',
  destFields: 'leader,leaderName',
};
const columns: GridColumn[] = [
  { key: 'name', title: '小组', type: 'input' },
  leader,
  {
    key: 'leaderName',
    title: '负责人姓名',
    type: 'normal',
    validateRules: [{ required: true, message: '请选择负责人' }],
  },
];
const saved: GridRow[] = [{ id: 'g1', name: '心理委员', leader: '', leaderName: '' }];

function renderGrid(gridColumns: GridColumn[] = columns) {
  const ref = createRef<EditableGridHandle>();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AppConfigProvider primaryColor="#1890FF">
        <EditableGrid
          ref={ref}
          columns={gridColumns}
          rows={saved}
          toolbar={false}
          socket={{ pageId: 'gallery', socketKey: 'popup-test' }}
        />
      </AppConfigProvider>
    </QueryClientProvider>,
  );
  return ref;
}

const cell = (key: string) => document.querySelector(`[data-cell="g1:${key}"]`) as HTMLElement;
const editing = (key: string) => cell(key).classList.contains('editable-grid-editing');
const dialog = async () => within((await screen.findByText('用户选择')).closest('.ant-modal') as HTMLElement);
const confirm = (modal: ReturnType<typeof within>) =>
  fireEvent.click(modal.getByRole('button', { name: /确\s*定/ }));

describe('EditableGrid popup cell', () => {
  it('opens the report dialog on click, stays editing while the dialog is clicked, fills both columns', async () => {
    serveUserReport();
    const ref = renderGrid();
    let problem: string | null | undefined;
    await act(async () => {
      problem = await ref.current?.validate();
    });
    expect(problem).toBe('请选择负责人');
    expect(cell('leaderName').classList.contains('editable-grid-error')).toBe(true);

    fireEvent.click(cell('leader'));
    const modal = await dialog();
    fireEvent.mouseDown(await modal.findByText('心理老师'));
    expect(editing('leader')).toBe(true);
    confirm(modal);
    expect(await screen.findByText('请选择一条记录')).toBeTruthy();
    fireEvent.click(modal.getByText('心理老师'));
    confirm(modal);

    await waitFor(() => expect(editing('leader')).toBe(false));
    expect(cell('leader').textContent).toBe('xinli');
    expect(cell('leaderName').textContent).toBe('心理老师');
    expect(cell('leaderName').classList.contains('editable-grid-error')).toBe(false);
    expect(sent).toEqual([{ id: 'g1', leader: 'xinli', leaderName: '心理老师' }]);
    expect(ref.current?.changes().updated).toEqual([
      { id: 'g1', name: '心理委员', leader: 'xinli', leaderName: '心理老师', orderNum: 1 },
    ]);
  });

  it('sends param and sorter to the report, and multi joins the chosen rows with commas', async () => {
    const fake = serveUserReport();
    renderGrid([
      { ...leader, multi: true, sorter: 'username=desc', param: { sex: '2' } },
      columns[2] as GridColumn,
    ]);
    fireEvent.click(cell('leader'));
    const modal = await dialog();
    fireEvent.click(await modal.findByText('管理员'));
    fireEvent.click(modal.getByText('心理老师'));
    confirm(modal);
    await waitFor(() => expect(cell('leaderName').textContent).toBe('管理员,心理老师'));
    expect(cell('leader').textContent).toBe('admin,xinli');
    const dataCall = String(
      fake.calls(cgreportRoutes.data).find((call) => call.url.includes('/getData/42'))?.url,
    );
    expect(dataCall).toContain('self_sex=2');
    expect(dataCall).toContain('column=username&order=desc');
  });

  it('shows another target when `field` names it, and the clear icon empties every target', async () => {
    serveUserReport();
    renderGrid([{ ...leader, key: 'leaderShown', field: 'leaderName' }, ...columns.slice(2)]);
    fireEvent.click(cell('leaderShown'));
    const modal = await dialog();
    fireEvent.click(await modal.findByText('管理员'));
    confirm(modal);
    await waitFor(() => expect(cell('leaderShown').textContent).toBe('管理员'));

    fireEvent.click(cell('leaderShown'));
    fireEvent.click((await dialog()).getAllByRole('button', { name: '关闭' })[0] as HTMLElement);
    expect(editing('leaderShown')).toBe(true);
    fireEvent.click(within(cell('leaderShown')).getByTitle('清空'));
    await waitFor(() => expect(editing('leaderShown')).toBe(false));
    expect(cell('leaderShown').textContent).toBe('');
    expect(cell('leaderName').textContent).toBe('');
  });

  it('says what is wrong with a misconfigured column and does not open', async () => {
    const fake = serveUserReport();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderGrid([
      { ...leader, destFields: undefined },
      { ...leader, key: 'two', destFields: 'two' },
    ]);
    fireEvent.click(cell('leader'));
    expect(await screen.findByText('popup参数未正确配置!')).toBeTruthy();
    fireEvent.click(cell('two'));
    expect(await screen.findByText('popup参数未正确配置,原始值和目标值数量不一致!')).toBeTruthy();
    expect(editing('leader') || editing('two')).toBe(false);
    expect(screen.queryByLabelText('请选择')).toBeNull();
    expect(fake.fetch).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
