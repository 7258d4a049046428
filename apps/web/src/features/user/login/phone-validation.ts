import { sessionRoutes } from '@xinmiao/shared';

export type PhoneValues = { mobile: string; captcha: string };
export type PhoneField = keyof PhoneValues;
export type PhoneErrors = Partial<Record<PhoneField, string>>;

export const PhoneMessage = {
  mobile: '请输入手机号',
  mobileFormat: '请输入正确手机号',
  captcha: '请输入验证码',
} as const;

// The format check is the server's own contract schema, so a number the form accepts is never
// turned away by /sys/sms or /sys/phoneLogin (spec §5's shorter prefix list would reject 16x/19x).
const mobileSchema = sessionRoutes.phoneLogin.body.shape.mobile;

export function mobileError(mobile: string): string | undefined {
  if (!mobile.trim()) return PhoneMessage.mobile;
  return mobileSchema.safeParse(mobile.trim()).success ? undefined : PhoneMessage.mobileFormat;
}

/** The same check as an antd form rule (a field holding a mobile number). */
export const mobileRule = {
  validator: (_: unknown, value: string | undefined) => {
    const found = mobileError(value ?? '');
    return found ? Promise.reject(new Error(found)) : Promise.resolve();
  },
};

export function validatePhoneLogin(values: PhoneValues): PhoneErrors {
  const errors: PhoneErrors = {};
  const mobile = mobileError(values.mobile);
  if (mobile) errors.mobile = mobile;
  if (!values.captcha.trim()) errors.captcha = PhoneMessage.captcha;
  return errors;
}
