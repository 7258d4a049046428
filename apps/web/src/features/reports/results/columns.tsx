import { REPORT_STATE_LABELS, type ReportListRecord } from '@xinmiao/shared';
import { Button, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { SortOrder } from 'antd/es/table/interface';
import { LevelTag } from '../../../components/levels/LevelTag.tsx';

export type ResultActions = {
  open: (row: ReportListRecord) => void;
  /** Present for holders of `screening:report:release`. */
  move?: (row: ReportListRecord, action: 'review' | 'release' | 'withhold') => void;
};

/** Columns of 个体报告; 预警等级 and 测评时间 sort on the server (`sortOrder` from the list hook). */
export function resultColumns(
  { open, move }: ResultActions,
  sortOrder: (column: string) => SortOrder,
): ColumnsType<ReportListRecord> {
  return [
    { title: '学号', dataIndex: 'studentNo', width: 110 },
    { title: '姓名', dataIndex: 'studentName', width: 100 },
    { title: '测评任务', dataIndex: 'taskName' },
    { title: '量表', dataIndex: 'scaleName' },
    { title: '总分', dataIndex: 'total', width: 80, render: (v: number | null) => v ?? '—' },
    {
      title: '预警等级',
      dataIndex: 'level',
      width: 110,
      sorter: true,
      sortOrder: sortOrder('level'),
      render: (level: number) => <LevelTag level={level} />,
    },
    {
      title: '效度',
      dataIndex: 'valid',
      width: 80,
      render: (v: boolean) => (v ? '有效' : <Tag color="red">无效</Tag>),
    },
    {
      title: '报告状态',
      dataIndex: 'state',
      width: 110,
      render: (s: ReportListRecord['state']) => REPORT_STATE_LABELS[s],
    },
    {
      title: '测评时间',
      dataIndex: 'testedAt',
      width: 170,
      sorter: true,
      sortOrder: sortOrder('testedAt'),
    },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 200,
      render: (_, row) => (
        <Space size={4}>
          <Button type="link" size="small" onClick={() => open(row)}>
            查看报告
          </Button>
          {move && row.state === 'generated' && (
            <Button type="link" size="small" onClick={() => move(row, 'review')}>
              审核
            </Button>
          )}
          {move && (row.state === 'reviewed' || row.state === 'withheld') && (
            <Button type="link" size="small" onClick={() => move(row, 'release')}>
              发布给学生
            </Button>
          )}
          {move && (row.state === 'reviewed' || row.state === 'released') && (
            <Button type="link" size="small" onClick={() => move(row, 'withhold')}>
              暂缓
            </Button>
          )}
        </Space>
      ),
    },
  ];
}
