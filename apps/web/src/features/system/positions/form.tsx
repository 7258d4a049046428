import { type PositionInput, positionRoutes, type SysPosition } from '@xinmiao/shared';
import { App, Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { api } from '../../../api/client.ts';
import { useDictItems } from '../../../components/list/use-dict-items.ts';
import { useSaving } from '../../../components/use-saving.ts';

type Values = { code: string; name: string; postRank?: string | null };

/** 新增 / 编辑 a 职务; 职级 choices come from the `position_rank` dictionary. */
export function PositionFormModal({
  editing,
  open,
  onClose,
  onSaved,
}: {
  editing: SysPosition | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const { saving, whileSaving } = useSaving();
  const { message } = App.useApp();
  const ranks = useDictItems('position_rank');

  useEffect(() => {
    if (open) form.setFieldsValue(editing ?? { code: '', name: '', postRank: undefined });
  }, [open, editing, form]);

  const submit = (values: Values) =>
    whileSaving(async () => {
      const body: PositionInput = {
        code: values.code.trim(),
        name: values.name.trim(),
        postRank: values.postRank ?? null,
      };
      const reply = editing
        ? await api(positionRoutes.edit, { body: { ...body, id: editing.id } })
        : await api(positionRoutes.add, { body });
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
          name="code"
          label="职务编码"
          rules={[
            { required: true, whitespace: true, message: '请输入职务编码' },
            { pattern: /^[A-Za-z0-9_-]+$/, message: '职务编码只能包含字母、数字、下划线和短横线' },
          ]}
        >
          <Input maxLength={64} placeholder="请输入职务编码" />
        </Form.Item>
        <Form.Item
          name="name"
          label="职务名称"
          rules={[{ required: true, whitespace: true, message: '请输入职务名称' }]}
        >
          <Input maxLength={100} placeholder="请输入职务名称" />
        </Form.Item>
        <Form.Item name="postRank" label="职级">
          <Select
            allowClear
            placeholder="请选择职级"
            options={ranks.map((item) => ({ value: item.value, label: item.text }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
