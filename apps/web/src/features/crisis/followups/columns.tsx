import type { CrisisFollowup } from '@xinmiao/shared';
import type { TableColumnsType } from 'antd';
import { followupKindText } from '../labels.tsx';
import { dueColumn } from '../work-list/due-column.tsx';

/** Columns of 跟踪回访: a visit or a re-test, when it is due and what was found. */
export const followupColumns: TableColumnsType<CrisisFollowup> = [
  { title: '学生', dataIndex: 'studentName', width: 100 },
  { title: '类型', dataIndex: 'kind', width: 110, render: (_: string, row) => followupKindText(row) },
  dueColumn('计划时间'),
  { title: '完成时间', dataIndex: 'doneAt', width: 170 },
  { title: '情况', dataIndex: 'content', ellipsis: true },
];
