import { type PermissionNode, permissionRoutes } from '@xinmiao/shared';
import { Alert, Form, Input, InputNumber, Radio, Switch } from 'antd';
import { api } from '../../../api/client.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';
import { IconPicker } from './IconPicker.tsx';
import { editBody, formValuesOf, MENU_TYPES, type PermissionFormValues } from './permission-form.ts';

/**
 * 编辑 one menu entry for this school. Type, path, component, route flag and link kind come from the
 * platform's catalogue and are shown read-only; name, icon, order and display are the school's.
 */
export function PermissionFormModal({
  editing,
  onClose,
  onSaved,
}: {
  editing: PermissionNode | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const save = async (values: PermissionFormValues) => {
    if (!editing) return;
    return api(permissionRoutes.edit, { body: editBody(editing, values) });
  };

  const button = editing?.menuType === 2;
  return (
    <RecordFormModal<PermissionFormValues>
      editing={editing}
      title="编辑"
      open={editing !== null}
      initialValues={() => (editing ? formValuesOf(editing) : {})}
      save={save}
      onClose={onClose}
      onSaved={onSaved}
      wrapperSpan={18}
      width={640}
      cancelText="取消"
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="菜单结构由平台统一维护；本校可修改名称、图标、排序和显示方式，只对本校生效。"
      />
      <Form.Item name="menuType" label="菜单类型">
        <Radio.Group
          disabled
          options={Object.entries(MENU_TYPES).map(([value, label]) => ({ value: Number(value), label }))}
        />
      </Form.Item>
      <Form.Item
        name="name"
        label={button ? '按钮名称' : '菜单名称'}
        rules={[{ required: true, whitespace: true, message: '请输入菜单名称' }]}
      >
        <Input maxLength={50} />
      </Form.Item>
      {button ? (
        <Form.Item name="perms" label="授权标识">
          <Input disabled />
        </Form.Item>
      ) : (
        <>
          <Form.Item name="url" label="访问路径">
            <Input disabled />
          </Form.Item>
          <Form.Item name="component" label="前端组件">
            <Input disabled />
          </Form.Item>
          <Form.Item name="icon" label="菜单图标">
            <IconPicker />
          </Form.Item>
          <Form.Item name="route" label="是否路由菜单" valuePropName="checked">
            <Switch disabled checkedChildren="是" unCheckedChildren="否" />
          </Form.Item>
          <Form.Item name="hidden" label="隐藏路由" valuePropName="checked">
            <Switch checkedChildren="是" unCheckedChildren="否" />
          </Form.Item>
          <Form.Item name="keepAlive" label="是否缓存路由" valuePropName="checked">
            <Switch checkedChildren="是" unCheckedChildren="否" />
          </Form.Item>
          <Form.Item name="alwaysShow" label="聚合路由" valuePropName="checked">
            <Switch checkedChildren="是" unCheckedChildren="否" />
          </Form.Item>
          <Form.Item name="internalOrExternal" label="打开方式" valuePropName="checked">
            <Switch disabled checkedChildren="外部" unCheckedChildren="内部" />
          </Form.Item>
        </>
      )}
      <Form.Item name="sortNo" label="排序">
        <InputNumber min={-100000} max={100000} style={{ width: '100%' }} />
      </Form.Item>
    </RecordFormModal>
  );
}
