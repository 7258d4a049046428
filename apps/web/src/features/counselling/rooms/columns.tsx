import type { Room } from '@xinmiao/shared';
import { type TableColumnsType, Tag } from 'antd';
import { editDeleteColumn } from '../../../components/list/edit-delete-column.tsx';

export type RoomActions = {
  can: (code: string) => boolean;
  edit: (row: Room) => void;
  remove: (row: Room) => void;
};

/** Columns of 咨询地址: campus → building → room, capacity, equipment, meeting link. */
export function roomColumns(actions: RoomActions): TableColumnsType<Room> {
  return [
    { title: '校区', dataIndex: 'campus', width: 120 },
    { title: '楼宇', dataIndex: 'building', width: 120 },
    { title: '房间', dataIndex: 'name', width: 180 },
    { title: '容纳人数', dataIndex: 'capacity', width: 100 },
    { title: '设备', dataIndex: 'equipment', width: 180 },
    {
      title: '视频会议链接',
      dataIndex: 'meetingUrl',
      ellipsis: true,
      render: (url: string | null) =>
        url ? (
          <a href={url} target="_blank" rel="noreferrer">
            {url}
          </a>
        ) : (
          '—'
        ),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (s: number) => (s === 1 ? <Tag color="green">可用</Tag> : <Tag>停用</Tag>),
    },
    ...editDeleteColumn('counselling:room', actions),
  ];
}
