import { Form, Input, Select } from 'antd';
import { STATUS_FILTER_OPTIONS } from '../common/status-options.ts';

/** Search fields of the package list (named after the list's filters). */
export function PackageSearchFields() {
  return (
    <>
      <Form.Item name="name" label="套餐名称">
        <Input placeholder="请输入套餐名称" allowClear style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="status" label="状态">
        <Select style={{ width: 120 }} options={STATUS_FILTER_OPTIONS} />
      </Form.Item>
    </>
  );
}
