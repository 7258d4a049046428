import { Form, Input } from 'antd';

type Props = { name: string; label: string; maxLength: number; placeholder?: string };

/** A required text field whose blank (spaces only) is refused with 请输入<label>. */
export function RequiredTextItem({ name, label, maxLength, placeholder = `请输入${label}` }: Props) {
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[{ required: true, whitespace: true, message: `请输入${label}` }]}
    >
      <Input maxLength={maxLength} placeholder={placeholder} />
    </Form.Item>
  );
}
