import { Form, Input, Select } from 'antd';
import { STATUS_FILTER_OPTIONS } from '../common/status-options.ts';

/** Search fields of the scale library (named after the list's filters). */
export function ScaleSearchFields() {
  return (
    <>
      <Form.Item name="name" label="名称">
        <Input placeholder="请输入量表名称" allowClear style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="code" label="编码">
        <Input placeholder="请输入量表编码" allowClear style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="enabled" label="状态">
        <Select style={{ width: 120 }} options={STATUS_FILTER_OPTIONS} />
      </Form.Item>
    </>
  );
}
