import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Checkbox, Input } from 'antd';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { login } from '../../../access/session-actions.ts';
import { FieldRow } from './FieldRow.tsx';
import { type LoginErrors, type LoginField, type LoginValues, validateLogin } from './login-validation.ts';
import { useCaptcha } from './use-captcha.ts';
import { useLoginCompletion } from './use-login-completion.tsx';

const EMPTY: LoginValues = { username: '', password: '', captcha: '', rememberMe: true };

export function AccountLoginForm() {
  const captcha = useCaptcha();
  const completion = useLoginCompletion(captcha.refresh);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [touched, setTouched] = useState(false);
  const captchaShown = !captcha.failed;

  const change = (field: LoginField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (touched) setErrors(validateLogin(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(values);
    setTouched(true);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await completion.attempt(
      () =>
        login({
          username: values.username.trim(),
          password: values.password,
          captcha: captchaShown && values.captcha.trim() ? values.captcha.trim() : undefined,
          checkKey: captchaShown ? captcha.key : undefined,
          remember_me: values.rememberMe,
        }),
      () => {
        setValues((v) => ({ ...v, captcha: '' }));
        captcha.refresh();
      },
    );
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
        <Button type="primary" htmlType="submit" size="large" block loading={completion.submitting}>
          登录
        </Button>
        <div className="login-form__register">
          <Link to="/user/register">注册账户</Link>
        </div>
      </form>
      {completion.chooser}
    </>
  );
}
