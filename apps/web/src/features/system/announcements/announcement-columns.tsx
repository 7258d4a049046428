import { ANNOUNCEMENT_CATEGORIES, ANNOUNCEMENT_SEND_STATUS, type AnnouncementRow } from '@xinmiao/shared';
import { type TableColumnsType, Tag } from 'antd';
import { policyOf } from '../../../access/record-policy.ts';
import type { RowAction } from '../../../components/list/RowActions.tsx';
import { rowActionsColumns } from '../../../components/list/row-actions-column.tsx';
import { PriorityTag } from '../../../layouts/header/PriorityTag.tsx';

export type AnnouncementActions = {
  edit: (row: AnnouncementRow) => void;
  release: (row: AnnouncementRow) => void;
  revoke: (row: AnnouncementRow) => void;
  remove: (row: AnnouncementRow) => void;
};

const STATUS_COLOR = { '0': 'default', '1': 'green', '2': 'orange' } as const;

function rowActions(row: AnnouncementRow, actions: AnnouncementActions): RowAction[] {
  const allowed = policyOf(row);
  return [
    ...(allowed('edit') ? [{ key: 'edit', label: '编辑', onClick: () => actions.edit(row) }] : []),
    ...(allowed('release')
      ? [{ key: 'release', label: '发布', confirm: '确定要发布吗?', onClick: () => actions.release(row) }]
      : []),
    ...(allowed('revoke')
      ? [{ key: 'revoke', label: '撤销', confirm: '确定要撤销吗?', onClick: () => actions.revoke(row) }]
      : []),
    ...(allowed('delete')
      ? [
          {
            key: 'delete',
            label: '删除',
            danger: true,
            confirm: '确定删除吗?',
            onClick: () => actions.remove(row),
          },
        ]
      : []),
  ];
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
    ...rowActionsColumns<AnnouncementRow>((row) => rowActions(row, actions)),
  ];
}

/**
 * The table's scroll width: the sum of its column widths. A smaller `scroll.x` squeezes the
 * columns, and the fixed 操作 column then covers the header next to it.
 */
export function tableScrollX(columns: TableColumnsType<AnnouncementRow>): number {
  return columns.reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : 0), 0);
}
