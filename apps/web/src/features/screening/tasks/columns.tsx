import { type ScreeningTask, TASK_STATUS, type TaskStatus } from '@xinmiao/shared';
import { Progress, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { rowActionsColumns } from '../../../components/list/row-actions-column.tsx';

const STATUS_COLOR: Record<TaskStatus, string> = {
  draft: 'default',
  scheduled: 'cyan',
  open: 'green',
  paused: 'orange',
  closed: 'default',
  makeup: 'purple',
};

export function statusTag(status: string) {
  const known = status as TaskStatus;
  return <Tag color={STATUS_COLOR[known] ?? 'default'}>{TASK_STATUS[known] ?? status}</Tag>;
}

type Actions = {
  open: (row: ScreeningTask) => void;
  edit: (row: ScreeningTask) => void;
  canEdit: boolean;
  /** 生涯调查's wording: a survey of career scales. */
  career?: boolean;
};

export function taskColumns({ open, edit, canEdit, career = false }: Actions): ColumnsType<ScreeningTask> {
  return [
    { title: career ? '调查名称' : '任务名称', dataIndex: 'name', width: 220 },
    { title: career ? '量表' : '测评套餐', dataIndex: 'packageName', width: 180 },
    { title: '状态', dataIndex: 'taskStatus', width: 90, render: (v: string) => statusTag(v) },
    { title: '开始时间', dataIndex: 'startAt', width: 160, render: (v: string | null) => v ?? '发布即开始' },
    { title: '结束时间', dataIndex: 'endAt', width: 160 },
    {
      title: '完成进度',
      key: 'progress',
      width: 200,
      render: (_v, row) =>
        row.assigned > 0 ? (
          <Progress
            size="small"
            percent={Math.round((row.submitted / row.assigned) * 100)}
            format={() => `${row.submitted}/${row.assigned}`}
          />
        ) : (
          '—'
        ),
    },
    ...rowActionsColumns<ScreeningTask>(
      (row) => [
        { key: 'open', label: '详情', onClick: () => open(row) },
        ...(canEdit && row.taskStatus === 'draft'
          ? [{ key: 'edit', label: '编辑', onClick: () => edit(row) }]
          : []),
      ],
      { width: 130 },
    ),
  ];
}
