import {
  REPORT_ACTIONS,
  REPORT_STATE_LABELS,
  type ReportAction,
  type ReportListRecord,
} from '@xinmiao/shared';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { SortOrder } from 'antd/es/table/interface';
import { policyOf } from '../../../access/record-policy.ts';
import { LevelTag } from '../../../components/levels/LevelTag.tsx';
import { rowActionsColumns } from '../../../components/list/row-actions-column.tsx';

const ACTION_LABELS: Readonly<Record<ReportAction, string>> = {
  review: '审核',
  release: '发布给学生',
  withhold: '暂缓',
};

export type ResultActions = {
  open: (row: ReportListRecord) => void;
  /** Offered where the row's `abilities` allow the move. */
  move: (row: ReportListRecord, action: ReportAction) => void;
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
      // A career result carries no warning level.
      render: (level: number, row: ReportListRecord) => (row.career ? '—' : <LevelTag level={level} fit />),
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
    ...rowActionsColumns<ReportListRecord>(
      (row) => [
        { key: 'open', label: '查看报告', onClick: () => open(row) },
        ...REPORT_ACTIONS.filter(policyOf(row)).map((action) => ({
          key: action,
          label: ACTION_LABELS[action],
          onClick: () => move(row, action),
        })),
      ],
      { width: 200 },
    ),
  ];
}
