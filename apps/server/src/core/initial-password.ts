import { randomInt } from 'node:crypto';

// Read off a printed slip: no 0/O/o, 1/l/I, which look alike.
const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const LENGTH = 10;

/**
 * A random initial password for an account slip: 10 characters from a readable alphabet, with at
 * least one letter and one digit (the password policy), about 57 bits.
 */
export function randomInitialPassword(): string {
  const all = LETTERS + DIGITS;
  for (;;) {
    const chars = Array.from({ length: LENGTH }, () => all[randomInt(all.length)] ?? '');
    const password = chars.join('');
    if (/[a-zA-Z]/.test(password) && /\d/.test(password)) return password;
  }
}
