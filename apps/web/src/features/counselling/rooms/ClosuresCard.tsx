import { counsellingRoutes, type RoomClosure } from '@xinmiao/shared';
import { DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { useRooms } from '../common/queries.ts';
import { TimeOffCard } from '../common/TimeOffCard.tsx';

type Values = { roomId: string; range: [Dayjs, Dayjs]; reason: string };

/** 维护时段: times a room is out of use; its slots are not offered and nobody can book it then. */
export function ClosuresCard() {
  const { can } = useAccess();
  const rooms = useRooms();
  return (
    <TimeOffCard<RoomClosure, Values>
      title="维护时段"
      queryKey={['counselling', 'room-closures']}
      load={() => api(counsellingRoutes.closures)}
      canAdd={can('counselling:room:edit')}
      canDelete={can('counselling:room:edit')}
      add={({ roomId, range, reason }) =>
        api(counsellingRoutes.addClosure, {
          body: {
            roomId,
            startTime: range[0].format('YYYY-MM-DD HH:mm'),
            endTime: range[1].format('YYYY-MM-DD HH:mm'),
            reason,
          },
        })
      }
      remove={(id) => api(counsellingRoutes.deleteClosure, { query: { id } })}
      fields={
        <>
          <Form.Item name="roomId" rules={[{ required: true, message: '请选择咨询室' }]}>
            <Select
              style={{ width: 220 }}
              placeholder="咨询室"
              options={(rooms.data ?? []).map((r) => ({
                value: r.id,
                label: `${r.campus} ${r.building} ${r.name}`,
              }))}
            />
          </Form.Item>
          <Form.Item name="range" rules={[{ required: true, message: '请选择时间' }]}>
            <DatePicker.RangePicker showTime={{ format: 'HH:mm', minuteStep: 5 }} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
          <Form.Item name="reason" rules={[{ required: true, whitespace: true, message: '请输入原因' }]}>
            <Input maxLength={100} placeholder="如 空调维修" />
          </Form.Item>
        </>
      }
      columns={[
        { title: '咨询室', dataIndex: 'roomName' },
        { title: '开始', dataIndex: 'startTime', width: 160 },
        { title: '结束', dataIndex: 'endTime', width: 160 },
        { title: '原因', dataIndex: 'reason' },
      ]}
    />
  );
}
