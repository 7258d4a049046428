import { QUARTZ_STATUS, type QuartzJob } from '@xinmiao/shared';
import { type TableColumnsType, Tag } from 'antd';
import { createTimeColumn } from '../../../components/list/create-time-column.ts';
import type { RowAction } from '../../../components/list/RowActions.tsx';
import { rowActionsColumns } from '../../../components/list/row-actions-column.tsx';
import type { ListSort } from '../../../components/list/sorting.ts';

export type JobActions = {
  can: (code: string) => boolean;
  /** Handler names by class, for the 任务 column. */
  handlerName: (jobClassName: string) => string | undefined;
  edit: (row: QuartzJob) => void;
  pause: (row: QuartzJob) => void;
  resume: (row: QuartzJob) => void;
  execute: (row: QuartzJob) => void;
  remove: (row: QuartzJob) => void;
};

function rowActions(row: QuartzJob, actions: JobActions): RowAction[] {
  const running = row.status === 0;
  const runnable = actions.can('system:quartzJob:run');
  return [
    ...(runnable
      ? [
          running
            ? { key: 'pause', label: '停止', confirm: '确定停止吗?', onClick: () => actions.pause(row) }
            : { key: 'resume', label: '启动', confirm: '确定启动吗?', onClick: () => actions.resume(row) },
          {
            key: 'execute',
            label: '立即执行',
            confirm: '确定立即执行一次吗?',
            onClick: () => actions.execute(row),
          },
        ]
      : []),
    ...(actions.can('system:quartzJob:edit')
      ? [{ key: 'edit', label: '编辑', onClick: () => actions.edit(row) }]
      : []),
    ...(actions.can('system:quartzJob:delete')
      ? [
          {
            key: 'delete',
            label: '删除',
            danger: true,
            confirm: '确定删除吗?',
            onClick: () => actions.remove(row),
          },
        ]
      : []),
  ];
}

export function jobColumns(actions: JobActions, sort: ListSort | null): TableColumnsType<QuartzJob> {
  return [
    {
      title: '任务类名',
      dataIndex: 'jobClassName',
      width: 260,
      ellipsis: true,
    },
    {
      title: '任务',
      dataIndex: 'jobClassName',
      key: 'handler',
      width: 160,
      render: (v: string) => actions.handlerName(v) ?? '—',
    },
    { title: 'Cron表达式', dataIndex: 'cronExpression', width: 160 },
    { title: '参数', dataIndex: 'parameter', width: 120, ellipsis: true },
    { title: '描述', dataIndex: 'description', width: 180, ellipsis: true },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (v: QuartzJob['status']) => (
        <Tag color={v === 0 ? 'green' : 'orange'}>{QUARTZ_STATUS[String(v) as '0' | '-1']}</Tag>
      ),
    },
    createTimeColumn<QuartzJob>(sort, '创建时间'),
    ...rowActionsColumns<QuartzJob>((row) => rowActions(row, actions), { width: 190 }),
  ];
}
