import { counsellingRoutes, type Room } from '@xinmiao/shared';
import { Card, Table } from 'antd';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { AddButton } from '../../../components/list/AddButton.tsx';
import { useRecordDialog } from '../../../components/list/use-record-dialog.ts';
import { ROOMS_KEY, useRooms } from '../common/queries.ts';
import { ClosuresCard } from './ClosuresCard.tsx';
import { roomColumns } from './columns.tsx';
import { RoomFormModal } from './RoomFormModal.tsx';

/** 咨询地址: the centre's rooms by campus and building, and its online room. */
export function RoomsPage() {
  const rooms = useRooms();
  const records = useRecordDialog<Room>({
    queryKey: ROOMS_KEY,
    remove: (row) => api(counsellingRoutes.deleteRoom, { query: { id: row.id } }),
  });
  const { can } = useAccess();
  const columns = roomColumns({ can, edit: records.edit, remove: records.remove });
  return (
    <>
      <Card variant="borderless">
        <AddButton permission="counselling:room:add" style={{ marginBottom: 16 }} onClick={records.create} />
        <Table
          rowKey="id"
          loading={rooms.isLoading}
          dataSource={rooms.data ?? []}
          columns={columns}
          pagination={false}
          scroll={{ x: 1000 }}
        />
        <RoomFormModal {...records.dialog} />
      </Card>
      <ClosuresCard />
    </>
  );
}
