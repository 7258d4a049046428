import { describe, expect, it } from 'vitest';
import { LOGIN_MAX_LENGTH, validateLogin } from './login-validation.ts';

const values = { username: 'admin', password: 'pw', captcha: '', tenantCode: '', rememberMe: true };
const none = { captcha: false, tenant: false };

describe('validateLogin', () => {
  it('requires username (not blank) and password', () => {
    expect(validateLogin({ ...values, username: '  ', password: '' }, none)).toEqual({
      username: '请输入用户名',
      password: '请输入密码',
    });
  });

  it('requires the captcha only when the server asks for it', () => {
    expect(validateLogin(values, none)).toEqual({});
    expect(validateLogin(values, { captcha: true, tenant: false })).toEqual({ captcha: '请输入验证码' });
    expect(validateLogin({ ...values, captcha: 'ab12' }, { captcha: true, tenant: false })).toEqual({});
  });

  it('requires a numeric school code once the server asked for the school', () => {
    const asks = { captcha: false, tenant: true };
    expect(validateLogin(values, asks)).toEqual({ tenantCode: '请输入学校编号' });
    expect(validateLogin({ ...values, tenantCode: '10a' }, asks)).toEqual({ tenantCode: '学校编号应为数字' });
    expect(validateLogin({ ...values, tenantCode: '1001' }, asks)).toEqual({});
  });

  it('takes its input limits from the login contract', () => {
    expect(LOGIN_MAX_LENGTH).toEqual({ username: 64, password: 128, captcha: 16 });
  });
});
