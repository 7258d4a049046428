import { type SysTenant, tenantRoutes } from '@xinmiao/shared';
import { App, DatePicker, Form, Input, InputNumber, Modal, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../../../api/client.ts';
import { useSaving } from '../../../components/use-saving.ts';
import { formValuesOf, type TenantFormValues, tenantBody } from './form-values.ts';

/**
 * 新增 / 编辑 a 租户. Number, validity and freezing are the platform's; a school's administrator
 * may only rename their own school.
 */
export function TenantFormModal({
  editing,
  open,
  platform,
  onClose,
  onSaved,
}: {
  editing: SysTenant | null;
  open: boolean;
  platform: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<TenantFormValues>();
  const { saving, whileSaving } = useSaving();
  const [refusal, setRefusal] = useState('');
  const { message } = App.useApp();

  useEffect(() => {
    if (open) {
      form.setFieldsValue(formValuesOf(editing));
      setRefusal('');
    }
  }, [open, editing, form]);

  const submit = (values: TenantFormValues) =>
    whileSaving(async () => {
      const body = tenantBody(values);
      const reply = editing
        ? await api(tenantRoutes.edit, { body: { ...body, id: editing.id } })
        : await api(tenantRoutes.add, { body });
      message.success(typeof reply === 'string' ? reply : '保存成功');
      onSaved();
    }, setRefusal);

  return (
    <Modal
      title={editing ? '编辑' : '新增'}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okText="确定"
      cancelText="关闭"
      destroyOnHidden
    >
      <Form<TenantFormValues> form={form} labelCol={{ span: 5 }} onFinish={submit}>
        <Form.Item name="id" label="租户编号" extra={editing ? undefined : '留空则自动编号'}>
          <InputNumber
            min={1}
            precision={0}
            disabled={Boolean(editing) || !platform}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item
          name="name"
          label="租户名称"
          rules={[{ required: true, whitespace: true, message: '请输入租户名称' }]}
        >
          <Input maxLength={100} placeholder="请输入租户名称" />
        </Form.Item>
        <Form.Item name="houseNumber" label="门牌号">
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="term" label="有效期" extra="有效期外该学校的用户无法登录">
          <DatePicker.RangePicker allowEmpty={[true, true]} disabled={!platform} />
        </Form.Item>
        <Form.Item name="frozen" label="冻结" valuePropName="checked">
          <Switch disabled={!platform} />
        </Form.Item>
        {refusal && <div style={{ color: '#ff4d4f' }}>{refusal}</div>}
      </Form>
    </Modal>
  );
}
