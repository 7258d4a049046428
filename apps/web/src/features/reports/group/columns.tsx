import { type Cell, type GroupRow, type LevelTable, levelName } from '@xinmiao/shared';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';

const show = (cell: Cell) => cell;

/** Participation and level columns (in the school's level names); a unit with units below it opens them. */
export function groupColumns(drill: (row: GroupRow) => void, levels: LevelTable): ColumnsType<GroupRow> {
  return [
    {
      title: '单位',
      dataIndex: 'name',
      render: (name: string, row) =>
        row.hasChildren ? (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => drill(row)}>
            {name}
          </Button>
        ) : (
          name
        ),
    },
    { title: '应测', dataIndex: 'assigned', render: show },
    { title: '已测', dataIndex: 'submitted', render: show },
    {
      title: '参与率',
      dataIndex: 'participation',
      render: (v: number | null) => (v === null ? '—' : `${v}%`),
    },
    { title: '无效答卷', dataIndex: 'invalid', render: show },
    ...[0, 1, 2, 3].map((level) => ({
      title: levelName(levels, level),
      key: `level${level}`,
      render: (_: unknown, row: GroupRow) => row.levels[level],
    })),
  ];
}
