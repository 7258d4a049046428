import { type PositionInput, positionRoutes, type SysPosition } from '@xinmiao/shared';
import { Form, Input, Select } from 'antd';
import { api } from '../../../api/client.ts';
import { useDictItems } from '../../../components/list/use-dict-items.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';

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
  const ranks = useDictItems('position_rank');
  const save = (values: Values) => {
    const body: PositionInput = {
      code: values.code.trim(),
      name: values.name.trim(),
      postRank: values.postRank ?? null,
    };
    return editing
      ? api(positionRoutes.edit, { body: { ...body, id: editing.id } })
      : api(positionRoutes.add, { body });
  };

  return (
    <RecordFormModal<Values>
      editing={editing}
      open={open}
      initialValues={() => editing ?? { code: '', name: '', postRank: undefined }}
      save={save}
      onClose={onClose}
      onSaved={onSaved}
    >
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
    </RecordFormModal>
  );
}
