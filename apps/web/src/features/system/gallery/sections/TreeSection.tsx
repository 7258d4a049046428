import { Form } from 'antd';
import { CategoryTreeSelect } from '../../../../components/tree-select/CategoryTreeSelect.tsx';
import { DictTreeSelect } from '../../../../components/tree-select/DictTreeSelect.tsx';
import { DemoValue } from './DemoValue.tsx';

/** Tree dictionaries on the tenant's departments and categories. */
export default function TreeSection() {
  const [form] = Form.useForm();
  return (
    <Form form={form} layout="vertical">
      <Form.Item name="depart" label="树下拉（sys_depart,depart_name,id）">
        <DictTreeSelect dict="sys_depart,depart_name,id" pidField="parent_id" pidValue="0" condition="{}" />
      </Form.Item>
      <Form.Item name="badCondition" label="树下拉（condition 不是 JSON）">
        <DictTreeSelect dict="sys_depart,depart_name,id" pidField="parent_id" condition="status=1" />
      </Form.Item>
      <Form.Item name="category" label="分类字典树">
        <CategoryTreeSelect pcode="" multiple />
      </Form.Item>
      <DemoValue form={form} />
    </Form>
  );
}
