import { type DictInput, dictRoutes, type SysDict } from '@xinmiao/shared';
import { App, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { api } from '../../../api/client.ts';
import { useSaving } from '../../../components/use-saving.ts';

type Values = { dictName: string; dictCode: string; description?: string | null };

/** Rules of the dictionary form, with the server's wording. */
export const DICT_FORM_RULES = {
  dictName: [{ required: true, whitespace: true, message: '请输入字典名称' }],
  dictCode: [
    { required: true, whitespace: true, message: '请输入字典编码' },
    { pattern: /^[A-Za-z][A-Za-z0-9_]*$/, message: '字典编码只能包含字母、数字和下划线，且以字母开头' },
  ],
};

/** 新增 / 编辑 a 数据字典. */
export function DictFormModal({
  editing,
  open,
  onClose,
  onSaved,
}: {
  editing: SysDict | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const { saving, whileSaving } = useSaving();
  const { message } = App.useApp();

  useEffect(() => {
    if (open) form.setFieldsValue(editing ?? { dictName: '', dictCode: '', description: '' });
  }, [open, editing, form]);

  const submit = (values: Values) =>
    whileSaving(async () => {
      const body: DictInput = {
        dictName: values.dictName.trim(),
        dictCode: values.dictCode.trim(),
        description: values.description ?? null,
      };
      const reply = editing
        ? await api(dictRoutes.edit, { body: { ...body, id: editing.id } })
        : await api(dictRoutes.add, { body });
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
        <Form.Item name="dictName" label="字典名称" rules={DICT_FORM_RULES.dictName}>
          <Input maxLength={100} placeholder="请输入字典名称" />
        </Form.Item>
        <Form.Item name="dictCode" label="字典编码" rules={DICT_FORM_RULES.dictCode}>
          <Input maxLength={100} placeholder="请输入字典编码" />
        </Form.Item>
        <Form.Item name="description" label="描述">
          <Input.TextArea maxLength={500} rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
