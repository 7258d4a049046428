import type { ReadAudit } from '@xinmiao/shared';
import { type TableColumnsType, Typography } from 'antd';
import { createTimeColumn } from '../../../components/list/create-time-column.ts';
import type { ListSort } from '../../../components/list/sorting.ts';
import { RecordIdsCell } from './RecordIdsCell.tsx';

/** 读取人, 数据类型, 记录 (every record the read returned), 接口, IP, 时间 of one sensitive read. */
export function auditColumns(sort: ListSort | null): TableColumnsType<ReadAudit> {
  return [
    createTimeColumn<ReadAudit>(sort),
    { title: '读取人', dataIndex: 'username', width: 120 },
    { title: '数据类型', dataIndex: 'dataType', width: 120, render: (v: string | null) => v ?? '-' },
    {
      title: '记录',
      dataIndex: 'recordIds',
      width: 260,
      render: (ids: string[]) => <RecordIdsCell ids={ids} />,
    },
    {
      title: '接口',
      key: 'resource',
      render: (_, r) => (
        <>
          <div>{r.resourceName ?? r.resource}</div>
          {r.resourceName && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {r.resource}
            </Typography.Text>
          )}
        </>
      ),
    },
    { title: 'IP', dataIndex: 'ip', width: 140 },
  ];
}
