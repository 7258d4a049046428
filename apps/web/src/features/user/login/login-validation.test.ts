import { describe, expect, it } from 'vitest';
import { validateLogin } from './login-validation.ts';

const values = { username: 'admin', password: 'pw', captcha: '', rememberMe: true };

describe('validateLogin', () => {
  it('requires username (not blank) and password', () => {
    expect(validateLogin({ ...values, username: '  ', password: '' })).toEqual({
      username: '请输入用户名',
      password: '请输入密码',
    });
  });

  it('leaves the captcha to the server', () => {
    expect(validateLogin(values)).toEqual({});
  });
});
