import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { type FormEvent, useState } from 'react';
import { phoneLogin } from '../../../access/session-actions.ts';
import { smsButtonLabel } from './countdown.ts';
import { FieldRow } from './FieldRow.tsx';
import { mobileError, type PhoneField, type PhoneValues, validatePhoneLogin } from './phone-validation.ts';
import { useLoginCompletion } from './use-login-completion.tsx';
import { useSmsSender } from './use-sms-sender.ts';

const EMPTY: PhoneValues = { mobile: '', captcha: '' };

/** SMS login: a code sent to the user's registered mobile replaces the password. */
export function PhoneLoginForm() {
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<PhoneField, boolean>>>({});
  const sms = useSmsSender();
  // A used or refused code is gone on the server, so the field starts empty and unblamed again.
  const clearCode = () => {
    setValues((v) => ({ ...v, captcha: '' }));
    setTouched((t) => ({ ...t, captcha: false }));
  };
  const completion = useLoginCompletion(clearCode);
  const found = validatePhoneLogin(values);
  const errors = {
    mobile: touched.mobile ? found.mobile : undefined,
    captcha: touched.captcha ? found.captcha : undefined,
  };
  const mobile = values.mobile.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ mobile: true, captcha: true });
    if (Object.keys(found).length > 0) return;
    await completion.attempt(() => phoneLogin({ mobile, captcha: values.captcha.trim() }), clearCode);
  };

  return (
    <>
      <form className="login-form" onSubmit={submit} noValidate>
        <FieldRow id="login-mobile" label="手机号" error={errors.mobile}>
          <Input
            id="login-mobile"
            size="large"
            prefix={<MobileOutlined />}
            type="tel"
            autoComplete="tel"
            placeholder="请输入手机号"
            maxLength={11}
            value={values.mobile}
            status={errors.mobile ? 'error' : undefined}
            onChange={(e) => setValues((v) => ({ ...v, mobile: e.target.value }))}
            onBlur={() => setTouched((t) => ({ ...t, mobile: true }))}
          />
        </FieldRow>
        <FieldRow id="login-sms-code" label="验证码" error={errors.captcha}>
          <div className="login-form__captcha">
            <Input
              id="login-sms-code"
              size="large"
              prefix={<SafetyOutlined />}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="请输入验证码"
              maxLength={6}
              value={values.captcha}
              status={errors.captcha ? 'error' : undefined}
              onChange={(e) => setValues((v) => ({ ...v, captcha: e.target.value }))}
            />
            <Button
              size="large"
              className="login-form__sms-button"
              disabled={mobileError(mobile) !== undefined || sms.left > 0}
              loading={sms.sending}
              onClick={() => void sms.send(mobile)}
            >
              {smsButtonLabel(sms.left)}
            </Button>
          </div>
        </FieldRow>
        <Button type="primary" htmlType="submit" size="large" block loading={completion.submitting}>
          登录
        </Button>
      </form>
      {completion.chooser}
    </>
  );
}
