import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals the secrets a school configures (OIDC client secrets, SMS gateway keys, model API keys)
 * with a key derived from this installation's secret, so a database dump alone does not reveal
 * them. Sealed values are stored; only the server opens them, and no API ever returns one.
 */
export type SecretBox = {
  seal(plain: string): string;
  /** Throws when the value was sealed by another installation or altered. */
  open(sealed: string): string;
};

const VERSION = 'v1';

export function secretBox(installationSecret: string): SecretBox {
  const key = Buffer.from(
    hkdfSync('sha256', installationSecret, Buffer.alloc(0), 'xinmiao secret box v1', 32),
  );
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined) {
        throw new Error('not a sealed secret');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

/** What an API shows in place of a stored secret: whether one is set, never its value. */
export function secretState(sealed: string | null | undefined): '已设置' | '未设置' {
  return sealed ? '已设置' : '未设置';
}
