import { appointmentRoutes, type Room, type RoomInput } from '@xinmiao/shared';
import { Form, Input, InputNumber, Select } from 'antd';
import { api } from '../../../api/client.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';

type Values = {
  campus: string;
  building: string;
  name: string;
  capacity: number;
  equipment?: string;
  meetingUrl?: string;
  status: number;
};

/** 新增 / 编辑 a 咨询地址. */
export function RoomFormModal({
  editing,
  open,
  onClose,
  onSaved,
}: {
  editing: Room | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const save = (values: Values) => {
    const body: RoomInput = {
      ...values,
      equipment: values.equipment ?? '',
      meetingUrl: values.meetingUrl ?? '',
    };
    return editing
      ? api(appointmentRoutes.editRoom, { body: { ...body, id: editing.id } })
      : api(appointmentRoutes.addRoom, { body });
  };
  return (
    <RecordFormModal<Values>
      editing={editing}
      open={open}
      initialValues={() =>
        editing
          ? { ...editing, equipment: editing.equipment ?? '', meetingUrl: editing.meetingUrl ?? '' }
          : { campus: '主校区', building: '', name: '', capacity: 2, status: 1 }
      }
      save={save}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item
        name="campus"
        label="校区"
        rules={[{ required: true, whitespace: true, message: '请输入校区' }]}
      >
        <Input maxLength={50} placeholder="请输入校区" />
      </Form.Item>
      <Form.Item
        name="building"
        label="楼宇"
        rules={[{ required: true, whitespace: true, message: '请输入楼宇' }]}
      >
        <Input maxLength={50} placeholder="请输入楼宇" />
      </Form.Item>
      <Form.Item
        name="name"
        label="房间"
        rules={[{ required: true, whitespace: true, message: '请输入房间' }]}
      >
        <Input maxLength={50} placeholder="如 301 个体咨询室" />
      </Form.Item>
      <Form.Item name="capacity" label="容纳人数" rules={[{ required: true, message: '请输入容纳人数' }]}>
        <InputNumber min={1} max={50} precision={0} />
      </Form.Item>
      <Form.Item name="equipment" label="设备">
        <Input maxLength={200} placeholder="如 沙盘、放松椅" />
      </Form.Item>
      <Form.Item
        name="meetingUrl"
        label="会议链接"
        rules={[{ pattern: /^https?:\/\//, message: '请输入以http和https开头的网址' }]}
      >
        <Input maxLength={500} placeholder="线上咨询室的视频会议链接" />
      </Form.Item>
      <Form.Item name="status" label="状态">
        <Select
          options={[
            { value: 1, label: '可用' },
            { value: 0, label: '停用' },
          ]}
        />
      </Form.Item>
    </RecordFormModal>
  );
}
