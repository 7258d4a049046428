import { and, eq, inArray, ne } from 'drizzle-orm';
import { newId } from '../db/ids.ts';
import { sysUser, sysUserTenant } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import {
  freezeUser,
  type RevocationServices,
  revokeTenantMembership,
  revokeUserSessions,
} from './revocation.ts';
import { createStudentAccounts, type StudentAccountRequest } from './student-accounts.ts';
import { TenantDb } from './tenant-db.ts';
import { type TenantBrief, userTenants } from './tenants.ts';

type UserInsert = typeof sysUser.$inferInsert;
type UserRow = typeof sysUser.$inferSelect;

/** What a school fills in for a new account; the store adds the id, owner, stamps and membership. */
export type NewAccount = Omit<
  UserInsert,
  'id' | 'tenantId' | 'loginTenantId' | 'lastPwdUpdateTime' | 'createBy'
>;

/** The personal fields of an account an administrator or its owner may change. */
export type AccountProfile = Partial<
  Pick<
    UserInsert,
    | 'realname'
    | 'sex'
    | 'birthday'
    | 'phone'
    | 'email'
    | 'workNo'
    | 'telephone'
    | 'post'
    | 'userIdentity'
    | 'avatar'
  >
>;

/** JeecgBoot sys_user.status 2. */
const FROZEN = 2;

/**
 * The platform's account store. `sys_user` is a platform table (an account may serve several
 * schools), so feature modules change accounts only through these calls; which accounts a caller may
 * touch (its school's, within its data scope) is the module's check, made through `ctx.db` first.
 */
export class Accounts {
  private readonly db: Db;

  constructor(private readonly platform: RevocationServices) {
    this.db = platform.db;
  }

  /** SMS login finds the account by phone, so a number may belong to one live account only. */
  async phoneTaken(phone: string, exceptId?: string): Promise<boolean> {
    const [holder] = await this.db
      .select({ id: sysUser.id })
      .from(sysUser)
      .where(
        and(
          eq(sysUser.phone, phone),
          eq(sysUser.delFlag, 0),
          exceptId ? ne(sysUser.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    return holder !== undefined;
  }

  /** Of `phones`, those a live account holds. */
  async takenPhones(phones: readonly string[]): Promise<Set<string | null>> {
    if (!phones.length) return new Set();
    const rows = await this.db
      .select({ phone: sysUser.phone })
      .from(sysUser)
      .where(and(eq(sysUser.delFlag, 0), inArray(sysUser.phone, [...phones])));
    return new Set(rows.map((r) => r.phone));
  }

  /** Of `usernames`, those the tenant's own accounts use (deleted ones included: the key is unique). */
  async takenUsernames(
    tenantId: number,
    usernames: readonly string[],
    exceptId?: string,
  ): Promise<Set<string>> {
    if (!usernames.length) return new Set();
    const rows = await this.db
      .select({ username: sysUser.username })
      .from(sysUser)
      .where(
        and(
          eq(sysUser.tenantId, tenantId),
          inArray(sysUser.username, [...usernames]),
          exceptId ? ne(sysUser.id, exceptId) : undefined,
        ),
      );
    return new Set(rows.map((r) => r.username));
  }

  /**
   * Creates one account per item, owned by `tenantId` and a member of it, and runs `then` for each
   * (roles, departments) in the same transaction: all of them are written or none.
   */
  async create<T>(
    tenantId: number,
    actor: string,
    items: readonly T[],
    accountOf: (item: T) => NewAccount,
    then: (tdb: TenantDb, userId: string, item: T) => Promise<void>,
  ): Promise<string[]> {
    return this.db.transaction(async (tx) => {
      const tdb = new TenantDb(tx, tenantId, actor);
      const ids: string[] = [];
      for (const item of items) {
        const id = newId();
        await tx.insert(sysUser).values({
          ...accountOf(item),
          id,
          tenantId,
          loginTenantId: tenantId,
          lastPwdUpdateTime: new Date(),
          createBy: actor,
        });
        await tdb.insert(sysUserTenant, { userId: id, status: 1 });
        await then(tdb, id, item);
        ids.push(id);
      }
      return ids;
    });
  }

  /**
   * Changes an account's profile (null: leaves it) and runs the school's own steps (`then`) in the
   * same transaction.
   */
  async change(
    tenantId: number,
    actor: string,
    userId: string,
    profile: AccountProfile | null,
    then: (tdb: TenantDb) => Promise<void>,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (profile) {
        await tx
          .update(sysUser)
          .set({ ...profile, updateBy: actor, updateTime: new Date() })
          .where(eq(sysUser.id, userId));
      }
      await then(new TenantDb(tx, tenantId, actor));
    });
  }

  /** The owner's own edit (账户设置); the updated row, or none when the account is gone. */
  async editOwn(userId: string, actor: string, profile: AccountProfile): Promise<UserRow | undefined> {
    const [user] = await this.db
      .update(sysUser)
      .set({ ...profile, updateBy: actor, updateTime: new Date() })
      .where(eq(sysUser.id, userId))
      .returning();
    return user;
  }

  /** Normal (1) or frozen (2); freezing ends the account's sessions at once. */
  async setStatus(userId: string, status: number, actor: string): Promise<void> {
    if (status === FROZEN) return freezeUser(this.platform, userId, actor);
    await this.db
      .update(sysUser)
      .set({ status, updateBy: actor, updateTime: new Date() })
      .where(eq(sysUser.id, userId));
  }

  /** Deletes an account (soft) and ends its sessions. */
  async remove(userId: string, actor: string): Promise<void> {
    await this.db
      .update(sysUser)
      .set({ delFlag: 1, updateBy: actor, updateTime: new Date() })
      .where(eq(sysUser.id, userId));
    await revokeUserSessions(this.platform, userId, 'removed');
  }

  /** A new password hash; every session of the account ends. */
  async setPassword(userId: string, passwordHash: string, actor: string): Promise<void> {
    await this.db
      .update(sysUser)
      .set({ password: passwordHash, lastPwdUpdateTime: new Date(), updateBy: actor, updateTime: new Date() })
      .where(eq(sysUser.id, userId));
    await revokeUserSessions(this.platform, userId, 'password');
  }

  /** The account leaves one school (its membership ends, its sessions there end). */
  leaveTenant(userId: string, tenantId: number, actor: string): Promise<void> {
    return revokeTenantMembership(this.platform, userId, tenantId, actor);
  }

  /** Accounts for the school's students that have none (see `createStudentAccounts`). */
  createStudents(tenantId: number, actor: string, students: readonly StudentAccountRequest[]) {
    return createStudentAccounts(this.db, tenantId, actor, students);
  }

  /** The schools the account belongs to. */
  tenants(userId: string): Promise<TenantBrief[]> {
    return userTenants(this.db, userId);
  }
}
