import type { DictItem, SysLog } from '@xinmiao/shared';
import { type TableColumnsType, Tag, Typography } from 'antd';
import { createTimeColumn } from '../../../components/list/create-time-column.ts';
import type { ListSort } from '../../../components/list/sorting.ts';

function RequestCell({ record }: { record: SysLog }) {
  return (
    <>
      <div>{record.logContent}</div>
      {record.requestUrl && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {record.requestType} {record.requestUrl}
        </Typography.Text>
      )}
    </>
  );
}

/** Columns of the login tab, or with operation type, request and cost for the operation tab. */
export function logColumns(
  operation: boolean,
  sort: ListSort | null,
  operateTypes: DictItem[],
): TableColumnsType<SysLog> {
  const who: TableColumnsType<SysLog> = [
    createTimeColumn<SysLog>(sort),
    { title: '操作人账号', dataIndex: 'userid', width: 120 },
    { title: '操作人', dataIndex: 'username', width: 110 },
    { title: 'IP', dataIndex: 'ip', width: 140 },
  ];
  if (!operation) return [...who, { title: '日志内容', dataIndex: 'logContent' }];
  return [
    ...who,
    {
      title: '操作类型',
      dataIndex: 'operateType',
      width: 100,
      render: (value: number | null) => {
        const item = operateTypes.find((i) => i.value === String(value));
        return item ? <Tag color={item.color ?? undefined}>{item.text}</Tag> : value;
      },
    },
    { title: '内容 / 请求', key: 'request', render: (_, record) => <RequestCell record={record} /> },
    { title: '耗时(ms)', dataIndex: 'costTime', width: 100, align: 'right' },
  ];
}
