import type { CrisisCase } from '@xinmiao/shared';
import { Button, type TableColumnsType } from 'antd';
import { CaseLevelTag, Countdown, sourceText, statusText } from '../labels.tsx';

/** Columns of the triage queue and case list: level colour, SLA countdown, state. */
export function caseColumns(open: (row: CrisisCase) => void, now: number): TableColumnsType<CrisisCase> {
  return [
    {
      title: '等级',
      dataIndex: 'level',
      width: 120,
      render: (_: unknown, row) => <CaseLevelTag level={row.level} suggested={row.suggestedLevel} fit />,
    },
    { title: '学生', dataIndex: 'studentName', width: 100 },
    { title: '学号', dataIndex: 'studentNo', width: 110 },
    { title: '班级', dataIndex: 'className', width: 220, ellipsis: true },
    { title: '来源', dataIndex: 'source', width: 120, render: (v: string) => sourceText(v) },
    { title: '摘要', dataIndex: 'summary', ellipsis: true },
    { title: '状态', dataIndex: 'caseStatus', width: 100, render: (v: string) => statusText(v) },
    {
      title: '时限',
      dataIndex: 'dueAt',
      width: 150,
      sorter: true,
      render: (v: string | null) => <Countdown dueAt={v} now={now} />,
    },
    { title: '上报时间', dataIndex: 'createTime', width: 170, sorter: true },
    {
      title: '操作',
      key: 'action',
      width: 80,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Button type="link" size="small" onClick={() => open(row)}>
          处理
        </Button>
      ),
    },
  ];
}
