import type { ProgressCounts, ProgressRow, TaskProgress } from '@xinmiao/shared';
import { Button, Popconfirm, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { type ProgressNode, progressTree, unfinished } from './progress-tree.ts';

const rateText = (counts: ProgressCounts) => (counts.assigned ? `${counts.rate}%` : '—');

const COUNT_COLUMNS: { title: string; key: keyof ProgressCounts; width: number }[] = [
  { title: '应测', key: 'assigned', width: 70 },
  { title: '作答中', key: 'started', width: 80 },
  { title: '已提交', key: 'submitted', width: 80 },
  { title: '拒绝', key: 'declined', width: 70 },
];

type Props = {
  progress: TaskProgress | undefined;
  loading: boolean;
  /** Set when the caller may 催测 and the task is answerable. */
  onRemind?: (row: ProgressRow) => void;
};

/** A task's completion from college down to class, each row expandable, with totals and 催测 per unit. */
export function ProgressTable({ progress, loading, onRemind }: Props) {
  const tree = useMemo(() => progressTree(progress?.rows ?? []), [progress]);
  const columns: TableColumnsType<ProgressNode> = [
    { title: '单位', dataIndex: 'name', render: (name: string, row) => <span title={row.path}>{name}</span> },
    ...COUNT_COLUMNS.map(({ title, key, width }) => ({ title, dataIndex: key, width })),
    { title: '完成率', key: 'rate', width: 80, render: (_v, row) => rateText(row) },
  ];
  if (onRemind) {
    columns.push({
      title: '操作',
      key: 'remind',
      width: 80,
      render: (_v, row) =>
        unfinished(row) > 0 && (
          <Popconfirm
            title={`提醒${row.name}未完成的 ${unfinished(row)} 名学生和负责老师？`}
            onConfirm={() => onRemind(row)}
          >
            <Button type="link" size="small">
              催测
            </Button>
          </Popconfirm>
        ),
    });
  }
  const total = progress?.total;
  return (
    <Table<ProgressNode>
      size="small"
      rowKey="orgCode"
      loading={loading}
      dataSource={tree}
      pagination={false}
      columns={columns}
      summary={() =>
        total && (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
            {COUNT_COLUMNS.map(({ key }, i) => (
              <Table.Summary.Cell key={key} index={i + 1}>
                {total[key]}
              </Table.Summary.Cell>
            ))}
            <Table.Summary.Cell index={COUNT_COLUMNS.length + 1}>{rateText(total)}</Table.Summary.Cell>
            {onRemind && <Table.Summary.Cell index={COUNT_COLUMNS.length + 2} />}
          </Table.Summary.Row>
        )
      }
    />
  );
}
