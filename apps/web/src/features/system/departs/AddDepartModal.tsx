import { type DepartNode, departRoutes } from '@xinmiao/shared';
import { App, Form, Modal } from 'antd';
import { api } from '../../../api/client.ts';
import { useSaving } from '../../../components/use-saving.ts';
import { DepartFields } from './DepartFields.tsx';
import { type DepartFormValues, departBody, EMPTY_DEPART } from './depart-form.ts';

/** 添加一级部门 (parent null) or 添加下级 (under `parent`); the server assigns the org code. */
export function AddDepartModal({
  open,
  parent,
  onClose,
  onSaved,
}: {
  open: boolean;
  parent: DepartNode | null;
  onClose: () => void;
  onSaved: (added: DepartNode) => void;
}) {
  const [form] = Form.useForm<DepartFormValues>();
  const { saving, whileSaving } = useSaving();
  const { message } = App.useApp();
  const submit = (values: DepartFormValues) =>
    whileSaving(async () => {
      const added = await api(departRoutes.add, {
        body: { ...departBody(values), parentId: parent?.id ?? null },
      });
      message.success('添加成功！');
      onSaved(added);
    });
  return (
    <Modal
      title={parent ? `添加下级：${parent.departName}` : '添加一级部门'}
      open={open}
      width={600}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okText="确定"
      cancelText="关闭"
      destroyOnHidden
      forceRender
    >
      <Form<DepartFormValues>
        form={form}
        labelCol={{ span: 5 }}
        initialValues={{ ...EMPTY_DEPART, orgCategory: parent ? '2' : '1' }}
        onFinish={submit}
        preserve={false}
      >
        <DepartFields />
      </Form>
    </Modal>
  );
}
