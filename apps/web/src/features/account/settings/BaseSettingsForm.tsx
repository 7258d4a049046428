import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { AccountMsg, accountRoutes } from '@xinmiao/shared';
import { App, Avatar, Button, Form, Input, Space, Upload } from 'antd';
import { useState } from 'react';
import { storeUserInfo } from '../../../access/session-actions.ts';
import { useSession } from '../../../access/session-store.ts';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../api/error-display.ts';
import { uploadFile } from '../../../api/upload.ts';
import { avatarUrl } from '../../../components/avatar-url.ts';
import { useSaving } from '../../../components/use-saving.ts';
import { PhoneChangeModal } from './PhoneChangeModal.tsx';
import { AVATAR_TYPES, avatarFileProblem, SELF_EDIT_MAX_LENGTH, SELF_EDIT_RULES } from './self-edit-rules.ts';

type Values = { realname: string; email: string };

/**
 * 基本设置: the signed-in user's name, email and avatar (saved by `userEdit`); the phone is shown
 * and changed only by 修改手机, which proves the new number by SMS.
 */
export function BaseSettingsForm() {
  const session = useSession();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { saving, whileSaving } = useSaving();
  // A newly uploaded image (its stored path); undefined keeps the current one.
  const [avatar, setAvatar] = useState<string | undefined>(undefined);
  const [changingPhone, setChangingPhone] = useState(false);
  const info = session.info;

  const choose = async (file: File) => {
    const problem = avatarFileProblem(file);
    if (problem) message.error(problem);
    else {
      try {
        setAvatar(await uploadFile(file, 'avatar'));
      } catch (error) {
        reportError(error);
      }
    }
    return Upload.LIST_IGNORE;
  };

  const save = (values: Values) =>
    whileSaving(async () => {
      const userInfo = await api(accountRoutes.editSelf, { body: { ...values, avatar } });
      storeUserInfo(userInfo);
      setAvatar(undefined);
      message.success(AccountMsg.saved);
    });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      style={{ maxWidth: 440 }}
      initialValues={{ realname: session.realname, email: info?.email ?? '' }}
      onFinish={save}
    >
      <Form.Item label="头像">
        <Space size="large">
          <Avatar size={72} src={avatarUrl(avatar ?? session.avatar)} icon={<UserOutlined />} />
          <Upload accept={AVATAR_TYPES.join(',')} showUploadList={false} beforeUpload={choose}>
            <Button icon={<UploadOutlined />}>更换头像</Button>
          </Upload>
        </Space>
      </Form.Item>
      <Form.Item label="账号">
        <Input value={session.username} disabled />
      </Form.Item>
      <Form.Item name="realname" label="姓名" rules={SELF_EDIT_RULES.realname}>
        <Input maxLength={SELF_EDIT_MAX_LENGTH.realname} placeholder="请输入姓名" />
      </Form.Item>
      <Form.Item label="手机号" extra="手机号用于短信登录，需通过短信验证码修改">
        <Space.Compact style={{ width: '100%' }}>
          <Input value={info?.phone ?? ''} placeholder="未设置" disabled aria-label="手机号" />
          <Button onClick={() => setChangingPhone(true)}>修改手机</Button>
        </Space.Compact>
      </Form.Item>
      <Form.Item name="email" label="邮箱" rules={SELF_EDIT_RULES.email}>
        <Input maxLength={SELF_EDIT_MAX_LENGTH.email} inputMode="email" placeholder="请输入邮箱" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        保存
      </Button>
      <PhoneChangeModal open={changingPhone} onClose={() => setChangingPhone(false)} />
    </Form>
  );
}
