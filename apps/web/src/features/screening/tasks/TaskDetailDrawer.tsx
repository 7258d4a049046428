import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ProgressRow,
  REVIEW_STATUS,
  reportPageFor,
  type ScreeningResultRow,
  screeningTaskRoutes,
} from '@xinmiao/shared';

type ReviewStatus = keyof typeof REVIEW_STATUS;

import { App, Button, Descriptions, Drawer, Popconfirm, Table, Tabs, Tag } from 'antd';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../api/error-display.ts';
import { LevelTag } from '../../../components/levels/LevelTag.tsx';
import { statusTag } from './columns.tsx';
import { ProgressTable } from './ProgressTable.tsx';
import { publishTask } from './publish-confirm.tsx';
import { remindable, remindText, TaskActionButtons } from './TaskActionButtons.tsx';
import type { TaskAction } from './task-actions.ts';

type Props = { taskId: string | null; onClose: () => void; onChanged: () => void };

/** One task: its lifecycle buttons, progress from college to class with 催测, and results by student. */
export function TaskDetailDrawer({ taskId, onClose, onChanged }: Props) {
  const { can } = useAccess();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const id = taskId ?? '';
  const task = useQuery({
    queryKey: ['screening', 'task', id],
    queryFn: () => api(screeningTaskRoutes.queryById, { query: { id } }),
    enabled: taskId !== null,
  });
  const progress = useQuery({
    queryKey: ['screening', 'progress', id],
    queryFn: () => api(screeningTaskRoutes.progress, { query: { id } }),
    enabled: taskId !== null,
  });
  const results = useQuery({
    queryKey: ['screening', 'results', id],
    queryFn: () => api(screeningTaskRoutes.results, { query: { id } }),
    enabled: taskId !== null && can('screening:result:read'),
  });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['screening'] });
    onChanged();
  };
  const run = (action: TaskAction, makeupEndAt: string) => {
    const call =
      action === 'publish'
        ? publishTask(id, modal).then((r) => (r ? `发布成功，已分配 ${r.assigned} 名学生` : null))
        : action === 'delete'
          ? api(screeningTaskRoutes.delete, { query: { id } }).then(() => '删除成功')
          : api(screeningTaskRoutes.transition, { body: { id, action, makeupEndAt } }).then(() => '操作成功');
    call
      .then((text) => {
        if (text === null) return;
        message.success(text);
        refresh();
        if (action === 'delete') onClose();
      })
      .catch(reportError);
  };
  const remind = (unit?: ProgressRow) =>
    api(screeningTaskRoutes.remind, { body: { id, below: 80, ...(unit ? { orgCode: unit.orgCode } : {}) } })
      .then((r) => message.success(remindText(r, unit !== undefined)))
      .catch(reportError);
  const recalc = () =>
    api(screeningTaskRoutes.recalc, { body: { id } })
      .then((r) => {
        message.success(`已重新计分 ${r.results} 份结果，${r.changed} 份有变化`);
        refresh();
      })
      .catch(reportError);

  const data = task.data;
  const mayRemind = can('screening:task:remind') && remindable(data);
  return (
    <Drawer
      title={data?.name ?? '测评任务'}
      open={taskId !== null}
      onClose={onClose}
      size="large"
      destroyOnHidden
    >
      {data && (
        <>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label="状态">{statusTag(data.taskStatus)}</Descriptions.Item>
            <Descriptions.Item label="测评套餐">{data.packageName}</Descriptions.Item>
            <Descriptions.Item label="开始">{data.startAt ?? '发布即开始'}</Descriptions.Item>
            <Descriptions.Item label="结束">{data.endAt}</Descriptions.Item>
            <Descriptions.Item label="补测截止">{data.makeupEndAt ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="完成">{`${data.submitted}/${data.assigned}`}</Descriptions.Item>
            <Descriptions.Item label="量表" span={2}>
              {data.scales.length
                ? data.scales.map((s) => <Tag key={s.scaleCode}>{`${s.scaleCode} v${s.version}`}</Tag>)
                : '发布时固定版本'}
            </Descriptions.Item>
          </Descriptions>
          <TaskActionButtons
            task={data}
            mayAct={can('screening:task:publish')}
            mayDelete={can('screening:task:delete')}
            onAction={run}
            onRemind={mayRemind ? () => remind() : undefined}
          >
            {can('screening:result:rescore') && data.submitted > 0 && (
              <Popconfirm title="按发布时固定的量表版本重新计分？" onConfirm={recalc}>
                <Button>重新计分</Button>
              </Popconfirm>
            )}
          </TaskActionButtons>
          <Tabs
            items={[
              {
                key: 'progress',
                label: '完成进度',
                children: (
                  <ProgressTable
                    progress={progress.data}
                    loading={progress.isLoading}
                    {...(mayRemind ? { onRemind: remind } : {})}
                  />
                ),
              },
              ...(can('screening:result:read')
                ? [
                    {
                      key: 'results',
                      label: '测评结果',
                      children: (
                        <Table<ScreeningResultRow>
                          size="small"
                          rowKey="id"
                          loading={results.isLoading}
                          dataSource={results.data ?? []}
                          columns={[
                            { title: '学号', dataIndex: 'studentNo', width: 110 },
                            { title: '姓名', dataIndex: 'studentName', width: 90 },
                            { title: '量表', dataIndex: 'scaleCode', width: 80 },
                            { title: '总分', dataIndex: 'total', width: 70 },
                            { title: '分级', dataIndex: 'band', width: 90 },
                            {
                              title: '预警等级',
                              dataIndex: 'level',
                              width: 90,
                              render: (v: number) => <LevelTag level={v} fit />,
                            },
                            {
                              title: '有效性',
                              dataIndex: 'valid',
                              width: 80,
                              render: (v: boolean, row) =>
                                v ? (
                                  '有效'
                                ) : (
                                  <Tag color="orange">
                                    {REVIEW_STATUS[row.reviewStatus as ReviewStatus] ?? row.reviewStatus}
                                  </Tag>
                                ),
                            },
                            {
                              title: '报告',
                              key: 'report',
                              width: 70,
                              render: (_v, row) => (
                                <a
                                  href={`/${reportPageFor(row.scaleCode)}?resultId=${row.id}`}
                                  target="_blank"
                                  rel="noreferrer"
                                >
                                  查看
                                </a>
                              ),
                            },
                          ]}
                        />
                      ),
                    },
                  ]
                : []),
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
