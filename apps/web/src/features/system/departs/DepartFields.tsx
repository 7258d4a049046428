import { DEPART_LIMITS, DepartMsg, optionalMobile } from '@xinmiao/shared';
import { Form, Input, InputNumber, Radio, Select } from 'antd';
import { useDictItems } from '../../../components/list/use-dict-items.ts';

/** The 部门 form's fields (shared by the detail pane and the add dialog). */
export function DepartFields({ category }: { category?: string | undefined }) {
  const categories = useDictItems('org_category');
  const options = categories.map((c) => ({ value: c.value, label: c.text }));
  // Categories outside the dictionary (学院, 年级 … from school structure) still show as themselves.
  if (category && !options.some((o) => o.value === category))
    options.push({ value: category, label: category });
  return (
    <>
      <Form.Item
        name="departName"
        label="机构名称"
        rules={[{ required: true, whitespace: true, message: DepartMsg.nameRequired }]}
      >
        <Input maxLength={DEPART_LIMITS.departName} placeholder="请输入机构名称" />
      </Form.Item>
      <Form.Item name="orgCategory" label="机构类型">
        <Select options={options} style={{ maxWidth: 240 }} />
      </Form.Item>
      <Form.Item name="departOrder" label="排序">
        <InputNumber min={0} max={1_000_000} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item
        name="mobile"
        label="手机号"
        rules={[
          {
            validator: (_, v: string | undefined) =>
              optionalMobile.test(v ?? '')
                ? Promise.resolve()
                : Promise.reject(new Error(optionalMobile.message)),
          },
        ]}
      >
        <Input maxLength={11} placeholder="请输入手机号" />
      </Form.Item>
      <Form.Item name="fax" label="传真">
        <Input maxLength={30} placeholder="请输入传真" />
      </Form.Item>
      <Form.Item name="address" label="地址">
        <Input maxLength={DEPART_LIMITS.text} placeholder="请输入地址" />
      </Form.Item>
      <Form.Item name="memo" label="备注">
        <Input.TextArea rows={3} maxLength={DEPART_LIMITS.text} placeholder="请输入备注" />
      </Form.Item>
      <Form.Item name="status" label="状态">
        <Radio.Group
          options={[
            { value: 1, label: '启用' },
            { value: 0, label: '停用' },
          ]}
        />
      </Form.Item>
    </>
  );
}
