import { createHmac, randomInt } from 'node:crypto';
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import { newId } from '../../db/ids.ts';
import { sysSmsCode } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';

const TTL_MS = 5 * 60_000;
const RESEND_MS = 60_000;
const PER_HOUR = 5;
const MAX_ATTEMPTS = 5;

function mac(secret: string, mobile: string, code: string): string {
  return createHmac('sha256', secret).update(`sms\u0000${mobile}\u0000${code}`).digest('hex');
}

export type IssueResult = { ok: true; code: string } | { ok: false };

/** A new 6-digit code, unless this mobile got one within a minute or five within an hour. */
export async function issueSmsCode(db: Db, secret: string, mobile: string): Promise<IssueResult> {
  const now = Date.now();
  await db.delete(sysSmsCode).where(lt(sysSmsCode.createTime, new Date(now - 3600_000)));
  const recent = await db
    .select({ createTime: sysSmsCode.createTime })
    .from(sysSmsCode)
    .where(and(eq(sysSmsCode.mobile, mobile), gt(sysSmsCode.createTime, new Date(now - 3600_000))))
    .orderBy(desc(sysSmsCode.createTime));
  const last = recent[0]?.createTime.getTime() ?? 0;
  if (now - last < RESEND_MS || recent.length >= PER_HOUR) return { ok: false };
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.insert(sysSmsCode).values({
    id: newId(),
    mobile,
    codeHash: mac(secret, mobile, code),
    expiresAt: new Date(now + TTL_MS),
  });
  return { ok: true, code };
}

/** Checks against the newest live code; a hit consumes it, five misses burn it. */
export async function consumeSmsCode(db: Db, secret: string, mobile: string, code: string): Promise<boolean> {
  const [row] = await db
    .select()
    .from(sysSmsCode)
    .where(and(eq(sysSmsCode.mobile, mobile), gt(sysSmsCode.expiresAt, new Date())))
    .orderBy(desc(sysSmsCode.createTime))
    .limit(1);
  if (!row || row.attempts >= MAX_ATTEMPTS) return false;
  if (row.codeHash === mac(secret, mobile, code.trim())) {
    await db
      .update(sysSmsCode)
      .set({ expiresAt: new Date(0) })
      .where(eq(sysSmsCode.id, row.id));
    return true;
  }
  await db
    .update(sysSmsCode)
    .set({ attempts: row.attempts + 1 })
    .where(eq(sysSmsCode.id, row.id));
  return false;
}
