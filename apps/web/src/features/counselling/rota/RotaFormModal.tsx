import {
  BOOKING_KINDS,
  CONSULT_MODES,
  counsellingRoutes,
  type RotaInput,
  type RotaLine,
  WEEKDAYS,
} from '@xinmiao/shared';
import { Form, Input, InputNumber, Select } from 'antd';
import { api } from '../../../api/client.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';
import { useCounsellors, useRooms } from '../common/queries.ts';

type Values = Omit<RotaInput, 'roomId'> & { roomId?: string | null };

const TIME_RULE = { pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: '时间格式应为 HH:mm' };
/** The server keeps rota clash keys on a 5-minute grid. */
const GRID_RULE = { pattern: /^\d\d:\d[05]$/, message: '时间须为 5 分钟的整数倍' };

/** 新增 / 编辑 a weekly rota line; the server refuses clashes of counsellor or room. */
export function RotaFormModal({
  editing,
  open,
  onClose,
  onSaved,
}: {
  editing: RotaLine | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const counsellors = useCounsellors();
  const rooms = useRooms();
  const save = (values: Values) => {
    const body = { ...values, roomId: values.roomId ?? null };
    return editing
      ? api(counsellingRoutes.editRota, { body: { ...body, id: editing.id } })
      : api(counsellingRoutes.addRota, { body });
  };
  return (
    <RecordFormModal<Values>
      editing={editing}
      open={open}
      initialValues={() =>
        editing
          ? {
              ...editing,
              mode: editing.mode === 'online' ? 'online' : 'offline',
              kind: editing.kind === 'career' ? 'career' : 'psych',
              specialties: editing.specialties ?? '',
              targetGroups: editing.targetGroups ?? '',
            }
          : {
              counsellorId: '',
              weekday: 1,
              startTime: '09:00',
              endTime: '12:00',
              slotMinutes: 50,
              seats: 1,
              mode: 'offline',
              kind: 'psych',
            }
      }
      save={save}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item name="kind" label="咨询类型" extra="生涯咨询的排班须为生涯导师">
        <Select options={Object.entries(BOOKING_KINDS).map(([value, label]) => ({ value, label }))} />
      </Form.Item>
      <Form.Item name="counsellorId" label="咨询师" rules={[{ required: true, message: '请选择咨询师' }]}>
        <Select
          placeholder="请选择咨询师"
          options={(counsellors.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        />
      </Form.Item>
      <Form.Item name="weekday" label="星期" rules={[{ required: true, message: '请选择星期' }]}>
        <Select options={WEEKDAYS.map((label, i) => ({ value: i + 1, label }))} />
      </Form.Item>
      <Form.Item
        name="startTime"
        label="开始时间"
        rules={[{ required: true, message: '请输入时间' }, TIME_RULE, GRID_RULE]}
      >
        <Input maxLength={5} placeholder="09:00" />
      </Form.Item>
      <Form.Item
        name="endTime"
        label="结束时间"
        rules={[{ required: true, message: '请输入时间' }, TIME_RULE, GRID_RULE]}
      >
        <Input maxLength={5} placeholder="12:00" />
      </Form.Item>
      <Form.Item name="slotMinutes" label="时段长度" rules={[{ required: true, message: '请输入时段长度' }]}>
        <InputNumber min={15} max={180} precision={0} addonAfter="分钟" />
      </Form.Item>
      <Form.Item name="seats" label="名额" extra="个体咨询为 1；团体辅导填每场人数，不超过咨询室容纳人数减 1">
        <InputNumber min={1} max={49} precision={0} addonAfter="人" />
      </Form.Item>
      <Form.Item name="mode" label="咨询方式" rules={[{ required: true, message: '请选择咨询方式' }]}>
        <Select options={Object.entries(CONSULT_MODES).map(([value, label]) => ({ value, label }))} />
      </Form.Item>
      <Form.Item name="roomId" label="咨询室">
        <Select
          allowClear
          placeholder="面询请选择咨询室；线上选择线上咨询室"
          options={(rooms.data ?? []).map((r) => ({
            value: r.id,
            label: `${r.campus} ${r.building} ${r.name}`,
          }))}
        />
      </Form.Item>
      <Form.Item name="specialties" label="擅长领域">
        <Input maxLength={200} placeholder="如 学业压力、情绪调节" />
      </Form.Item>
      <Form.Item name="targetGroups" label="服务对象">
        <Input maxLength={200} placeholder="如 本科生、新生" />
      </Form.Item>
    </RecordFormModal>
  );
}
