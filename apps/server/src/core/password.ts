import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { outsideSchoolTurn } from './school-turns.ts';

/** The scrypt cost (N) of every password hash the server writes. */
export const PASSWORD_COST = 2 ** 15;
const R = 8;
const P = 1;
const KEY_LEN = 32;

function derive(password: string, salt: Buffer, opts: ScryptOptions & { N: number }): Promise<Buffer> {
  const maxmem = 256 * opts.N * (opts.r ?? R);
  return outsideSchoolTurn(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFC'), salt, KEY_LEN, { ...opts, maxmem }, (err, key) =>
          err ? reject(err) : resolve(key),
        );
      }),
  );
}

/**
 * `scrypt$N$r$p$salt$hash` with a per-user 16-byte salt (base64url parts). Only test seeds pass a
 * lower `cost`; `verifyPassword` reads it back from the hash.
 */
export async function hashPassword(password: string, cost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: cost, r: R, p: P });
  return ['scrypt', cost, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltText, hashText] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hashText, 'base64url');
  const key = await derive(password, Buffer.from(saltText, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

// A fixed hash to verify against when the user does not exist, so timing does not reveal it.
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('xinmiao-dummy-password');
  await verifyPassword(password, await dummyHash);
}
