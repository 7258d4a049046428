import { Form, Input } from 'antd';
import { JPopup } from '../../../../components/popup/JPopup.tsx';
import { DemoValue } from './DemoValue.tsx';

/** JPopup over the school's default report configs 用户选择 and 部门选择. */
export default function PopupSection() {
  const [form] = Form.useForm();
  return (
    <Form form={form} layout="vertical">
      <Form.Item name="username" label="用户（单选，带回账号和姓名）">
        <JPopup code="user_select" orgFields="username,realname" destFields="username,realname" />
      </Form.Item>
      <Form.Item name="realname" label="姓名（由弹窗带回）">
        <Input readOnly />
      </Form.Item>
      <Form.Item name="departNames" label="部门（多选，按机构编码排序）">
        <JPopup
          code="depart_select"
          multi
          sorter="orgCode=asc"
          fieldConfig={[
            { source: 'departName', target: 'departNames' },
            { source: 'id', target: 'departIds' },
          ]}
        />
      </Form.Item>
      <Form.Item name="departIds" hidden>
        <Input />
      </Form.Item>
      <DemoValue form={form} />
    </Form>
  );
}
