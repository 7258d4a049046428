import { createHmac, randomInt } from 'node:crypto';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
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

// Two-key advisory lock namespace: (SMS_LOCK, hashtext(mobile)) serialises issuing per number.
const SMS_LOCK = 7_245_002;

/**
 * A new 6-digit code, unless this mobile got one within a minute or five within an hour. The check
 * and the insert hold a per-number lock, so a burst of requests cannot all pass the check.
 */
export async function issueSmsCode(db: Db, secret: string, mobile: string): Promise<IssueResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SMS_LOCK}, hashtext(${mobile}))`);
    const now = Date.now();
    await tx.delete(sysSmsCode).where(lt(sysSmsCode.createTime, new Date(now - 3600_000)));
    const recent = await tx
      .select({ createTime: sysSmsCode.createTime })
      .from(sysSmsCode)
      .where(and(eq(sysSmsCode.mobile, mobile), gt(sysSmsCode.createTime, new Date(now - 3600_000))))
      .orderBy(desc(sysSmsCode.createTime));
    const last = recent[0]?.createTime.getTime() ?? 0;
    if (now - last < RESEND_MS || recent.length >= PER_HOUR) return { ok: false };
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await tx.insert(sysSmsCode).values({
      id: newId(),
      mobile,
      codeHash: mac(secret, mobile, code),
      expiresAt: new Date(now + TTL_MS),
    });
    return { ok: true, code };
  });
}

/**
 * Checks against the newest live code; a hit consumes it, five tries burn it. The try is counted
 * (atomically, in SQL) before the comparison and only the request that expires the code wins, so
 * parallel guesses get five tries in total and a code signs in once.
 */
export async function consumeSmsCode(db: Db, secret: string, mobile: string, code: string): Promise<boolean> {
  const [latest] = await db
    .select({ id: sysSmsCode.id })
    .from(sysSmsCode)
    .where(and(eq(sysSmsCode.mobile, mobile), gt(sysSmsCode.expiresAt, new Date())))
    .orderBy(desc(sysSmsCode.createTime))
    .limit(1);
  if (!latest) return false;
  const [row] = await db
    .update(sysSmsCode)
    .set({ attempts: sql`${sysSmsCode.attempts} + 1` })
    .where(
      and(
        eq(sysSmsCode.id, latest.id),
        lt(sysSmsCode.attempts, MAX_ATTEMPTS),
        gt(sysSmsCode.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!row || row.codeHash !== mac(secret, mobile, code.trim())) return false;
  const used = await db
    .update(sysSmsCode)
    .set({ expiresAt: new Date(0) })
    .where(and(eq(sysSmsCode.id, row.id), gt(sysSmsCode.expiresAt, new Date())))
    .returning({ id: sysSmsCode.id });
  return used.length > 0;
}
