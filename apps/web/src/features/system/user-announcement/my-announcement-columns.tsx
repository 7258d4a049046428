import { ANNOUNCEMENT_CATEGORIES, type MyAnnouncement } from '@xinmiao/shared';
import { Button, Space, type TableColumnsType, Tag } from 'antd';
import { PriorityTag } from '../../../layouts/header/PriorityTag.tsx';

/** Columns of 我的消息; `onView` opens the detail dialog, `onRead` marks an unread one read. */
export function myAnnouncementColumns(
  onView: (row: MyAnnouncement) => void,
  onRead: (row: MyAnnouncement) => void,
): TableColumnsType<MyAnnouncement> {
  return [
    { title: '标题', dataIndex: 'titile', ellipsis: true },
    {
      title: '消息类型',
      dataIndex: 'msgCategory',
      width: 110,
      render: (v: MyAnnouncement['msgCategory']) => ANNOUNCEMENT_CATEGORIES[v],
    },
    { title: '发布人', dataIndex: 'sender', width: 110 },
    { title: '发布时间', dataIndex: 'sendTime', width: 170 },
    {
      title: '优先级',
      dataIndex: 'priority',
      width: 90,
      render: (v: MyAnnouncement['priority']) => <PriorityTag priority={v} />,
    },
    {
      title: '阅读状态',
      dataIndex: 'readFlag',
      width: 100,
      render: (v: MyAnnouncement['readFlag']) => (v === '1' ? <Tag>已读</Tag> : <Tag color="red">未读</Tag>),
    },
    {
      title: '操作',
      key: 'action',
      width: 150,
      render: (_: unknown, row: MyAnnouncement) => (
        <Space size={4}>
          <Button type="link" size="small" onClick={() => onView(row)}>
            查看
          </Button>
          {row.readFlag === '0' && (
            <Button type="link" size="small" onClick={() => onRead(row)}>
              标记已读
            </Button>
          )}
        </Space>
      ),
    },
  ];
}
