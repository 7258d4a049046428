import { MobileOutlined } from '@ant-design/icons';
import { Msg, passwordProblem, recoveryRoutes } from '@xinmiao/shared';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { api } from '../../../api/client.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { showLoginError } from '../login/login-error.ts';
import { mobileError } from '../login/phone-validation.ts';
import { SmsCodeField } from '../login/SmsCodeField.tsx';
import { useSmsSender } from '../login/use-sms-sender.ts';
import '../login/login.css';

type Values = { mobile: string; captcha: string; password: string; confirmpassword: string };

const checked = (problem: (value: string) => string | null | undefined) => ({
  validator: (_: unknown, value: string | undefined) => {
    const found = problem(value ?? '');
    return found ? Promise.reject(new Error(found)) : Promise.resolve();
  },
});

/**
 * 找回密码: a code sent to the account's registered phone, then a new password. Every session of
 * the account ends; the user signs in again with the new password.
 */
export function AlterationPage() {
  useDocumentTitle('找回密码');
  const [form] = Form.useForm<Values>();
  const mobile = (Form.useWatch('mobile', form) ?? '').trim();
  const sms = useSmsSender('recover');
  const [saving, setSaving] = useState(false);
  const { message, notification } = App.useApp();
  const navigate = useNavigate();

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      const reply = await api(recoveryRoutes.password, { body: { ...values, mobile: values.mobile.trim() } });
      if (typeof reply === 'string') message.success(reply);
      await navigate('/user/login');
    } catch (error) {
      form.setFieldValue('captcha', '');
      showLoginError(notification, error, '重置密码失败');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<Values> form={form} className="login-form" layout="vertical" requiredMark={false} onFinish={submit}>
      <Form.Item name="mobile" label="手机号" rules={[checked((v) => mobileError(v.trim()))]}>
        <Input
          size="large"
          prefix={<MobileOutlined />}
          type="tel"
          autoComplete="tel"
          maxLength={11}
          placeholder="请输入手机号"
        />
      </Form.Item>
      <SmsCodeField name="captcha" mobile={mobile} sms={sms} />
      <Form.Item
        name="password"
        label="新密码"
        rules={[checked((v) => (v ? passwordProblem(v) : '请输入新密码'))]}
      >
        <Input.Password size="large" autoComplete="new-password" placeholder="请输入新密码" />
      </Form.Item>
      <Form.Item
        name="confirmpassword"
        label="确认新密码"
        dependencies={['password']}
        rules={[checked((v) => (v === form.getFieldValue('password') ? null : Msg.passwordMismatch))]}
      >
        <Input.Password size="large" autoComplete="new-password" placeholder="请再次输入新密码" />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={saving}>
        重置密码
      </Button>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/user/login">返回登录</Link>
      </div>
    </Form>
  );
}
