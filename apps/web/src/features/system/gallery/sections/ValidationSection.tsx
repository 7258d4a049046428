import { Rules, requiredMobile, type Rule as SharedRule, username } from '@xinmiao/shared';
import { Button, Form, Input } from 'antd';
import { formRule } from '../../../../components/form-rules/form-rules.ts';

const FIELDS: {
  name: string;
  label: string;
  rules: SharedRule | readonly SharedRule[];
  optional?: boolean;
}[] = [
  { name: 'mobile', label: '手机号', rules: requiredMobile },
  { name: 'username', label: '用户名', rules: username },
  { name: 'email', label: '邮箱', rules: Rules.email, optional: true },
  { name: 'landline', label: '座机', rules: Rules.landline, optional: true },
  { name: 'idCard', label: '身份证号', rules: Rules.idCard, optional: true },
  { name: 'qq', label: 'QQ', rules: Rules.qq, optional: true },
  { name: 'url', label: '网址', rules: Rules.url, optional: true },
  { name: 'bankCard', label: '银行卡号', rules: Rules.bankCard, optional: true },
];

/** The spec §5 rules the server checks too, on one form. */
export default function ValidationSection() {
  const [form] = Form.useForm();
  return (
    <Form form={form} layout="vertical" initialValues={{ mobile: '12345678901', qq: '12' }}>
      {FIELDS.map((field) => (
        <Form.Item
          key={field.name}
          name={field.name}
          label={field.label}
          rules={[formRule(field.rules, { optional: field.optional })]}
        >
          <Input allowClear />
        </Form.Item>
      ))}
      <Button type="primary" onClick={() => form.validateFields().catch(() => undefined)}>
        校验
      </Button>
    </Form>
  );
}
