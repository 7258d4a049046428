import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { HOME_PATH, type LoginResult } from '@xinmiao/shared';
import { App, Button, Checkbox, Input } from 'antd';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { redirectTarget } from '../../../access/guard.ts';
import { activateSession, login, logout, needsTenantChoice } from '../../../access/session-actions.ts';
import { isApiError } from '../../../api/api-error.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { greetingFor } from '../../../layouts/header/greeting.ts';
import { FieldRow } from './FieldRow.tsx';
import { type LoginErrors, type LoginField, type LoginValues, validateLogin } from './login-validation.ts';
import { useCaptcha } from './use-captcha.ts';
import './login.css';

const TenantChooser = lazy(() => import('./TenantChooser.tsx').then((m) => ({ default: m.TenantChooser })));

const EMPTY: LoginValues = { username: '', password: '', captcha: '', rememberMe: true };

/**
 * Account login. Built from plain inputs rather than antd Form: this is the first page most users
 * load, and the form engine would cost a tenth of its budget (bench/bundle-size.ts).
 */
export function LoginPage() {
  useDocumentTitle('登录');
  const { notification } = App.useApp();
  const captcha = useCaptcha();
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [touched, setTouched] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [pending, setPending] = useState<LoginResult | null>(null);
  const captchaShown = !captcha.failed;

  const change = (field: LoginField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (touched) setErrors(validateLogin(next));
  };

  const finish = () => {
    navigate(redirectTarget(location.search) ?? HOME_PATH, { replace: true });
    activateSession();
    notification.success({ title: '欢迎', description: `${greetingFor(new Date().getHours())}，欢迎回来` });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(values);
    setTouched(true);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const result = await login({
        username: values.username.trim(),
        password: values.password,
        captcha: captchaShown && values.captcha.trim() ? values.captcha.trim() : undefined,
        checkKey: captchaShown ? captcha.key : undefined,
        remember_me: values.rememberMe,
      });
      if (needsTenantChoice(result)) setPending(result);
      else finish();
    } catch (error) {
      // HTTP failures were already announced by the request layer.
      if (isApiError(error) && error.kind === 'business') {
        notification.error({ title: '登录失败', description: error.message, duration: 4 });
      }
      setValues((v) => ({ ...v, captcha: '' }));
      captcha.refresh();
    } finally {
      setSubmitting(false);
    }
  };

  const cancelChoice = () => {
    setPending(null);
    void logout();
    captcha.refresh();
  };

  return (
    <>
      <form className="login-form" onSubmit={submit} noValidate>
        <FieldRow id="login-username" label="账号" error={errors.username}>
          <Input
            id="login-username"
            size="large"
            prefix={<UserOutlined />}
            autoComplete="username"
            placeholder="请输入用户名"
            value={values.username}
            status={errors.username ? 'error' : undefined}
            onChange={(e) => change('username', e.target.value)}
          />
        </FieldRow>
        <FieldRow id="login-password" label="密码" error={errors.password}>
          <Input.Password
            id="login-password"
            size="large"
            prefix={<LockOutlined />}
            autoComplete="current-password"
            placeholder="请输入密码"
            value={values.password}
            status={errors.password ? 'error' : undefined}
            onChange={(e) => change('password', e.target.value)}
          />
        </FieldRow>
        {captchaShown && (
          <FieldRow id="login-captcha" label="验证码">
            <div className="login-form__captcha">
              <Input
                id="login-captcha"
                size="large"
                prefix={<SafetyOutlined />}
                autoComplete="off"
                placeholder="请输入验证码"
                maxLength={8}
                value={values.captcha}
                onChange={(e) => change('captcha', e.target.value)}
              />
              <button
                type="button"
                className="login-form__captcha-image"
                onClick={captcha.refresh}
                title="看不清？点击更换"
              >
                {captcha.image ? <img src={captcha.image} alt="验证码" /> : '加载中'}
              </button>
            </div>
          </FieldRow>
        )}
        <div className="login-form__extra">
          <Checkbox
            checked={values.rememberMe}
            onChange={(e) => setValues((v) => ({ ...v, rememberMe: e.target.checked }))}
          >
            自动登录
          </Checkbox>
          <Link to="/user/alteration">忘记密码</Link>
        </div>
        <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
          登录
        </Button>
        <div className="login-form__register">
          <Link to="/user/register">注册账户</Link>
        </div>
      </form>
      {pending && (
        <Suspense fallback={null}>
          <TenantChooser result={pending} onDone={finish} onCancel={cancelChoice} />
        </Suspense>
      )}
    </>
  );
}
