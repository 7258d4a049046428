import type { RouteResult, screeningTaskRoutes } from '@xinmiao/shared';
import type { ColumnsType } from 'antd/es/table';
import type { RowAction } from '../../../components/list/RowActions.tsx';
import { rowActionsColumns } from '../../../components/list/row-actions-column.tsx';

export type ReviewRow = RouteResult<typeof screeningTaskRoutes.reviewQueue>['records'][number];

/** `taskTitle`: what the queue calls the campaign a sheet belongs to (测评任务, or 生涯调查). */
export function reviewColumns(
  actions: (row: ReviewRow) => RowAction[],
  taskTitle: string,
): ColumnsType<ReviewRow> {
  return [
    { title: taskTitle, dataIndex: 'taskName', width: 180 },
    { title: '学号', dataIndex: 'studentNo', width: 110 },
    { title: '姓名', dataIndex: 'studentName', width: 90 },
    { title: '量表', dataIndex: 'scaleCode', width: 80 },
    { title: '总分', dataIndex: 'total', width: 70 },
    { title: '无效原因', dataIndex: 'rules', render: (rules: string[]) => rules.join('；') || '—' },
    { title: '审核意见', dataIndex: 'reviewNote', width: 160 },
    { title: '提交时间', dataIndex: 'createTime', width: 160 },
    ...rowActionsColumns(actions, { width: 170 }),
  ];
}
