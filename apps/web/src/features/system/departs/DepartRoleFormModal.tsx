import { type DepartRole, departRoleRoutes } from '@xinmiao/shared';
import { Form, Input } from 'antd';
import { api } from '../../../api/client.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';

type Values = { roleName: string; roleCode: string; description: string };

type Props = {
  departId: string;
  open: boolean;
  /** The role being edited; null for 新增. */
  editing: DepartRole | null;
  onClose: () => void;
  onSaved: () => void;
};

/** 新增/编辑部门角色: a role that applies only inside one department. */
export function DepartRoleFormModal({ departId, open, editing, onClose, onSaved }: Props) {
  return (
    <RecordFormModal<Values>
      editing={editing}
      title={editing ? '编辑部门角色' : '新增部门角色'}
      open={open}
      labelSpan={6}
      initialValues={() => ({
        roleName: editing?.roleName ?? '',
        roleCode: editing?.roleCode ?? '',
        description: editing?.description ?? '',
      })}
      save={(values) => {
        const body = { ...values, description: values.description || null };
        return editing
          ? api(departRoleRoutes.edit, { body: { ...body, id: editing.id } })
          : api(departRoleRoutes.add, { body: { ...body, departId } });
      }}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item
        name="roleName"
        label="部门角色名称"
        rules={[{ required: true, whitespace: true, message: '请输入部门角色名称' }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="roleCode"
        label="部门角色编码"
        rules={[
          { required: true, message: '请输入部门角色编码' },
          { pattern: /^[A-Za-z0-9_]+$/, message: '部门角色编码只能包含字母、数字和下划线' },
        ]}
      >
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="description" label="描述">
        <Input.TextArea rows={3} maxLength={500} />
      </Form.Item>
    </RecordFormModal>
  );
}
