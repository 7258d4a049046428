import { type UserRecord, userRoutes } from '@xinmiao/shared';
import { App, Form, Input, Modal } from 'antd';
import { api } from '../../../api/client.ts';
import { useSaving } from '../../../components/use-saving.ts';
import { confirmRule, userRules } from './user-form.ts';

type Values = { password: string; confirmpassword: string };

/** 密码 (admin reset): the shared password policy; the user's sessions end on the server. */
export function ResetPasswordModal({ user, onClose }: { user: UserRecord | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const { saving, whileSaving } = useSaving();
  const { message } = App.useApp();
  const submit = (values: Values) =>
    whileSaving(async () => {
      if (!user) return;
      const reply = await api(userRoutes.changePassword, { body: { username: user.username, ...values } });
      message.success(typeof reply === 'string' ? reply : '密码修改成功!');
      onClose();
    });
  return (
    <Modal
      title="修改密码"
      open={user !== null}
      width={800}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okText="确定"
      cancelText="关闭"
      destroyOnHidden
      forceRender
    >
      <Form<Values> form={form} labelCol={{ span: 5 }} onFinish={submit} preserve={false}>
        <Form.Item label="用户账号">
          <Input value={user?.username ?? ''} disabled />
        </Form.Item>
        <Form.Item name="password" label="登录密码" rules={userRules.password} required>
          <Input.Password autoComplete="new-password" placeholder="请输入登录密码" />
        </Form.Item>
        <Form.Item
          name="confirmpassword"
          label="确认密码"
          dependencies={['password']}
          rules={[confirmRule(() => form.getFieldValue('password') ?? '')]}
          required
        >
          <Input.Password autoComplete="new-password" placeholder="请重新输入登录密码" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
