import { STAFF_TYPES, type Staff, type StaffInput, staffRoutes } from '@xinmiao/shared';
import { Form, Input, Select } from 'antd';
import { api } from '../../../api/client.ts';
import type { RecordDialogProps } from '../../../components/list/use-record-dialog.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';

/** 新增 / 编辑 a staff record; the account itself is made in 用户管理. */
export function StaffFormModal({
  defaultType,
  ...dialog
}: RecordDialogProps<Staff> & { defaultType: StaffInput['staffType'] }) {
  const { editing } = dialog;
  return (
    <RecordFormModal<StaffInput>
      {...dialog}
      initialValues={() =>
        editing
          ? {
              username: editing.username,
              workNo: editing.workNo,
              name: editing.name,
              staffType: editing.staffType as StaffInput['staffType'],
              phone: editing.phone ?? '',
            }
          : { staffType: defaultType, username: '', workNo: '', name: '', phone: '' }
      }
      save={(values) =>
        editing
          ? api(staffRoutes.edit, { body: { ...values, id: editing.id } })
          : api(staffRoutes.add, { body: values })
      }
      layout="vertical"
      cancelText="取消"
    >
      <Form.Item name="username" label="登录账号" rules={[{ required: true, message: '请输入账号' }]}>
        <Input disabled={!!editing} />
      </Form.Item>
      <Form.Item name="workNo" label="工号" rules={[{ required: true, message: '请输入工号' }]}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="name" label="姓名" rules={[{ required: true, message: '请输入姓名' }]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="staffType" label="类型">
        <Select options={Object.entries(STAFF_TYPES).map(([value, label]) => ({ value, label }))} />
      </Form.Item>
      <Form.Item name="phone" label="手机号">
        <Input maxLength={11} />
      </Form.Item>
    </RecordFormModal>
  );
}
