import { maxLengthOf, sessionRoutes } from '@xinmiao/shared';

export type LoginValues = {
  username: string;
  password: string;
  captcha: string;
  /** 学校编号 (tenant id), asked for only when the username exists in several schools. */
  tenantCode: string;
  rememberMe: boolean;
};
export type LoginField = 'username' | 'password' | 'captcha' | 'tenantCode';
export type LoginErrors = Partial<Record<LoginField, string>>;
/** Which optional fields the form shows: the captcha when the server asks for it, the school on code 4100. */
export type LoginAsks = { captcha: boolean; tenant: boolean };

export const LoginMessage = {
  username: '请输入用户名',
  password: '请输入密码',
  captcha: '请输入验证码',
  tenantCode: '请输入学校编号',
  tenantCodeBad: '学校编号应为数字',
} as const;

const body = sessionRoutes.login.body.shape;

/** Input limits from the login contract, so the form cannot send what the server would refuse. */
export const LOGIN_MAX_LENGTH = {
  username: maxLengthOf(body.username),
  password: maxLengthOf(body.password),
  captcha: maxLengthOf(body.captcha),
} as const;

/** Required-field checks of the login form, before any request. */
export function validateLogin(values: LoginValues, asks: LoginAsks): LoginErrors {
  const errors: LoginErrors = {};
  if (!values.username.trim()) errors.username = LoginMessage.username;
  if (!values.password) errors.password = LoginMessage.password;
  if (asks.captcha && !values.captcha.trim()) errors.captcha = LoginMessage.captcha;
  if (asks.tenant) {
    const code = values.tenantCode.trim();
    if (!code) errors.tenantCode = LoginMessage.tenantCode;
    else if (!body.loginTenantId.safeParse(code).success) errors.tenantCode = LoginMessage.tenantCodeBad;
  }
  return errors;
}
