import { createHmac } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import { sysCaptcha } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';

const TTL_MS = 60_000;

function mac(secret: string, ...parts: string[]): string {
  return createHmac('sha256', secret).update(parts.join('\u0000')).digest('hex');
}

/** Stores a captcha for the client nonce `key` (replacing an older one), hashed, for 60 s. */
export async function saveCaptcha(db: Db, secret: string, key: string, code: string): Promise<void> {
  const keyHash = mac(secret, 'captcha-key', key);
  const row = {
    keyHash,
    codeHash: mac(secret, 'captcha-code', key, code.toLowerCase()),
    expiresAt: new Date(Date.now() + TTL_MS),
  };
  await db.delete(sysCaptcha).where(lt(sysCaptcha.expiresAt, new Date()));
  await db
    .insert(sysCaptcha)
    .values(row)
    .onConflictDoUpdate({
      target: sysCaptcha.keyHash,
      set: { codeHash: row.codeHash, expiresAt: row.expiresAt },
    });
}

/** Consumes the captcha of `key` whatever the outcome, so each image allows one guess. */
export async function consumeCaptcha(db: Db, secret: string, key: string, code: string): Promise<boolean> {
  const [row] = await db
    .delete(sysCaptcha)
    .where(eq(sysCaptcha.keyHash, mac(secret, 'captcha-key', key)))
    .returning();
  if (!row || row.expiresAt.getTime() < Date.now()) return false;
  return row.codeHash === mac(secret, 'captcha-code', key, code.trim().toLowerCase());
}

/**
 * Checks the captcha of `key` without using it up when it is right (the login still needs it); a
 * wrong guess voids it, so this check cannot be used to try codes one after another.
 */
export async function checkCaptcha(db: Db, secret: string, key: string, code: string): Promise<boolean> {
  const keyHash = mac(secret, 'captcha-key', key);
  const [row] = await db.select().from(sysCaptcha).where(eq(sysCaptcha.keyHash, keyHash));
  const right =
    row !== undefined &&
    row.expiresAt.getTime() >= Date.now() &&
    row.codeHash === mac(secret, 'captcha-code', key, code.trim().toLowerCase());
  if (!right && row) await db.delete(sysCaptcha).where(eq(sysCaptcha.keyHash, keyHash));
  return right;
}
