import { BankOutlined, LockOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import {
  passwordProblem,
  REGISTER_LIMITS,
  REGISTER_MESSAGES,
  registerRoutes,
  username as usernameRules,
} from '@xinmiao/shared';
import { Alert, App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { api, apiEnvelope } from '../../../api/client.ts';
import { formRule } from '../../../components/form-rules/form-rules.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { usePageQuery } from '../../../hooks/use-page-query.ts';
import { showLoginError } from '../login/login-error.ts';
import { mobileError } from '../login/phone-validation.ts';
import { SmsCodeField } from '../login/SmsCodeField.tsx';
import { useSmsSender } from '../login/use-sms-sender.ts';
import { SCHOOL_CODE, useRegisterSchool } from './use-register-school.ts';
import '../login/login.css';

type Values = {
  school: string;
  username: string;
  realname: string;
  phone: string;
  smsCode: string;
  password: string;
  confirmPassword: string;
};

const checked = (problem: (value: string) => string | null | undefined) => ({
  validator: (_: unknown, value: string | undefined) => {
    const found = problem(value ?? '');
    return found ? Promise.reject(new Error(found)) : Promise.resolve();
  },
});

/** What the result page shows: the school and account the application was for. */
export type RegisterResultState = { schoolName: string; username: string };

/**
 * 注册账户: for a school that turned self-registration on (登录配置 › 自助注册). The school comes from
 * its own link (`?school=<学校编号>`) or the 学校编号 typed here; the phone is proved by a code; the
 * password follows the one password rule. The account then waits for the school's approver.
 */
export function RegisterPage() {
  useDocumentTitle('注册');
  const linked = usePageQuery()[0].get('school');
  const [form] = Form.useForm<Values>();
  const code = (Form.useWatch('school', form) ?? linked ?? '').trim();
  const phone = (Form.useWatch('phone', form) ?? '').trim();
  const school = useRegisterSchool(code);
  const sms = useSmsSender((mobile) =>
    apiEnvelope(registerRoutes.sms, { body: { tenantId: Number(code), mobile } }),
  );
  const [saving, setSaving] = useState(false);
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const open = school.state === 'open';

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      await api(registerRoutes.submit, {
        body: {
          tenantId: Number(values.school.trim()),
          username: values.username.trim(),
          realname: values.realname.trim(),
          phone: values.phone.trim(),
          smsCode: values.smsCode.trim(),
          password: values.password,
          confirmPassword: values.confirmPassword,
        },
      });
      const state: RegisterResultState = {
        schoolName: open ? school.name : '',
        username: values.username.trim(),
      };
      await navigate('/user/register-result', { state });
    } catch (error) {
      form.setFieldValue('smsCode', '');
      showLoginError(notification, error, '注册失败');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      className="login-form"
      layout="vertical"
      requiredMark={false}
      initialValues={{ school: linked ?? '' }}
      onFinish={submit}
    >
      <Form.Item
        name="school"
        label="学校编号"
        hidden={linked !== null && SCHOOL_CODE.test(linked)}
        rules={[checked((v) => (SCHOOL_CODE.test(v.trim()) ? null : '请输入学校编号'))]}
      >
        <Input size="large" prefix={<BankOutlined />} inputMode="numeric" placeholder="请输入学校编号" />
      </Form.Item>
      {open && <Alert type="info" showIcon title={`注册到：${school.name}`} style={{ marginBottom: 16 }} />}
      {school.state === 'closed' && (
        <Alert type="warning" showIcon title={REGISTER_MESSAGES.closed} style={{ marginBottom: 16 }} />
      )}
      <Form.Item name="username" label="用户名" rules={[formRule(usernameRules)]}>
        <Input
          size="large"
          prefix={<UserOutlined />}
          autoComplete="username"
          maxLength={REGISTER_LIMITS.username}
          placeholder="请输入用户名"
        />
      </Form.Item>
      <Form.Item
        name="realname"
        label="真实姓名"
        rules={[{ required: true, whitespace: true, message: '请输入真实姓名' }]}
      >
        <Input size="large" maxLength={REGISTER_LIMITS.realname} placeholder="请输入真实姓名" />
      </Form.Item>
      <Form.Item name="phone" label="手机号" rules={[checked((v) => mobileError(v.trim()))]}>
        <Input
          size="large"
          prefix={<MobileOutlined />}
          type="tel"
          autoComplete="tel"
          maxLength={REGISTER_LIMITS.phone}
          placeholder="请输入手机号"
        />
      </Form.Item>
      <SmsCodeField name="smsCode" mobile={phone} sms={sms} blocked={!open} />
      <Form.Item
        name="password"
        label="密码"
        rules={[checked((v) => (v ? passwordProblem(v) : '请输入密码'))]}
      >
        <Input.Password
          size="large"
          prefix={<LockOutlined />}
          autoComplete="new-password"
          maxLength={REGISTER_LIMITS.password}
          placeholder="请输入密码"
        />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label="确认密码"
        dependencies={['password']}
        rules={[
          checked((v) => (v === form.getFieldValue('password') ? null : REGISTER_MESSAGES.confirmMismatch)),
        ]}
      >
        <Input.Password
          size="large"
          prefix={<LockOutlined />}
          autoComplete="new-password"
          maxLength={REGISTER_LIMITS.password}
          placeholder="请再次输入密码"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={saving} disabled={!open}>
        注册
      </Button>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/user/login">使用已有账户登录</Link>
      </div>
    </Form>
  );
}
