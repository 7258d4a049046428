import type { CrisisInterview } from '@xinmiao/shared';
import type { TableColumnsType } from 'antd';
import { dueColumn } from '../work-list/due-column.tsx';

/** Columns of 约谈记录: when, by when, whether it took place, what came of it. */
export const interviewColumns: TableColumnsType<CrisisInterview> = [
  { title: '学生', dataIndex: 'studentName', width: 100 },
  { title: '约谈时间', dataIndex: 'scheduledAt', width: 170 },
  dueColumn('应完成'),
  {
    title: '状态',
    dataIndex: 'interviewStatus',
    width: 90,
    render: (v: string) => (v === 'done' ? '已约谈' : '待约谈'),
  },
  { title: '情况', dataIndex: 'outcome', ellipsis: true },
  { title: '下一步', dataIndex: 'nextStep', ellipsis: true },
];
