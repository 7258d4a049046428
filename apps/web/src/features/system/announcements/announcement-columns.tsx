import { ANNOUNCEMENT_CATEGORIES, ANNOUNCEMENT_SEND_STATUS, type AnnouncementRow } from '@xinmiao/shared';
import { Button, Popconfirm, Space, type TableColumnsType, Tag } from 'antd';
import { policyOf } from '../../../access/record-policy.ts';
import { PriorityTag } from '../../../layouts/header/PriorityTag.tsx';

export type AnnouncementActions = {
  edit: (row: AnnouncementRow) => void;
  release: (row: AnnouncementRow) => void;
  revoke: (row: AnnouncementRow) => void;
  remove: (row: AnnouncementRow) => void;
};

const STATUS_COLOR = { '0': 'default', '1': 'green', '2': 'orange' } as const;

function ActionCell({ row, actions }: { row: AnnouncementRow; actions: AnnouncementActions }) {
  const allowed = policyOf(row);
  return (
    <Space size={4}>
      {allowed('edit') && (
        <Button type="link" size="small" onClick={() => actions.edit(row)}>
          编辑
        </Button>
      )}
      {allowed('release') && (
        <Popconfirm title="确定要发布吗?" onConfirm={() => actions.release(row)}>
          <Button type="link" size="small">
            发布
          </Button>
        </Popconfirm>
      )}
      {allowed('revoke') && (
        <Popconfirm title="确定要撤销吗?" onConfirm={() => actions.revoke(row)}>
          <Button type="link" size="small">
            撤销
          </Button>
        </Popconfirm>
      )}
      {allowed('delete') && (
        <Popconfirm title="确定删除吗?" onConfirm={() => actions.remove(row)}>
          <Button type="link" size="small" danger>
            删除
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}

/** Columns of 系统通告 with the row buttons the server's abilities allow. */
export function announcementColumns(actions: AnnouncementActions): TableColumnsType<AnnouncementRow> {
  return [
    { title: '标题', dataIndex: 'titile', width: 220, ellipsis: true },
    {
      title: '消息类型',
      dataIndex: 'msgCategory',
      width: 100,
      render: (v: AnnouncementRow['msgCategory']) => ANNOUNCEMENT_CATEGORIES[v],
    },
    {
      title: '通告对象',
      dataIndex: 'msgType',
      width: 100,
      render: (v: AnnouncementRow['msgType']) => (v === 'ALL' ? '全体用户' : '指定用户'),
    },
    {
      title: '优先级',
      dataIndex: 'priority',
      width: 90,
      render: (v: AnnouncementRow['priority']) => <PriorityTag priority={v} />,
    },
    { title: '发布人', dataIndex: 'sender', width: 110, ellipsis: true },
    {
      title: '发布状态',
      dataIndex: 'sendStatus',
      width: 100,
      render: (v: AnnouncementRow['sendStatus']) => (
        <Tag color={STATUS_COLOR[v]}>{ANNOUNCEMENT_SEND_STATUS[v]}</Tag>
      ),
    },
    { title: '发布时间', dataIndex: 'sendTime', width: 170 },
    { title: '撤销时间', dataIndex: 'cancelTime', width: 170 },
    {
      title: '操作',
      key: 'action',
      width: 180,
      fixed: 'right',
      render: (_: unknown, row: AnnouncementRow) => <ActionCell row={row} actions={actions} />,
    },
  ];
}

/**
 * The table's scroll width: the sum of its column widths. A smaller `scroll.x` squeezes the
 * columns, and the fixed 操作 column then covers the header next to it.
 */
export function tableScrollX(columns: TableColumnsType<AnnouncementRow>): number {
  return columns.reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : 0), 0);
}
