import { DATA_SCOPES, type DataScope, maxLengthOf, type Role, roleInput, roleRoutes } from '@xinmiao/shared';
import { Form, Input, Select } from 'antd';
import { isApiError } from '../../../api/api-error.ts';
import { api } from '../../../api/client.ts';
import type { RecordDialogProps } from '../../../components/list/use-record-dialog.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';

type Values = { roleName: string; roleCode: string; description?: string; dataScope: DataScope };

const EMPTY: Values = { roleName: '', roleCode: '', description: '', dataScope: 'all' };
const CODE_RULE = /^[A-Za-z][A-Za-z0-9_-]*$/;

/** 新增 / 编辑 a role; the code is checked against the school's roles as it is typed. */
export function RoleFormModal(dialog: RecordDialogProps<Role>) {
  const { editing } = dialog;
  const codeFree = async (_: unknown, value: string) => {
    if (!value || !CODE_RULE.test(value)) return;
    await api(
      roleRoutes.checkRoleCode,
      { query: { roleCode: value, ...(editing ? { id: editing.id } : {}) } },
      { silent: true },
    ).catch((error: unknown) => {
      // Only the server's refusal means taken; a network failure is left to the save.
      if (isApiError(error) && error.kind === 'business') throw new Error(error.message);
    });
  };

  return (
    <RecordFormModal<Values>
      {...dialog}
      initialValues={() => (editing ? { ...editing, description: editing.description ?? '' } : EMPTY)}
      save={(values) =>
        editing
          ? api(roleRoutes.edit, { body: { ...values, id: editing.id } })
          : api(roleRoutes.add, { body: values })
      }
      layout="vertical"
      cancelText="取消"
    >
      <Form.Item
        name="roleName"
        label="角色名称"
        rules={[{ required: true, whitespace: true, message: '请输入角色名称' }]}
      >
        <Input maxLength={maxLengthOf(roleInput.shape.roleName)} />
      </Form.Item>
      <Form.Item
        name="roleCode"
        label="角色编码"
        validateDebounce={300}
        rules={[
          { required: true, message: '请输入角色编码' },
          { pattern: CODE_RULE, message: '角色编码只能包含字母、数字、下划线和中划线，并以字母开头' },
          { validator: codeFree },
        ]}
      >
        <Input maxLength={maxLengthOf(roleInput.shape.roleCode)} disabled={editing?.roleCode === 'admin'} />
      </Form.Item>
      <Form.Item name="dataScope" label="数据范围">
        <Select options={Object.entries(DATA_SCOPES).map(([value, label]) => ({ value, label }))} />
      </Form.Item>
      <Form.Item name="description" label="描述">
        <Input.TextArea rows={3} maxLength={200} />
      </Form.Item>
    </RecordFormModal>
  );
}
