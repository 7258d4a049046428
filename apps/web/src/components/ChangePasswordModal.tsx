import { passwordProblem, sessionRoutes } from '@xinmiao/shared';
import { App, Form, Input, Modal } from 'antd';
import { storeUserInfo } from '../access/session-actions.ts';
import { useSession } from '../access/session-store.ts';
import { api } from '../api/client.ts';
import { useSaving } from './use-saving.ts';

type PasswordValues = { oldpassword: string; password: string; confirmpassword: string };

export const PASSWORD_MISMATCH = '两次输入的密码不一样！';

export const FIRST_SIGN_IN_TITLE = '首次登录，请修改初始密码';

/**
 * Change own password (spec §5 messages, the shared password policy); PUT /sys/user/updatePassword.
 * `required`: the account still has its initial password, so the dialog cannot be dismissed.
 */
export function ChangePasswordModal({
  open,
  onClose,
  required = false,
}: {
  open: boolean;
  onClose: () => void;
  required?: boolean;
}) {
  const { message } = App.useApp();
  const { username, info } = useSession();
  const [form] = Form.useForm<PasswordValues>();
  const { saving, whileSaving } = useSaving();

  const close = () => {
    form.resetFields();
    onClose();
  };

  const submit = async () => {
    // A failed validation is already shown on the fields.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    await whileSaving(
      async () => {
        await api(sessionRoutes.updatePassword, { body: { username, ...values } });
        message.success('密码修改成功');
        if (info?.mustChangePassword) storeUserInfo({ ...info, mustChangePassword: false });
        close();
      },
      (refusal) => message.warning(refusal),
    );
  };

  return (
    <Modal
      title={required ? FIRST_SIGN_IN_TITLE : '修改密码'}
      width={800}
      open={open}
      onOk={submit}
      onCancel={required ? undefined : close}
      closable={!required}
      maskClosable={!required}
      keyboard={!required}
      cancelButtonProps={required ? { style: { display: 'none' } } : undefined}
      confirmLoading={saving}
      okText="确定"
      cancelText="取消"
      destroyOnHidden
    >
      <Form<PasswordValues> form={form} labelCol={{ span: 5 }} wrapperCol={{ span: 16 }}>
        <Form.Item name="oldpassword" label="旧密码" rules={[{ required: true, message: '请输入旧密码!' }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="password"
          label="新密码"
          dependencies={['oldpassword']}
          extra="至少 8 位，同时包含字母和数字，不能是常见密码"
          rules={[
            { required: true, message: '请输入新密码!' },
            ({ getFieldValue }) => ({
              // The server's policy, checked here first so the user sees why before sending.
              validator: (_, value: string | undefined) => {
                const problem = value
                  ? passwordProblem(value, { oldPassword: getFieldValue('oldpassword') })
                  : null;
                return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmpassword"
          label="确认新密码"
          dependencies={['password']}
          rules={[
            { required: true, message: '请确认新密码!' },
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                !value || value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(PASSWORD_MISMATCH)),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
