import { type DictInput, dictRoutes, type SysDict } from '@xinmiao/shared';
import { Form, Input } from 'antd';
import { api } from '../../../api/client.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';

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
  const save = (values: Values) => {
    const body: DictInput = {
      dictName: values.dictName.trim(),
      dictCode: values.dictCode.trim(),
      description: values.description ?? null,
    };
    return editing
      ? api(dictRoutes.edit, { body: { ...body, id: editing.id } })
      : api(dictRoutes.add, { body });
  };

  return (
    <RecordFormModal<Values>
      editing={editing}
      open={open}
      initialValues={() => editing ?? { dictName: '', dictCode: '', description: '' }}
      save={save}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item name="dictName" label="字典名称" rules={DICT_FORM_RULES.dictName}>
        <Input maxLength={100} placeholder="请输入字典名称" />
      </Form.Item>
      <Form.Item name="dictCode" label="字典编码" rules={DICT_FORM_RULES.dictCode}>
        <Input maxLength={100} placeholder="请输入字典编码" />
      </Form.Item>
      <Form.Item name="description" label="描述">
        <Input.TextArea maxLength={500} rows={3} />
      </Form.Item>
    </RecordFormModal>
  );
}
