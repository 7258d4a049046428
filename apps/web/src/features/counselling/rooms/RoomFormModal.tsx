import { counsellingRoutes, type Room, type RoomInput } from '@xinmiao/shared';
import { Form, Input, InputNumber, Select } from 'antd';
import { api } from '../../../api/client.ts';
import { RequiredTextItem } from '../../../components/form-rules/RequiredTextItem.tsx';
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
      ? api(counsellingRoutes.editRoom, { body: { ...body, id: editing.id } })
      : api(counsellingRoutes.addRoom, { body });
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
      <RequiredTextItem name="campus" label="校区" maxLength={50} />
      <RequiredTextItem name="building" label="楼宇" maxLength={50} />
      <RequiredTextItem name="name" label="房间" maxLength={50} placeholder="如 301 个体咨询室" />
      <Form.Item
        name="capacity"
        label="容纳人数"
        extra="含咨询师；个体咨询室为 2"
        rules={[{ required: true, message: '请输入容纳人数' }]}
      >
        <InputNumber min={2} max={50} precision={0} />
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
