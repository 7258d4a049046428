import { Form } from 'antd';
import { DepartPicker } from '../../../../components/pickers/depart/DepartPicker.tsx';
import { PositionPicker } from '../../../../components/pickers/record/PositionPicker.tsx';
import { RolePicker } from '../../../../components/pickers/record/RolePicker.tsx';
import { UserPicker } from '../../../../components/pickers/record/UserPicker.tsx';
import { RegionPicker } from '../../../../components/pickers/region/RegionPicker.tsx';
import { DemoValue } from './DemoValue.tsx';

/** Pickers on the tenant's real users, roles, positions and departments. */
export default function PickerSection() {
  const [form] = Form.useForm();
  return (
    <Form form={form} layout="vertical" initialValues={{ area: '140105' }}>
      <Form.Item name="users" label="选择用户（按部门）">
        <UserPicker />
      </Form.Item>
      <Form.Item name="roles" label="选择角色">
        <RolePicker />
      </Form.Item>
      <Form.Item name="position" label="选择职务">
        <PositionPicker />
      </Form.Item>
      <Form.Item name="departs" label="选择部门">
        <DepartPicker />
      </Form.Item>
      <Form.Item name="area" label="省市区（级联）">
        <RegionPicker />
      </Form.Item>
      <Form.Item name="areaSelect" label="省市区（下拉）">
        <RegionPicker type="select" />
      </Form.Item>
      <DemoValue form={form} />
    </Form>
  );
}
