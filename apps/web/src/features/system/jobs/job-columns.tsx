import { QUARTZ_STATUS, type QuartzJob } from '@xinmiao/shared';
import { Button, Popconfirm, Space, type TableColumnsType, Tag } from 'antd';
import { createTimeColumn } from '../../../components/list/create-time-column.ts';
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

function ActionCell({ row, actions }: { row: QuartzJob; actions: JobActions }) {
  const running = row.status === 0;
  return (
    <Space size={4}>
      {actions.can('system:quartzJob:run') &&
        (running ? (
          <Popconfirm title="确定停止吗?" onConfirm={() => actions.pause(row)}>
            <Button type="link" size="small">
              停止
            </Button>
          </Popconfirm>
        ) : (
          <Popconfirm title="确定启动吗?" onConfirm={() => actions.resume(row)}>
            <Button type="link" size="small">
              启动
            </Button>
          </Popconfirm>
        ))}
      {actions.can('system:quartzJob:run') && (
        <Popconfirm title="确定立即执行一次吗?" onConfirm={() => actions.execute(row)}>
          <Button type="link" size="small">
            立即执行
          </Button>
        </Popconfirm>
      )}
      {actions.can('system:quartzJob:edit') && (
        <Button type="link" size="small" onClick={() => actions.edit(row)}>
          编辑
        </Button>
      )}
      {actions.can('system:quartzJob:delete') && (
        <Popconfirm title="确定删除吗?" onConfirm={() => actions.remove(row)}>
          <Button type="link" size="small" danger>
            删除
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}

/** Columns of 定时任务 with the row buttons the user's permissions allow. */
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
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 240,
      render: (_: unknown, row) => <ActionCell row={row} actions={actions} />,
    },
  ];
}
