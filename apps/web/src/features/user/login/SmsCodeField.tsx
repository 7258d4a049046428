import { SafetyOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { smsButtonLabel } from './countdown.ts';
import { mobileError } from './phone-validation.ts';
import type { SmsSender } from './use-sms-sender.ts';
import './login.css';

/**
 * 验证码 and its 获取验证码 button inside an antd form (registration, 找回密码, binding a school
 * sign-in): the code is the form field `name`; the button asks `sms` for a code to `mobile` once it
 * is a mobile number, then counts down to the next one. `blocked` keeps the button off for a
 * reason of the page's (the school does not take registrations).
 */
export function SmsCodeField({
  name,
  mobile,
  sms,
  blocked = false,
  size = 'large',
  extra,
}: {
  name: string;
  mobile: string;
  sms: SmsSender;
  blocked?: boolean;
  size?: 'large' | 'middle';
  extra?: string;
}) {
  return (
    <Form.Item label="验证码" htmlFor={name} required extra={extra}>
      <div className="login-form__captcha">
        <Form.Item
          name={name}
          noStyle
          rules={[{ required: true, whitespace: true, message: '请输入验证码' }]}
        >
          <Input
            id={name}
            size={size}
            prefix={<SafetyOutlined />}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="请输入验证码"
            aria-label="验证码"
          />
        </Form.Item>
        <Button
          size={size}
          className="login-form__sms-button"
          disabled={blocked || mobileError(mobile) !== undefined || sms.left > 0}
          loading={sms.sending}
          onClick={() => void sms.send(mobile)}
        >
          {smsButtonLabel(sms.left)}
        </Button>
      </div>
    </Form.Item>
  );
}
