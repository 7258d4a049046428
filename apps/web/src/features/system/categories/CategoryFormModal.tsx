import { categoryRoutes, type SysCategory } from '@xinmiao/shared';
import { Form, Input } from 'antd';
import { api } from '../../../api/client.ts';
import { RequiredTextItem } from '../../../components/form-rules/RequiredTextItem.tsx';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';

type Values = { name: string; code?: string };

/** 新增 (root or under `parent`) / 编辑 a category; an empty code gets the next one (A01 …). */
export function CategoryFormModal({
  target,
  onClose,
  onSaved,
}: {
  target: { editing: SysCategory | null; parent: SysCategory | null } | null;
  onClose: () => void;
  onSaved: (pid: string) => void;
}) {
  const editing = target?.editing ?? null;
  const parent = target?.parent ?? null;

  const save = (values: Values) =>
    editing
      ? api(categoryRoutes.edit, { body: { id: editing.id, name: values.name.trim() } })
      : api(categoryRoutes.add, {
          body: { pid: parent?.id ?? null, name: values.name.trim(), code: values.code?.trim() || null },
        });

  return (
    <RecordFormModal<Values>
      editing={editing}
      title={editing ? '编辑' : parent ? `添加下级：${parent.name}` : '新增'}
      open={target !== null}
      initialValues={() => ({ name: editing?.name ?? '', code: editing?.code ?? '' })}
      save={save}
      onClose={onClose}
      onSaved={() => onSaved(editing?.pid ?? parent?.id ?? '0')}
    >
      <RequiredTextItem name="name" label="分类名称" maxLength={100} />
      <Form.Item
        name="code"
        label="分类编码"
        extra={editing ? undefined : `留空自动生成${parent ? `，须以 ${parent.code} 开头` : ''}`}
        rules={[{ pattern: /^[A-Za-z0-9]*$/, message: '分类编码只能包含字母和数字' }]}
      >
        <Input maxLength={60} disabled={Boolean(editing)} />
      </Form.Item>
    </RecordFormModal>
  );
}
