import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppConfigProvider } from '../../app/AppConfigProvider.tsx';
import { EditableGrid, type EditableGridHandle, type EditableGridProps } from './EditableGrid.tsx';
import type { GridColumn, GridRow } from './types.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const columns: GridColumn[] = [
  { key: 'name', title: '名称', type: 'input', validateRules: [{ required: true, message: '请输入名称' }] },
  { key: 'score', title: '分数', type: 'inputNumber', statistics: ['sum', 'average'] },
  { key: 'tags', title: '标签', type: 'tags' },
  { key: 'day', title: '日期', type: 'date' },
  { key: 'fixed', title: '只读', type: 'input', disabled: true },
];
const saved: GridRow[] = [
  { id: 'a', name: '甲', score: 1, tags: '', day: '2026-11-23', fixed: '锁定' },
  { id: 'b', name: '乙', score: 2, tags: '', day: '', fixed: '' },
  { id: 'c', name: '丙', score: 6, tags: '', day: '', fixed: '' },
];

function renderGrid(props: Partial<EditableGridProps> = {}) {
  const ref = createRef<EditableGridHandle>();
  const view = render(
    <AppConfigProvider primaryColor="#1890FF">
      <EditableGrid
        ref={ref}
        columns={columns}
        rows={saved}
        rowSelection="checkbox"
        rowNumber
        rowActions
        {...props}
      />
    </AppConfigProvider>,
  );
  return { ref, ...view };
}

const cell = (rowId: string, key: string) => {
  const found = document.querySelector(`[data-cell="${rowId}:${key}"]`);
  if (!found) throw new Error(`no cell ${rowId}:${key}`);
  return found as HTMLElement;
};

describe('EditableGrid', () => {
  it('shows 合计 and 平均 rows for the statistics columns', () => {
    renderGrid();
    const footer = [...document.querySelectorAll('.ant-table-summary tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    // Selection, row number, 名称, 分数, 标签, 日期, 只读, 操作.
    expect(footer).toEqual([
      ['合计', '', '', '9', '', '', '', ''],
      ['平均', '', '', '3', '', '', '', ''],
    ]);
  });

  it('switches a cell to its editor on click, keeps disabled cells as text, and an outside click ends editing', async () => {
    renderGrid();
    fireEvent.click(cell('a', 'fixed'));
    expect(cell('a', 'fixed').querySelector('input')).toBeNull();
    fireEvent.click(cell('a', 'name'));
    const input = cell('a', 'name').querySelector('input') as HTMLInputElement;
    expect(input.value).toBe('甲');
    fireEvent.change(input, { target: { value: '甲二' } });
    fireEvent.mouseDown(document.body);
    await waitFor(() => expect(cell('a', 'name').querySelector('input')).toBeNull());
    expect(cell('a', 'name').textContent).toBe('甲二');
  });

  it('keeps editing when the click lands in a date picker popup (a spec exception)', async () => {
    renderGrid();
    fireEvent.click(cell('a', 'day'));
    await waitFor(() => expect(document.querySelector('.ant-picker-dropdown')).not.toBeNull());
    fireEvent.mouseDown(document.querySelector('.ant-picker-dropdown') as Element);
    expect(cell('a', 'day').querySelector('input')).not.toBeNull();
  });

  it('joins a tags cell every 2 characters and reverts a non-number keystroke in a number cell', () => {
    renderGrid();
    fireEvent.click(cell('b', 'tags'));
    fireEvent.change(cell('b', 'tags').querySelector('input') as HTMLInputElement, {
      target: { value: 'abcde' },
    });
    expect((cell('b', 'tags').querySelector('input') as HTMLInputElement).value).toBe('ab;cd;e');
    fireEvent.mouseDown(document.body);
    fireEvent.click(cell('b', 'score'));
    const number = cell('b', 'score').querySelector('input') as HTMLInputElement;
    fireEvent.change(number, { target: { value: '2x' } });
    expect(number.value).toBe('2');
  });

  it('throttles adding rows with its message', async () => {
    // The clock stands still, so the second click is within 1500 ms however slow the machine is.
    vi.useFakeTimers({ toFake: ['Date'] });
    const { ref } = renderGrid();
    fireEvent.click(screen.getByRole('button', { name: /新增/ }));
    fireEvent.click(screen.getByRole('button', { name: /新增/ }));
    expect(await screen.findByText('你点击的太快了，请慢点点击!')).toBeTruthy();
    expect(ref.current?.rows()).toHaveLength(4);
    expect(ref.current?.rows().map((r) => r.orderNum)).toEqual([1, 2, 3, 4]);
    vi.useRealTimers();
  });

  it('asks before removing the selected rows and lists removed saved rows for the save', async () => {
    const { ref } = renderGrid();
    fireEvent.click(screen.getByRole('button', { name: /删除/ }));
    expect(await screen.findByText('请选择一条记录！')).toBeTruthy();
    const boxes = screen.getAllByRole('checkbox');
    fireEvent.click(boxes[1] as HTMLElement);
    fireEvent.click(boxes[2] as HTMLElement);
    expect(screen.getByText('已选择 2 项')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /删除/ }));
    expect(await screen.findByText('确定要删除这 2 项吗?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(ref.current?.rows().map((r) => r.id)).toEqual(['c']));
    expect(ref.current?.changes().removed.map((r) => r.id)).toEqual(['a', 'b']);
  });

  it('reports selection actions: selected, unselected, selected-all', () => {
    const actions: string[] = [];
    renderGrid({ onSelectionChange: (action, ids) => actions.push(`${action}:${ids.length}`) });
    const boxes = screen.getAllByRole('checkbox');
    fireEvent.click(boxes[1] as HTMLElement);
    fireEvent.click(boxes[1] as HTMLElement);
    fireEvent.click(boxes[0] as HTMLElement);
    expect(actions).toEqual(['selected:1', 'unselected:0', 'selected-all:3']);
  });

  it('refuses moving the first row up, moves the second up and renumbers', async () => {
    const { ref } = renderGrid();
    fireEvent.click(screen.getAllByRole('button', { name: '上移' })[0] as HTMLElement);
    expect(await screen.findByText('第一行不能上移')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: '上移' })[1] as HTMLElement);
    await waitFor(() => expect(ref.current?.rows().map((r) => r.id)).toEqual(['b', 'a', 'c']));
    expect(ref.current?.rows().map((r) => r.orderNum)).toEqual([1, 2, 3]);
  });

  it('validates on save: marks the failing cell and shows its message, nothing saved', async () => {
    const saves: unknown[] = [];
    const { ref } = renderGrid({ toolbar: ['add', 'save'], onSave: async (c) => void saves.push(c) });
    await act(async () => {
      ref.current?.addRows();
    });
    fireEvent.click(screen.getByRole('button', { name: /保存/ }));
    expect(await screen.findByText('请输入名称')).toBeTruthy();
    expect(document.querySelector('.editable-grid-error')).not.toBeNull();
    expect(saves).toEqual([]);
  });

  it('saves inserted, updated and removed rows once valid', async () => {
    const saves: { inserted: number; updated: number }[] = [];
    renderGrid({
      toolbar: ['save'],
      onSave: async (c) => void saves.push({ inserted: c.inserted.length, updated: c.updated.length }),
    });
    fireEvent.click(screen.getByRole('button', { name: /保存/ }));
    await waitFor(() => expect(saves).toEqual([{ inserted: 0, updated: 3 }]));
  });

  it('collapses and expands the grid from the toolbar', () => {
    renderGrid({ toolbar: ['collapse'] });
    fireEvent.click(screen.getByRole('button', { name: /收起/ }));
    expect(document.querySelector('[data-cell]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /展开/ }));
    expect(document.querySelector('[data-cell]')).not.toBeNull();
  });

  it('loads tree children on first expand and turns a childless row into a leaf', async () => {
    const asked: string[] = [];
    renderGrid({
      rows: [
        { id: 'p', name: '父', hasChildren: true },
        { id: 'q', name: '空', hasChildren: true },
      ],
      rowSelection: undefined,
      loadChildren: async (row) => {
        asked.push(row.id);
        return row.id === 'p' ? [{ id: 'p1', name: '子' }] : [];
      },
    });
    const expanders = document.querySelectorAll('.ant-table-row-expand-icon');
    fireEvent.click(expanders[0] as Element);
    expect(await screen.findByText('子')).toBeTruthy();
    fireEvent.click(document.querySelectorAll('.ant-table-row-expand-icon-collapsed')[0] as Element);
    await waitFor(() => expect(asked).toEqual(['p', 'q']));
    await waitFor(() =>
      expect(document.querySelector('[data-row-key="q"] .ant-table-row-expand-icon-spaced')).not.toBeNull(),
    );
  });

  it('reorders rows by dragging the handle onto another row, renumbering', async () => {
    const { ref } = renderGrid({ dragSort: true });
    const handles = document.querySelectorAll('.editable-grid-drag');
    fireEvent.dragStart(handles[0] as Element, { dataTransfer: { effectAllowed: '' } });
    fireEvent.drop(document.querySelector('[data-row-key="c"]') as Element);
    await waitFor(() => expect(ref.current?.rows().map((r) => r.id)).toEqual(['b', 'c', 'a']));
    expect(ref.current?.rows().map((r) => r.orderNum)).toEqual([1, 2, 3]);
  });

  it('highlights the rows when new saved rows are loaded', async () => {
    const { rerender } = renderGrid();
    expect(document.querySelector('.editable-grid-reloaded')).toBeNull();
    rerender(
      <AppConfigProvider primaryColor="#1890FF">
        <EditableGrid columns={columns} rows={[{ id: 'z', name: '新行' }]} />
      </AppConfigProvider>,
    );
    await waitFor(() =>
      expect(document.querySelector('[data-row-key="z"].editable-grid-reloaded')).not.toBeNull(),
    );
  });

  it('keeps an input-pop cell editing while its box is clicked, and ends it on an outside click', async () => {
    renderGrid({
      columns: [{ key: 'note', title: '弹出输入', type: 'input_pop' }],
      rows: [{ id: 'n', note: '' }],
    });
    fireEvent.click(cell('n', 'note'));
    const box = await waitFor(() => {
      const found = document.querySelector('.editable-grid-input-pop textarea');
      if (!found) throw new Error('no input-pop box');
      return found as HTMLTextAreaElement;
    });
    fireEvent.mouseDown(box);
    fireEvent.change(box, { target: { value: '较长的备注' } });
    expect(cell('n', 'note').classList.contains('editable-grid-editing')).toBe(true);
    fireEvent.mouseDown(document.body);
    await waitFor(() => expect(cell('n', 'note').classList.contains('editable-grid-editing')).toBe(false));
    expect(cell('n', 'note').textContent).toBe('较长的备注');
  });

  it('numbers rows across pages', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ id: `p${i + 1}`, name: `行${i + 1}` }));
    renderGrid({ rows: many, pagination: { pageSize: 10 }, rowSelection: undefined, rowActions: false });
    expect(screen.getByText('1-10 共 12 条')).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    expect(cell('p11', 'name').closest('[data-row-key]')?.querySelector('.ant-table-cell')?.textContent).toBe(
      '11',
    );
  });

  it('shows one tag of a multi-select cell and counts the rest', () => {
    renderGrid({
      columns: [
        {
          key: 'hobby',
          title: '兴趣',
          type: 'select-multiple',
          options: [
            { value: 'a', text: '阅读' },
            { value: 'b', text: '运动' },
            { value: 'c', text: '音乐' },
          ],
        },
      ],
      rows: [{ id: 'h', hobby: 'a,b,c' }],
    });
    expect(cell('h', 'hobby').textContent).toBe('阅读+ 2 ...');
  });

  it('re-measures the grid when its tab becomes active again', () => {
    const tree = (active: boolean) => (
      <AppConfigProvider primaryColor="#1890FF">
        <EditableGrid columns={columns} rows={saved} active={active} />
      </AppConfigProvider>
    );
    const { rerender } = render(tree(true));
    const before = document.querySelector('.ant-table');
    rerender(tree(false));
    expect(document.querySelector('.ant-table')).toBe(before);
    rerender(tree(true));
    expect(document.querySelector('.ant-table')).not.toBe(before);
  });

  it('warns once per grid in the console about a misconfigured column, not on every render', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bad = () => [...columns, { key: 'name', title: '重复', type: 'input' } as GridColumn];
    const tree = (cols: GridColumn[]) => (
      <AppConfigProvider primaryColor="#1890FF">
        <EditableGrid columns={cols} rows={saved} />
      </AppConfigProvider>
    );
    const { rerender } = render(tree(bad()));
    rerender(tree(bad()));
    const ours = () => warn.mock.calls.filter(([text]) => String(text).startsWith('【EditableGrid】'));
    expect(ours()).toEqual([
      ['【EditableGrid】表格列配置有误：\n列 key「name」重复（第 1、6 列），同一行只会保存一个值'],
    ]);
    rerender(tree(columns));
    expect(ours()).toHaveLength(1);
    warn.mockRestore();
  });
});
