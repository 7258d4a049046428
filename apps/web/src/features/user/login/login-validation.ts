export type LoginValues = { username: string; password: string; captcha: string; rememberMe: boolean };
export type LoginField = 'username' | 'password' | 'captcha';
export type LoginErrors = Partial<Record<'username' | 'password', string>>;

export const LoginMessage = {
  username: '请输入用户名',
  password: '请输入密码',
} as const;

/**
 * Required-field checks of the login form. The captcha is left to the server: it may be switched
 * off there (LOGIN_CAPTCHA=off) while the image is still served, and then an empty code is fine.
 */
export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (!values.username.trim()) errors.username = LoginMessage.username;
  if (!values.password) errors.password = LoginMessage.password;
  return errors;
}
