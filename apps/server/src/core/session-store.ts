import { ONLINE_SESSIONS_MAX } from '@xinmiao/shared';
import { and, desc, eq, exists, gt, ilike, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { sysSession, sysTenant, sysUser, sysUserTenant } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import type { RevokeReason, SessionEndReason } from '../realtime/events.ts';
import { type Cache, orMiss } from './cache.ts';
import { likeContains } from './query.ts';
import { tenantInTerm } from './tenants.ts';
import { newToken, sha256 } from './tokens.ts';

export const SESSION_TTL_MS = 7 * 24 * 3600_000;
const CACHE_TTL_S = 60;
const TOUCH_EVERY_MS = 60_000;
const TOMBSTONE = 'revoked';

export type Session = {
  tokenHash: string;
  userId: string;
  username: string;
  tenantId: number;
  orgCode: string | null;
  expiresAt: number;
  /** The account is on its initial (or a reset) password: it may do nothing else until it changes it. */
  mustChangePassword: boolean;
  /** Signed in through one school's own sign-in: it stays in that school. */
  pinned?: boolean;
};

/** Whose a session is: the user, and the tenant it is bound to. */
export type SessionOwner = { userId: string; tenantId: number };

/**
 * Cache entries read in the same round trip as a session, named for the owner this instance last
 * saw behind its token: the caller uses them only when the session still has that owner.
 */
export type ReadAlongside = { owner: SessionOwner; values: (string | null)[] };

/** Tokens whose owner an instance remembers (about 100 bytes each). */
const OWNERS_HELD = 10_000;

/** A row of 在线用户: who, from where, on what, since when (the token hash stays on the server). */
export type LiveSession = {
  sid: string;
  tokenHash: string;
  username: string;
  realname: string | null;
  ip: string | null;
  device: string | null;
  clientType: string;
  createTime: Date;
  lastSeen: Date;
};

/** Told which sessions ended (or switched tenant), so their websockets close on every instance. */
export type SessionEndListener = (tokenHashes: string[], reason: SessionEndReason) => Promise<void>;

/**
 * Opaque-token sessions: the client holds 32 random bytes, the database holds their SHA-256.
 * Sliding 7-day expiry, revocable, shared by every instance through the database; Redis (when
 * configured) caches lookups for a minute and revocation writes a tombstone there.
 */
export class SessionStore {
  private readonly touched = new Map<string, number>();
  /** The owner last seen behind each token, so a request's other cache reads go with its session's. */
  private readonly owners = new Map<string, SessionOwner>();

  constructor(
    private readonly db: Db,
    private readonly cache: Cache | null,
    private readonly onEnded: SessionEndListener = async () => {},
  ) {}

  private key(hash: string): string {
    return `sess:${hash}`;
  }

  async create(input: {
    userId: string;
    tenantId: number;
    orgCode: string | null;
    ip: string;
    device?: string | null;
    pinned?: boolean;
  }): Promise<string> {
    const token = newToken();
    const now = Date.now();
    await this.db.insert(sysSession).values({
      tokenHash: sha256(token),
      userId: input.userId,
      tenantId: input.tenantId,
      orgCode: input.orgCode,
      ip: input.ip,
      device: input.device ?? null,
      pinned: input.pinned ? 1 : 0,
      lastSeen: new Date(now),
      expiresAt: new Date(now + SESSION_TTL_MS),
    });
    return token;
  }

  async lookup(token: string): Promise<Session | null> {
    return (await this.lookupWith(token))?.session ?? null;
  }

  /**
   * The session, with the cache entries `alongside` names for its owner read in the same round
   * trip when this instance has seen the token before (a request's permission keys need the
   * session's user and tenant, so they would otherwise cost a second one).
   */
  async lookupWith(
    token: string,
    alongside?: (owner: SessionOwner) => string[],
  ): Promise<{ session: Session; alongside: ReadAlongside | null } | null> {
    if (!token || token.length > 256) return null;
    const hash = sha256(token);
    const owner = alongside ? this.owners.get(hash) : undefined;
    let cached: string | null = null;
    let read: ReadAlongside | null = null;
    if (this.cache && owner && alongside) {
      const keys = alongside(owner);
      const values = await orMiss(this.cache.mget([this.key(hash), ...keys]), null);
      cached = values?.[0] ?? null;
      if (values) read = { owner, values: values.slice(1) };
    } else if (this.cache) {
      cached = await orMiss(this.cache.get(this.key(hash)), null);
    }
    if (cached === TOMBSTONE) return null;
    let session = cached ? (JSON.parse(cached) as Session) : null;
    if (!session || session.expiresAt <= Date.now()) {
      session = await this.load(hash);
      if (!session) return null;
      if (this.cache)
        await orMiss(this.cache.set(this.key(hash), JSON.stringify(session), CACHE_TTL_S, 'nx'), false);
    }
    if (!owner || owner.userId !== session.userId || owner.tenantId !== session.tenantId) {
      if (this.owners.size >= OWNERS_HELD) this.owners.clear();
      this.owners.set(hash, { userId: session.userId, tenantId: session.tenantId });
    }
    await this.touch(hash);
    return { session, alongside: read };
  }

  private async load(hash: string): Promise<Session | null> {
    const [row] = await this.db
      .select({
        userId: sysSession.userId,
        tenantId: sysSession.tenantId,
        orgCode: sysSession.orgCode,
        pinned: sysSession.pinned,
        expiresAt: sysSession.expiresAt,
        username: sysUser.username,
        pwdChangeRequired: sysUser.pwdChangeRequired,
        tenantEnd: sysTenant.endDate,
      })
      .from(sysSession)
      .innerJoin(sysUser, eq(sysUser.id, sysSession.userId))
      .leftJoin(sysTenant, eq(sysTenant.id, sysSession.tenantId))
      .where(
        and(
          eq(sysSession.tokenHash, hash),
          gt(sysSession.expiresAt, new Date()),
          eq(sysUser.status, 1),
          eq(sysUser.delFlag, 0),
          // A session bound to a tenant dies with the membership (removed user, frozen tenant);
          // only platform accounts may hold a session outside every tenant.
          or(
            and(eq(sysSession.tenantId, 0), eq(sysUser.tenantId, 0)),
            exists(
              this.db
                .select({ one: sql`1` })
                .from(sysUserTenant)
                .innerJoin(sysTenant, eq(sysTenant.id, sysUserTenant.tenantId))
                .where(
                  and(
                    eq(sysUserTenant.tenantId, sysSession.tenantId),
                    eq(sysUserTenant.userId, sysSession.userId),
                    eq(sysUserTenant.status, 1),
                    eq(sysTenant.status, 1),
                    eq(sysTenant.delFlag, 0),
                    tenantInTerm(),
                  ),
                ),
            ),
          ),
        ),
      );
    if (!row) return null;
    const { tenantEnd, pwdChangeRequired, pinned, ...session } = row;
    // A cached session must not outlive its school's term: past the end date the next lookup
    // reloads it, and the database refuses it.
    const expiresAt = Math.min(row.expiresAt.getTime(), tenantEnd?.getTime() ?? Number.POSITIVE_INFINITY);
    return {
      tokenHash: hash,
      ...session,
      expiresAt,
      mustChangePassword: pwdChangeRequired === 1,
      pinned: pinned === 1,
    };
  }

  // Sliding expiry without a write per request: at most one touch per minute per instance.
  private async touch(hash: string): Promise<void> {
    const now = Date.now();
    if (now - (this.touched.get(hash) ?? 0) < TOUCH_EVERY_MS) return;
    this.touched.set(hash, now);
    if (this.touched.size > 10_000) this.touched.clear();
    await this.db
      .update(sysSession)
      .set({ lastSeen: new Date(now), expiresAt: new Date(now + SESSION_TTL_MS) })
      .where(eq(sysSession.tokenHash, hash));
  }

  /** Deletes the session (logout); false when the token named none. */
  async revoke(token: string): Promise<boolean> {
    const hash = sha256(token);
    return (await this.end(eq(sysSession.tokenHash, hash), 'logout')).length > 0;
  }

  /**
   * Ends every session of a user (password change, freeze), optionally keeping the caller's own;
   * returns the ended sessions' hashes.
   */
  async revokeUser(userId: string, reason: RevokeReason, keepHash?: string): Promise<string[]> {
    const where = keepHash
      ? and(eq(sysSession.userId, userId), ne(sysSession.tokenHash, keepHash))
      : eq(sysSession.userId, userId);
    return this.end(where, reason);
  }

  /** Drops one cached session so its next request reads the account afresh (a password just changed). */
  async forget(tokenHash: string): Promise<void> {
    await this.cache?.del([this.key(tokenHash)]);
  }

  /** The live sessions bound to a tenant (在线用户), newest activity first, at most `ONLINE_SESSIONS_MAX`. */
  async liveInTenant(tenantId: number, username?: string): Promise<LiveSession[]> {
    const where = and(
      eq(sysSession.tenantId, tenantId),
      gt(sysSession.expiresAt, new Date()),
      username ? ilike(sysUser.username, likeContains(username)) : undefined,
    );
    return this.db
      .select({
        sid: sysSession.sid,
        tokenHash: sysSession.tokenHash,
        username: sysUser.username,
        realname: sysUser.realname,
        ip: sysSession.ip,
        device: sysSession.device,
        clientType: sysSession.clientType,
        createTime: sysSession.createTime,
        lastSeen: sysSession.lastSeen,
      })
      .from(sysSession)
      .innerJoin(sysUser, eq(sysUser.id, sysSession.userId))
      .where(where)
      .orderBy(desc(sysSession.lastSeen))
      .limit(ONLINE_SESSIONS_MAX);
  }

  /**
   * 强制退出: ends the session `sid` if it is bound to `tenantId`; refuses the caller's own
   * (`selfHash`). Returns the ended session's username, or null when there was none.
   */
  async revokeInTenant(
    sid: string,
    tenantId: number,
    selfHash: string,
  ): Promise<{ username: string } | 'self' | null> {
    const [row] = await this.db
      .select({ tokenHash: sysSession.tokenHash, username: sysUser.username })
      .from(sysSession)
      .innerJoin(sysUser, eq(sysUser.id, sysSession.userId))
      .where(and(eq(sysSession.sid, sid), eq(sysSession.tenantId, tenantId)));
    if (!row) return null;
    if (row.tokenHash === selfHash) return 'self';
    const ended = await this.end(
      and(eq(sysSession.tokenHash, row.tokenHash), eq(sysSession.tenantId, tenantId)),
      'forced',
    );
    return ended.length ? { username: row.username } : null;
  }

  /** Ends the user's sessions bound to one tenant (removal from it). */
  async revokeUserInTenant(userId: string, tenantId: number): Promise<string[]> {
    return this.end(and(eq(sysSession.userId, userId), eq(sysSession.tenantId, tenantId)), 'removed');
  }

  /** Ends every session bound to a tenant (frozen, deleted, or its term over). */
  async revokeTenant(tenantId: number): Promise<string[]> {
    return this.end(eq(sysSession.tenantId, tenantId), 'frozen');
  }

  /** Drops the tenant's cached sessions so the next request of each reloads them (a changed term). */
  async forgetTenant(tenantId: number): Promise<void> {
    if (!this.cache) return;
    const rows = await this.db
      .select({ h: sysSession.tokenHash })
      .from(sysSession)
      .where(eq(sysSession.tenantId, tenantId));
    if (rows.length) await this.cache.del(rows.map((r) => this.key(r.h)));
  }

  /** Moves the session to another department or tenant; its sockets close when the tenant changes. */
  async update(hash: string, set: { tenantId: number; orgCode: string | null }): Promise<void> {
    const [before] = await this.db
      .select({ tenantId: sysSession.tenantId })
      .from(sysSession)
      .where(eq(sysSession.tokenHash, hash));
    await this.db.update(sysSession).set(set).where(eq(sysSession.tokenHash, hash));
    await this.cache?.del([this.key(hash)]);
    if (before && before.tenantId !== set.tenantId) await this.onEnded([hash], 'switched');
  }

  private async end(where: SQL | undefined, reason: RevokeReason): Promise<string[]> {
    const rows = await this.db.delete(sysSession).where(where).returning({ h: sysSession.tokenHash });
    const hashes = rows.map((r) => r.h);
    await this.tombstone(hashes);
    await this.onEnded(hashes, reason);
    return hashes;
  }

  async purgeExpired(): Promise<void> {
    await this.db.delete(sysSession).where(lt(sysSession.expiresAt, new Date()));
  }

  private async tombstone(hashes: string[]): Promise<void> {
    if (!this.cache) return;
    for (const hash of hashes) await this.cache.set(this.key(hash), TOMBSTONE, CACHE_TTL_S * 2);
  }
}
