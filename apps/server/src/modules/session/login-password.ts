import { createDecipheriv } from 'node:crypto';

// JeecgBoot Vue3's published login key and IV (AES-128-CBC, PKCS#7, Base64). They protect nothing
// (every copy of the console carries them) and are no secret of ours: they only decode what that
// console sends. TLS protects the password in transit. The only file allowed to hold them
// (security/secrets-in-source.test.ts).
export const VUE3_LOGIN_KEY = '1234567890adbcde';
export const VUE3_LOGIN_IV = '1234567890hjlkew';
const KEY = Buffer.from(VUE3_LOGIN_KEY, 'utf8');
const IV = Buffer.from(VUE3_LOGIN_IV, 'utf8');
const BASE64 = /^(?:[A-Za-z0-9+/]{4})+(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** The password inside a Vue3 ciphertext, or null when `value` is not one (then it is plain text). */
export function decryptLoginPassword(value: string): string | null {
  if (!BASE64.test(value)) return null;
  const bytes = Buffer.from(value, 'base64');
  if (bytes.length === 0 || bytes.length % 16 !== 0) return null;
  try {
    const decipher = createDecipheriv('aes-128-cbc', KEY, IV);
    const plain = Buffer.concat([decipher.update(bytes), decipher.final()]);
    const text = new TextDecoder('utf-8', { fatal: true }).decode(plain);
    return text.length > 0 && !/\p{Cc}/u.test(text) ? text : null;
  } catch {
    return null;
  }
}

/**
 * Passwords to try for one login, decrypted first (as JeecgBoot does). A plain password that
 * happens to decrypt is still tried as sent, so no user is locked out by the encoding; both tries
 * belong to one claimed attempt, so ciphertexts lock an account no faster than plain guesses.
 */
export function passwordCandidates(value: string): string[] {
  const decrypted = decryptLoginPassword(value);
  return decrypted === null || decrypted === value ? [value] : [decrypted, value];
}
