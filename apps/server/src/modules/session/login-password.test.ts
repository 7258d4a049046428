import { createCipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptLoginPassword, passwordCandidates, VUE3_LOGIN_IV, VUE3_LOGIN_KEY } from './login-password.ts';

/** What JeecgBoot Vue3's `encryptByAES` sends. */
function vue3Encrypt(password: string): string {
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(VUE3_LOGIN_KEY), Buffer.from(VUE3_LOGIN_IV));
  return Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]).toString('base64');
}

describe('Vue3 login password', () => {
  it('decrypts the Vue3 ciphertext', () => {
    expect(decryptLoginPassword(vue3Encrypt('Demo@123456'))).toBe('Demo@123456');
    expect(decryptLoginPassword(vue3Encrypt('密码Abc123'))).toBe('密码Abc123');
    expect(passwordCandidates(vue3Encrypt('Demo@123456'))).toEqual([
      'Demo@123456',
      vue3Encrypt('Demo@123456'),
    ]);
  });

  it('takes anything else as plain text', () => {
    for (const plain of ['Demo@123456', 'abcdabcdabcdabcdabcdabcd', 'AAAAAAAAAAAAAAAAAAAAAA==', '', '====']) {
      expect(decryptLoginPassword(plain)).toBeNull();
      expect(passwordCandidates(plain)).toEqual([plain]);
    }
  });
});
