import { REVIEW_STATUS, type ResultRecord } from '@xinmiao/shared';
import { type TableColumnsType, Tag } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { LevelTag } from '../../../components/levels/LevelTag.tsx';
import { rowActionsColumns } from '../../../components/list/row-actions-column.tsx';

export type ResultActions = {
  open: (row: ResultRecord) => void;
  /** Present for holders of `screening:result:review`. */
  review?: (row: ResultRecord) => void;
  /** Present for holders of `screening:result:rescore`. */
  rescore?: (row: ResultRecord) => void;
};

const REVIEW_COLORS: Readonly<Record<ResultRecord['reviewStatus'], string>> = {
  none: 'default',
  pending: 'orange',
  valid: 'green',
  invalid: 'red',
};

/**
 * Columns of 测评结果. `showScores` is false for a reader who sees levels only (the server sends no
 * total then either); levels carry the school's names and colours (数据字典 预警等级).
 */
export function resultColumns(
  { open, review, rescore }: ResultActions,
  showScores: boolean,
  sortOrder: (column: string) => SortOrder,
): TableColumnsType<ResultRecord> {
  return [
    { title: '学号', dataIndex: 'studentNo', width: 110 },
    { title: '姓名', dataIndex: 'studentName', width: 90 },
    {
      title: '预警等级',
      dataIndex: 'level',
      key: 'level',
      width: 120,
      sorter: true,
      sortOrder: sortOrder('level'),
      // A career result carries no warning level.
      render: (level: number, row: ResultRecord) => (row.career ? '—' : <LevelTag level={level} fit />),
    },
    {
      title: '效度',
      dataIndex: 'valid',
      width: 70,
      render: (valid: boolean) => (valid ? '有效' : <Tag color="red">无效</Tag>),
    },
    {
      title: '复核状态',
      dataIndex: 'reviewStatus',
      width: 100,
      render: (status: ResultRecord['reviewStatus']) =>
        status === 'none' ? '—' : <Tag color={REVIEW_COLORS[status]}>{REVIEW_STATUS[status]}</Tag>,
    },
    { title: '量表', dataIndex: 'scaleName', width: 180, ellipsis: true },
    ...(showScores
      ? [{ title: '总分', dataIndex: 'total', width: 70, render: (v: number | null) => v ?? '—' }]
      : []),
    { title: '测评任务', dataIndex: 'taskName', width: 180, ellipsis: true },
    { title: '班级', dataIndex: 'className', width: 220, ellipsis: true },
    {
      title: '提交时间',
      dataIndex: 'createTime',
      key: 'createTime',
      width: 170,
      sorter: true,
      sortOrder: sortOrder('createTime'),
    },
    ...rowActionsColumns<ResultRecord>(
      (row) => [
        { key: 'open', label: '查看报告', onClick: () => open(row) },
        ...(review && row.reviewStatus === 'pending'
          ? [{ key: 'review', label: '复核', onClick: () => review(row) }]
          : []),
        ...(rescore ? [{ key: 'rescore', label: '重新计分', onClick: () => rescore(row) }] : []),
      ],
      { width: 200 },
    ),
  ];
}
