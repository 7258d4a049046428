import { describe, expect, it } from 'vitest';
import { mobileError, validatePhoneLogin } from './phone-validation.ts';

describe('mobileError', () => {
  it('asks for a number when empty or blank', () => {
    expect(mobileError('')).toBe('请输入手机号');
    expect(mobileError('   ')).toBe('请输入手机号');
  });

  it('accepts 11 digits starting 1 then 3–9, as the server does', () => {
    for (const ok of ['13800000000', '16612345678', '19912345678', ' 13800000000 ']) {
      expect(mobileError(ok)).toBeUndefined();
    }
  });

  it('rejects other shapes with the format message', () => {
    for (const bad of ['12800000000', '1380000000', '138000000000', '1380000000a', '23800000000']) {
      expect(mobileError(bad)).toBe('请输入正确手机号');
    }
  });
});

describe('validatePhoneLogin', () => {
  it('requires the mobile and the code', () => {
    expect(validatePhoneLogin({ mobile: '', captcha: ' ' })).toEqual({
      mobile: '请输入手机号',
      captcha: '请输入验证码',
    });
  });

  it('passes a valid number with a code', () => {
    expect(validatePhoneLogin({ mobile: '13800000000', captcha: '123456' })).toEqual({});
  });
});
