import { describe, expect, it } from 'vitest';
import { PasswordMsg, passwordProblem } from './password-policy.ts';

describe('password policy', () => {
  it('accepts the test and demo passwords', () => {
    expect(passwordProblem('Test@123456')).toBeNull();
    expect(passwordProblem('Demo@123456')).toBeNull();
    expect(passwordProblem('xinmiao-2026')).toBeNull();
  });

  it('needs 8 characters', () => {
    expect(passwordProblem('Ab12345')).toBe(PasswordMsg.tooShort);
    expect(passwordProblem('Ab123456')).toBeNull();
  });

  it('needs letters and digits', () => {
    expect(passwordProblem('abcdefghij')).toBe(PasswordMsg.lettersAndDigits);
    expect(passwordProblem('1234567890123')).toBe(PasswordMsg.lettersAndDigits);
    expect(passwordProblem('密码密码12345678')).toBe(PasswordMsg.lettersAndDigits);
  });

  it('refuses the old password', () => {
    expect(passwordProblem('Test@123456', { oldPassword: 'Test@123456' })).toBe(PasswordMsg.sameAsOld);
    expect(passwordProblem('Test@1234567', { oldPassword: 'Test@123456' })).toBeNull();
  });

  it('refuses well-known passwords, Chinese favourites included, in any case', () => {
    for (const common of [
      'a123456789',
      'woaini1314',
      'qq12345678',
      'Aa123456',
      'AA123456',
      'Password1',
      'jeecg1314',
    ]) {
      expect(passwordProblem(common), common).not.toBeNull();
    }
    expect(passwordProblem('woaini1314')).toBe(PasswordMsg.tooCommon);
    expect(passwordProblem('Aa123456')).toBe(PasswordMsg.tooCommon);
  });
});
