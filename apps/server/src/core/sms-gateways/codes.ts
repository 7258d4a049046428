import { createHmac, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { newId } from '../../db/ids.ts';
import { sysSmsCode } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';

/** The limits on one-time SMS codes (docs/security.md, "SMS codes"). */
export const SMS_CODE_LIMITS = {
  ttlMs: 5 * 60_000,
  resendMs: 60_000,
  perNumberPerHour: 5,
  perAddressPerHour: 20,
  triesPerCode: 5,
  /** Wrong codes for one number within the hour that lock it (no new codes, no checks) for that hour. */
  lockoutFailures: 10,
} as const;

const HOUR_MS = 3600_000;

/** The limits a school may set for codes to its accounts (短信网关); the rest stay the installation's. */
export type IssueLimits = { resendMs: number; perNumberPerHour: number; perAddressPerHour: number };

/**
 * What a code proves: a sign-in code cannot register an account or change a phone; a `bind` code
 * only binds a school's sign-in identity (统一身份认证) to the account; a `lecture` code only proves a
 * guardian's phone on a lecture's registration page (家长学堂), and only on the page of the school
 * and lecture it was sent for (its `scope`). A `register` code proves a phone on one school's
 * registration page (scope: that school); a `phone-change` code proves the new number of a
 * signed-in account (scope: that account), so neither can stand in for the other or for a sign-in.
 */
export type SmsPurpose = 'login' | 'register' | 'alter' | 'bind' | 'lecture' | 'phone-change';

function mac(secret: string, purpose: SmsPurpose, mobile: string, code: string): string {
  return createHmac('sha256', secret).update(`sms\u0000${purpose}\u0000${mobile}\u0000${code}`).digest('hex');
}

export type IssueResult =
  | { ok: true; id: string; code: string }
  | { ok: false; reason: 'limited' | 'locked' };
/** `elsewhere`: the right code, but sent for another scope (another school's or lecture's page). */
export type CheckResult = 'ok' | 'wrong' | 'locked' | 'elsewhere';

// Two-key advisory lock namespace: (SMS_LOCK, hashtext(mobile)) serialises issuing per number.
const SMS_LOCK = 7_245_002;

/** Wrong tries on this number within the hour: tries counted minus the codes that were used. */
async function failuresInHour(db: Pick<Db, 'select'>, mobile: string, now: number): Promise<number> {
  const [row] = await db
    .select({
      tries: sql<number>`coalesce(sum(${sysSmsCode.attempts}), 0)::int`,
      used: sql<number>`count(${sysSmsCode.usedAt})::int`,
    })
    .from(sysSmsCode)
    .where(and(eq(sysSmsCode.mobile, mobile), gt(sysSmsCode.createTime, new Date(now - HOUR_MS))));
  return (row?.tries ?? 0) - (row?.used ?? 0);
}

/**
 * A new 6-digit code, unless this number got one within the resend interval or its hourly share,
 * the address its hourly share, or the number is locked by wrong codes. The checks and the insert
 * hold a per-number lock, so a burst of requests cannot all pass the checks.
 */
export async function issueSmsCode(
  db: Db,
  secret: string,
  input: { mobile: string; ip: string | null; purpose: SmsPurpose; scope?: string },
  limits: IssueLimits = SMS_CODE_LIMITS,
): Promise<IssueResult> {
  const { mobile, ip, purpose } = input;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SMS_LOCK}, hashtext(${mobile}))`);
    const now = Date.now();
    const hourAgo = new Date(now - HOUR_MS);
    await tx.delete(sysSmsCode).where(lt(sysSmsCode.createTime, hourAgo));
    if ((await failuresInHour(tx, mobile, now)) >= SMS_CODE_LIMITS.lockoutFailures) {
      return { ok: false, reason: 'locked' };
    }
    const recent = await tx
      .select({ createTime: sysSmsCode.createTime })
      .from(sysSmsCode)
      .where(and(eq(sysSmsCode.mobile, mobile), gt(sysSmsCode.createTime, hourAgo)))
      .orderBy(desc(sysSmsCode.createTime));
    const last = recent[0]?.createTime.getTime() ?? 0;
    if (now - last < limits.resendMs || recent.length >= limits.perNumberPerHour) {
      return { ok: false, reason: 'limited' };
    }
    if (ip) {
      const [fromAddress] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(sysSmsCode)
        .where(and(eq(sysSmsCode.ip, ip), gt(sysSmsCode.createTime, hourAgo)));
      if ((fromAddress?.n ?? 0) >= limits.perAddressPerHour) return { ok: false, reason: 'limited' };
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const id = newId();
    await tx.insert(sysSmsCode).values({
      id,
      mobile,
      purpose,
      scope: input.scope ?? '',
      ip,
      codeHash: mac(secret, purpose, mobile, code),
      expiresAt: new Date(now + SMS_CODE_LIMITS.ttlMs),
    });
    return { ok: true, id, code };
  });
}

/** A code the gateway could not deliver: it cannot be used, but still counts against the limits. */
export async function withdrawSmsCode(db: Db, id: string): Promise<void> {
  await db
    .update(sysSmsCode)
    .set({ expiresAt: new Date(0) })
    .where(eq(sysSmsCode.id, id));
}

/**
 * Checks against the newest live code of this purpose; a hit consumes it, five tries burn it, and
 * ten wrong tries within the hour lock the number. A right code sent for another scope is
 * `elsewhere`: it stays live for its own page and the try counts (only the phone's holder can
 * learn this, as only they know the code). The try is counted (atomically, in SQL) before
 * the comparison and only the request that marks the code used wins, so parallel guesses get five
 * tries in total and a code is used once. With `keep` (Vue3 asks for the departments before it
 * signs in with the same code) a hit leaves the code live and its try uncounted; a miss counts
 * like any other.
 */
export async function checkSmsCode(
  db: Db,
  secret: string,
  input: { mobile: string; code: string; purpose: SmsPurpose; scope?: string; keep?: boolean },
): Promise<CheckResult> {
  const { mobile, code, purpose } = input;
  if ((await failuresInHour(db, mobile, Date.now())) >= SMS_CODE_LIMITS.lockoutFailures) return 'locked';
  const live = and(eq(sysSmsCode.mobile, mobile), eq(sysSmsCode.purpose, purpose), isNull(sysSmsCode.usedAt));
  const [latest] = await db
    .select({ id: sysSmsCode.id })
    .from(sysSmsCode)
    .where(and(live, gt(sysSmsCode.expiresAt, new Date())))
    .orderBy(desc(sysSmsCode.createTime))
    .limit(1);
  if (!latest) return 'wrong';
  const [row] = await db
    .update(sysSmsCode)
    .set({ attempts: sql`${sysSmsCode.attempts} + 1` })
    .where(
      and(
        eq(sysSmsCode.id, latest.id),
        isNull(sysSmsCode.usedAt),
        lt(sysSmsCode.attempts, SMS_CODE_LIMITS.triesPerCode),
        gt(sysSmsCode.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!row || row.codeHash !== mac(secret, purpose, mobile, code.trim())) return 'wrong';
  if (row.scope !== (input.scope ?? '')) return 'elsewhere';
  if (input.keep) {
    await db
      .update(sysSmsCode)
      .set({ attempts: sql`${sysSmsCode.attempts} - 1` })
      .where(eq(sysSmsCode.id, row.id));
    return 'ok';
  }
  const used = await db
    .update(sysSmsCode)
    .set({ usedAt: new Date(), expiresAt: new Date(0) })
    .where(and(eq(sysSmsCode.id, row.id), isNull(sysSmsCode.usedAt)))
    .returning({ id: sysSmsCode.id });
  return used.length > 0 ? 'ok' : 'wrong';
}
