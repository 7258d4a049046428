import { passwordProblem, TENANT_MESSAGES, type TenantMember, tenantRoutes } from '@xinmiao/shared';
import { App, Form, Input, Modal } from 'antd';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../api/error-display.ts';

type Values = { password: string };

/**
 * 重置密码 of a member, for the platform operator: the one way to reset an account several schools
 * share (a school may not); the server tells every school the account belongs to.
 */
export function MemberPasswordModal({
  member,
  onClose,
}: {
  member: TenantMember | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !member) return;
    await api(tenantRoutes.memberPassword, { body: { userId: member.id, password: values.password } })
      .then(() => {
        message.success(TENANT_MESSAGES.memberPasswordOk);
        form.resetFields();
        onClose();
      })
      .catch(reportError);
  };
  return (
    <Modal
      title={`重置密码：${member?.username ?? ''}`}
      open={member !== null}
      onOk={submit}
      onCancel={onClose}
      okText="确定"
      cancelText="取消"
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical">
        <Form.Item
          name="password"
          label="新密码"
          rules={[
            { required: true, message: '请输入新密码!' },
            {
              validator: (_, value: string | undefined) => {
                const problem = value ? passwordProblem(value) : null;
                return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
