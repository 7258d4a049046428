import { type InterventionRecord, RECORD_KINDS } from '@xinmiao/shared';
import { Button, type TableColumnsType, Tag } from 'antd';

import { statusText } from '../labels.tsx';

export const kindText = (kind: string) => RECORD_KINDS[kind as keyof typeof RECORD_KINDS] ?? kind;

/** Columns of 干预记录: what was done, for whom, by whom and when; the case opens from each row. */
export function interventionColumns(open: (caseId: string) => void): TableColumnsType<InterventionRecord> {
  return [
    { title: '记录时间', dataIndex: 'createTime', width: 170, sorter: true },
    {
      title: '类型',
      dataIndex: 'kind',
      width: 150,
      render: (kind: string) => (
        <Tag color={kind === 'counselling_note' ? 'purple' : 'blue'}>{kindText(kind)}</Tag>
      ),
    },
    { title: '学生', dataIndex: 'studentName', width: 100 },
    { title: '班级', dataIndex: 'className', width: 220, ellipsis: true },
    { title: '内容', dataIndex: 'content', ellipsis: true },
    { title: '记录人', dataIndex: 'actorName', width: 100 },
    { title: '个案状态', dataIndex: 'caseStatus', width: 100, render: (v: string) => statusText(v) },
    {
      title: '操作',
      key: 'op',
      width: 80,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Button type="link" size="small" onClick={() => open(row.caseId)}>
          个案
        </Button>
      ),
    },
  ];
}
