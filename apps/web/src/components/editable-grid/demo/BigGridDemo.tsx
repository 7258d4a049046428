import { useMemo } from 'react';
import { EditableGrid } from '../EditableGrid.tsx';
import type { GridColumn, GridRow } from '../types.ts';

export const BIG_GRID_ROWS = 10_000;

const columns: GridColumn[] = [
  { key: 'studentNo', title: '学号', type: 'input', width: 140 },
  { key: 'name', title: '姓名', type: 'input', width: 120 },
  {
    key: 'sex',
    title: '性别',
    type: 'select',
    width: 90,
    options: [
      { value: '1', text: '男' },
      { value: '2', text: '女' },
    ],
  },
  { key: 'score', title: '得分', type: 'inputNumber', width: 100, statistics: ['sum', 'average'] },
  { key: 'day', title: '测评日期', type: 'date', width: 140 },
  { key: 'active', title: '已完成', type: 'checkbox', width: 90, customValue: ['1', '0'] },
  { key: 'memo', title: '备注', type: 'input', width: 200 },
];

const SURNAMES = '赵钱孙李周吴郑王冯陈褚卫蒋沈韩杨';

/** 10,000 generated rows (a load test, not data): virtual scrolling keeps them smooth. */
export function BigGridDemo({ active }: { active: boolean }) {
  const rows = useMemo<GridRow[]>(
    () =>
      Array.from({ length: BIG_GRID_ROWS }, (_, i) => ({
        id: `big-${i + 1}`,
        studentNo: `2026${String(i + 1).padStart(5, '0')}`,
        name: `${SURNAMES[i % SURNAMES.length]}同学${i + 1}`,
        sex: i % 2 ? '2' : '1',
        score: (i * 37) % 101,
        day: `2026-11-${String((i % 28) + 1).padStart(2, '0')}`,
        active: i % 3 ? '1' : '0',
        memo: '',
      })),
    [],
  );
  return (
    <div data-testid="big-grid">
      <EditableGrid
        columns={columns}
        rows={rows}
        rowNumber
        rowSelection="checkbox"
        active={active}
        maxHeight={400}
      />
    </div>
  );
}
