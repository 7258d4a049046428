import { Form, Input } from 'antd';

/** Search fields of the read-audit tab (named after the list's filters). */
export function ReadAuditSearchFields() {
  return (
    <>
      <Form.Item name="username" label="读取人">
        <Input placeholder="账号" allowClear style={{ width: 150 }} />
      </Form.Item>
      <Form.Item name="recordId" label="记录">
        <Input placeholder="记录 ID（精确）" allowClear style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="resource" label="接口">
        <Input placeholder="接口路径" allowClear style={{ width: 180 }} />
      </Form.Item>
    </>
  );
}
