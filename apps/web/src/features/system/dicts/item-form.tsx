import { type DictItemInput, dictRoutes, type SysDictItem } from '@xinmiao/shared';
import { App, Form, Input, InputNumber, Modal, Switch } from 'antd';
import { useEffect } from 'react';
import { api } from '../../../api/client.ts';
import { useSaving } from '../../../components/use-saving.ts';

type Values = {
  itemText: string;
  itemValue: string;
  description?: string | null;
  sortOrder: number;
  enabled: boolean;
};

/** 新增 / 编辑 one item of a dictionary. */
export function DictItemFormModal({
  dictId,
  nextSort,
  editing,
  open,
  onClose,
  onSaved,
}: {
  dictId: string;
  /** 排序值 offered for a new item: after the existing ones. */
  nextSort: number;
  editing: SysDictItem | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const { saving, whileSaving } = useSaving();
  const { message } = App.useApp();

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      editing
        ? { ...editing, enabled: editing.status === 1 }
        : { itemText: '', itemValue: '', description: '', sortOrder: nextSort, enabled: true },
    );
  }, [open, editing, form, nextSort]);

  const submit = (values: Values) =>
    whileSaving(async () => {
      const body: DictItemInput = {
        dictId,
        itemText: values.itemText.trim(),
        itemValue: values.itemValue.trim(),
        description: values.description ?? null,
        sortOrder: values.sortOrder,
        status: values.enabled ? 1 : 0,
      };
      const reply = editing
        ? await api(dictRoutes.itemEdit, { body: { ...body, id: editing.id } })
        : await api(dictRoutes.itemAdd, { body });
      message.success(typeof reply === 'string' ? reply : '保存成功');
      onSaved();
    });

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
      <Form<Values> form={form} labelCol={{ span: 5 }} onFinish={submit}>
        <Form.Item
          name="itemText"
          label="名称"
          rules={[{ required: true, whitespace: true, message: '请输入名称' }]}
        >
          <Input maxLength={100} placeholder="请输入名称" />
        </Form.Item>
        <Form.Item
          name="itemValue"
          label="数据值"
          rules={[{ required: true, whitespace: true, message: '请输入数据值' }]}
        >
          <Input maxLength={100} placeholder="请输入数据值" />
        </Form.Item>
        <Form.Item name="description" label="描述">
          <Input maxLength={500} />
        </Form.Item>
        <Form.Item name="sortOrder" label="排序值">
          <InputNumber min={0} precision={0} />
        </Form.Item>
        <Form.Item name="enabled" label="是否启用" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
