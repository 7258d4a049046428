import { Form } from 'antd';
import { DictControl } from '../../../../components/dict/DictControl.tsx';
import { SearchSelect } from '../../../../components/dict/SearchSelect.tsx';
import { SwitchControl } from '../../../../components/dict/SwitchControl.tsx';
import { DemoValue } from './DemoValue.tsx';

/** The dictionary controls on the server's own dictionaries (sex, priority, yn, users). */
export default function DictSection() {
  const [form] = Form.useForm();
  return (
    <Form form={form} layout="vertical" initialValues={{ sex: '1', priority: 'M,H' }}>
      <Form.Item name="sex" label="下拉（sex）">
        <DictControl dictCode="sex" />
      </Form.Item>
      <Form.Item name="sexRadio" label="单选（sex）">
        <DictControl dictCode="sex" type="radio" />
      </Form.Item>
      <Form.Item name="priority" label="多选框（priority）">
        <DictControl dictCode="priority" type="checkbox" />
      </Form.Item>
      <Form.Item name="priorityMulti" label="多选下拉（priority）">
        <DictControl dictCode="priority" type="multi" />
      </Form.Item>
      <Form.Item name="user" label="搜索下拉（sys_user,realname,username）">
        <SearchSelect dictCode="sys_user,realname,username" />
      </Form.Item>
      <Form.Item name="enabled" label="开关（Y/N）">
        <SwitchControl />
      </Form.Item>
      <Form.Item name="enabledQuery" label="开关（查询模式）">
        <SwitchControl query />
      </Form.Item>
      <DemoValue form={form} />
    </Form>
  );
}
