export type LoginValues = { username: string; password: string; captcha: string; rememberMe: boolean };
export type LoginField = 'username' | 'password' | 'captcha';
export type LoginErrors = Partial<Record<LoginField, string>>;

export const LoginMessage = {
  username: '请输入用户名',
  password: '请输入密码',
  captcha: '请输入验证码',
} as const;

/** Required-field checks of the login form; the captcha only counts when an image is shown. */
export function validateLogin(values: LoginValues, captchaShown: boolean): LoginErrors {
  const errors: LoginErrors = {};
  if (!values.username.trim()) errors.username = LoginMessage.username;
  if (!values.password) errors.password = LoginMessage.password;
  if (captchaShown && !values.captcha.trim()) errors.captcha = LoginMessage.captcha;
  return errors;
}
