import { BankOutlined, LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { ResultCode } from '@xinmiao/shared';
import { Button, Checkbox, Input } from 'antd';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { login } from '../../../access/session-actions.ts';
import { isApiError } from '../../../api/api-error.ts';
import { RegisterLink } from '../register/RegisterLink.tsx';
import { FieldRow } from './FieldRow.tsx';
import {
  LOGIN_MAX_LENGTH,
  type LoginErrors,
  type LoginField,
  type LoginValues,
  validateLogin,
} from './login-validation.ts';
import { useCaptcha } from './use-captcha.ts';
import { useLoginCompletion } from './use-login-completion.tsx';
import { useCaptchaRequired } from './use-login-config.ts';

const EMPTY: LoginValues = { username: '', password: '', captcha: '', tenantCode: '', rememberMe: true };

/** `school`: the 学校编号 of the school's own sign-in link, when the page was opened by one. */
export function AccountLoginForm({ school = null }: { school?: string | null }) {
  const captchaRequired = useCaptchaRequired();
  const captcha = useCaptcha(captchaRequired === true);
  const completion = useLoginCompletion(captcha.refresh);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [touched, setTouched] = useState(false);
  // Code 4100: the name exists in several schools with this password; the school decides.
  const [tenantAsked, setTenantAsked] = useState(false);
  const asks = { captcha: captchaRequired === true, tenant: tenantAsked };

  const change = (field: LoginField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (touched) setErrors(validateLogin(next, asks));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(values, asks);
    setTouched(true);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await completion.attempt(
      () =>
        login({
          username: values.username.trim(),
          password: values.password,
          captcha: asks.captcha ? values.captcha.trim() : undefined,
          checkKey: asks.captcha ? captcha.key : undefined,
          loginTenantId: asks.tenant ? values.tenantCode.trim() : undefined,
          remember_me: values.rememberMe,
        }),
      (error) => {
        if (isApiError(error) && error.code === ResultCode.TENANT_REQUIRED) setTenantAsked(true);
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
            maxLength={LOGIN_MAX_LENGTH.username}
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
            maxLength={LOGIN_MAX_LENGTH.password}
            value={values.password}
            status={errors.password ? 'error' : undefined}
            onChange={(e) => change('password', e.target.value)}
          />
        </FieldRow>
        {tenantAsked && (
          <FieldRow id="login-tenant" label="学校编号" error={errors.tenantCode}>
            <Input
              id="login-tenant"
              autoFocus
              size="large"
              prefix={<BankOutlined />}
              inputMode="numeric"
              autoComplete="off"
              placeholder="请输入学校编号"
              value={values.tenantCode}
              status={errors.tenantCode ? 'error' : undefined}
              onChange={(e) => change('tenantCode', e.target.value)}
            />
          </FieldRow>
        )}
        {asks.captcha && (
          <FieldRow id="login-captcha" label="验证码" error={errors.captcha}>
            <div className="login-form__captcha">
              <Input
                id="login-captcha"
                size="large"
                prefix={<SafetyOutlined />}
                autoComplete="off"
                placeholder="请输入验证码"
                maxLength={LOGIN_MAX_LENGTH.captcha}
                value={values.captcha}
                status={errors.captcha ? 'error' : undefined}
                onChange={(e) => change('captcha', e.target.value)}
              />
              <button
                type="button"
                className="login-form__captcha-image"
                onClick={captcha.refresh}
                title="看不清？点击更换"
              >
                {captcha.image ? (
                  <img src={captcha.image} alt="验证码" />
                ) : captcha.failed ? (
                  '点击重试'
                ) : (
                  '加载中'
                )}
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
        <RegisterLink school={(school ?? values.tenantCode).trim()} />
      </form>
      {completion.chooser}
    </>
  );
}
