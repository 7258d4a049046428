import { type DictItemInput, dictRoutes, type SysDictItem } from '@xinmiao/shared';
import { Form, Input, InputNumber, Switch } from 'antd';
import { api } from '../../../api/client.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';

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
  const save = (values: Values) => {
    const body: DictItemInput = {
      dictId,
      itemText: values.itemText.trim(),
      itemValue: values.itemValue.trim(),
      description: values.description ?? null,
      sortOrder: values.sortOrder,
      status: values.enabled ? 1 : 0,
    };
    return editing
      ? api(dictRoutes.itemEdit, { body: { ...body, id: editing.id } })
      : api(dictRoutes.itemAdd, { body });
  };

  return (
    <RecordFormModal<Values>
      editing={editing}
      open={open}
      initialValues={() =>
        editing
          ? { ...editing, enabled: editing.status === 1 }
          : { itemText: '', itemValue: '', description: '', sortOrder: nextSort, enabled: true }
      }
      save={save}
      onClose={onClose}
      onSaved={onSaved}
    >
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
    </RecordFormModal>
  );
}
