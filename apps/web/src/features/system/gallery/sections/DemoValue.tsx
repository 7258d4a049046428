import { Form, type FormInstance, Typography } from 'antd';

/** The form's current values as JSON, so a demo shows what a control stores. */
export function DemoValue({ form }: { form: FormInstance }) {
  const values = Form.useWatch([], form);
  return (
    <Typography.Paragraph>
      <Typography.Text type="secondary">表单值：</Typography.Text>
      <Typography.Text code data-testid="demo-value">
        {JSON.stringify(values ?? {})}
      </Typography.Text>
    </Typography.Paragraph>
  );
}
