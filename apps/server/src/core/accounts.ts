import { PLATFORM_TENANT_ID, UserMsg } from '@xinmiao/shared';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { newId } from '../db/ids.ts';
import { sysUser, sysUserTenant } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { AppError } from './errors.ts';
import { randomInitialPassword } from './initial-password.ts';
import {
  freezeUser,
  type RevocationServices,
  revokeTenantMembership,
  revokeUserSessions,
} from './revocation.ts';
import {
  createStudentAccounts,
  hashAll,
  type IssuedAccount,
  type StudentAccountRequest,
} from './student-accounts.ts';
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
 * Who changes an account's credentials (password, phone, freeze state): a school's administrator
 * (`tenantId` is the school they act in), the platform operator, or the account's own user.
 */
export type CredentialChanger = { by: 'school' | 'platform' | 'self'; tenantId: number; actor: string };

/** What a school is told when an account it shares has its credentials changed elsewhere. */
export type AccountNotice = {
  username: string;
  realname: string | null;
  /** What changed: 密码, 手机号（短信登录）, 冻结状态（已冻结/已解冻）, 统一身份认证绑定. */
  change: string;
  by: CredentialChanger['by'];
};

/** Tells the administrators of the school `tdb` is bound to about a change (users module, app.ts). */
export type TellSchool = (tdb: TenantDb, notice: AccountNotice) => Promise<void>;

/** The changer of a signed-in request acting on someone else's account. */
export function adminChanger(ctx: { tenantId: number; username: string }): CredentialChanger {
  const by = ctx.tenantId === PLATFORM_TENANT_ID ? 'platform' : 'school';
  return { by, tenantId: ctx.tenantId, actor: ctx.username };
}

/**
 * The platform's account store. `sys_user` is a platform table (an account may serve several
 * schools), so feature modules change accounts only through these calls; which accounts a caller may
 * touch (its school's, within its data scope) is the module's check, made through `ctx.db` first.
 */
export class Accounts {
  private readonly db: Db;

  constructor(
    private readonly platform: RevocationServices,
    private readonly tellSchool: TellSchool = async () => {},
  ) {
    this.db = platform.db;
  }

  /**
   * Checks that `who` may change the account's credentials and returns the other schools to tell.
   * A school may change only accounts that belong to it alone: owned by it and a member of no other
   * school. Otherwise one school could take over a shared account and sign in to another school
   * with it. For a shared account only the platform operator or the user may.
   */
  async credentialSchools(userId: string, who: CredentialChanger): Promise<number[]> {
    const { owner, others } = await this.schoolsOf(userId, who.tenantId);
    if (who.by === 'school') {
      if (owner !== who.tenantId) throw new AppError(UserMsg.foreignAccount);
      if (others.length) throw new AppError(UserMsg.sharedAccount);
    }
    return others;
  }

  /** Owned by school `tenantId` and a member of no other school. */
  async ownedAlone(userId: string, tenantId: number): Promise<boolean> {
    const { owner, others } = await this.schoolsOf(userId, tenantId);
    return owner === tenantId && others.length === 0;
  }

  /** The owning school and the schools other than `tenantId` the account is an active member of. */
  private async schoolsOf(userId: string, tenantId: number): Promise<{ owner?: number; others: number[] }> {
    const [row] = await this.db
      .select({ tenantId: sysUser.tenantId })
      .from(sysUser)
      .where(eq(sysUser.id, userId));
    const others = (await userTenants(this.db, userId)).map((t) => t.id).filter((id) => id !== tenantId);
    return { owner: row?.tenantId, others };
  }

  /** Tells the administrators of each of `schools` what changed on the account. */
  private async tell(
    userId: string,
    schools: readonly number[],
    change: string,
    who: CredentialChanger,
  ): Promise<void> {
    if (!schools.length) return;
    const [user] = await this.db
      .select({ username: sysUser.username, realname: sysUser.realname })
      .from(sysUser)
      .where(eq(sysUser.id, userId));
    if (!user) return;
    for (const tenantId of schools) {
      await this.tellSchool(new TenantDb(this.db, tenantId, who.actor), { ...user, change, by: who.by });
    }
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

  /** The account's phone (the number SMS login and 修改手机 go by), null when it has none. */
  async phoneOf(userId: string): Promise<string | null> {
    const [row] = await this.db.select({ phone: sysUser.phone }).from(sysUser).where(eq(sysUser.id, userId));
    return row?.phone ?? null;
  }

  /** The account's stored avatar (an upload's key or name, or a data URL), null when it has none. */
  async avatarOf(userId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ avatar: sysUser.avatar })
      .from(sysUser)
      .where(eq(sysUser.id, userId));
    return row?.avatar ?? null;
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
    who: CredentialChanger,
    userId: string,
    profile: AccountProfile | null,
    then: (tdb: TenantDb) => Promise<void>,
  ): Promise<void> {
    const schools = await this.phoneCheck(userId, profile, who);
    await this.db.transaction(async (tx) => {
      if (profile) {
        await tx
          .update(sysUser)
          .set({ ...profile, updateBy: who.actor, updateTime: new Date() })
          .where(eq(sysUser.id, userId));
      }
      await then(new TenantDb(tx, who.tenantId, who.actor));
    });
    if (schools) await this.tell(userId, schools, '手机号（短信登录）', who);
  }

  /**
   * The phone signs in by SMS, so changing it is a credential change: `credentialSchools` applies.
   * Null when the profile leaves the phone as it is.
   */
  private async phoneCheck(
    userId: string,
    profile: AccountProfile | null,
    who: CredentialChanger,
  ): Promise<number[] | null> {
    if (!profile || profile.phone === undefined) return null;
    const [row] = await this.db.select({ phone: sysUser.phone }).from(sysUser).where(eq(sysUser.id, userId));
    if ((row?.phone ?? null) === (profile.phone ?? null)) return null;
    return this.credentialSchools(userId, who);
  }

  /** The owner's own edit (账户设置) in school `tenantId`; the updated row, or none when the account is gone. */
  async editOwn(
    userId: string,
    tenantId: number,
    actor: string,
    profile: AccountProfile,
  ): Promise<UserRow | undefined> {
    const who: CredentialChanger = { by: 'self', tenantId, actor };
    const schools = await this.phoneCheck(userId, profile, who);
    const [user] = await this.db
      .update(sysUser)
      .set({ ...profile, updateBy: actor, updateTime: new Date() })
      .where(eq(sysUser.id, userId))
      .returning();
    if (user && schools) await this.tell(userId, schools, '手机号（短信登录）', who);
    return user;
  }

  /** Normal (1) or frozen (2); freezing ends the account's sessions at once. */
  async setStatus(userId: string, status: number, who: CredentialChanger): Promise<void> {
    const schools = await this.credentialSchools(userId, who);
    if (status === FROZEN) await freezeUser(this.platform, userId, who.actor);
    else {
      await this.db
        .update(sysUser)
        .set({ status, updateBy: who.actor, updateTime: new Date() })
        .where(eq(sysUser.id, userId));
    }
    await this.tell(userId, schools, status === FROZEN ? '冻结状态（已冻结）' : '冻结状态（已解冻）', who);
  }

  /**
   * Unfreezes a self-registered account and runs the school's steps (its role, the decision) in the
   * same transaction: the account signs in with its role or not at all.
   */
  async activate(
    userId: string,
    who: CredentialChanger,
    then: (tdb: TenantDb) => Promise<void>,
  ): Promise<void> {
    await this.credentialSchools(userId, who);
    await this.db.transaction(async (tx) => {
      await tx
        .update(sysUser)
        .set({ status: 1, updateBy: who.actor, updateTime: new Date() })
        .where(eq(sysUser.id, userId));
      await then(new TenantDb(tx, who.tenantId, who.actor));
    });
  }

  /** Deletes an account (soft) and ends its sessions. */
  async remove(userId: string, actor: string): Promise<void> {
    await this.db
      .update(sysUser)
      .set({ delFlag: 1, updateBy: actor, updateTime: new Date() })
      .where(eq(sysUser.id, userId));
    await revokeUserSessions(this.platform, userId, 'removed');
  }

  /** A new password hash set by an administrator; every session of the account ends. */
  async setPassword(userId: string, passwordHash: string, who: CredentialChanger): Promise<void> {
    const schools = await this.credentialSchools(userId, who);
    await this.db
      .update(sysUser)
      .set({
        password: passwordHash,
        lastPwdUpdateTime: new Date(),
        updateBy: who.actor,
        updateTime: new Date(),
      })
      .where(eq(sysUser.id, userId));
    await revokeUserSessions(this.platform, userId, 'password');
    await this.tell(userId, schools, '密码', who);
  }

  /** The user changed their own password in school `tenantId`: the other schools are told. */
  async passwordChangedBySelf(userId: string, tenantId: number, actor: string): Promise<void> {
    const who: CredentialChanger = { by: 'self', tenantId, actor };
    await this.tell(userId, await this.credentialSchools(userId, who), '密码', who);
  }

  /**
   * The user bound (proving the password or the phone) or unbound a school's sign-in (统一身份认证)
   * on the account: a credential of its own, so the other schools of a shared account are told.
   */
  async signInBindingChangedBySelf(userId: string, tenantId: number, actor: string): Promise<void> {
    const who: CredentialChanger = { by: 'self', tenantId, actor };
    await this.tell(userId, await this.credentialSchools(userId, who), '统一身份认证绑定', who);
  }

  /**
   * New random initial passwords for student accounts (a lost account slip): each must be changed at
   * the next sign-in and every session ends. Returns user id → the password, for the new slip only.
   */
  async resetStudents(userIds: readonly string[], who: CredentialChanger): Promise<Map<string, string>> {
    for (const userId of userIds) await this.credentialSchools(userId, who);
    const passwords = userIds.map(() => randomInitialPassword());
    const hashes = await hashAll(passwords);
    await this.db.transaction(async (tx) => {
      for (const [i, userId] of userIds.entries()) {
        await tx
          .update(sysUser)
          .set({
            password: hashes[i] ?? '',
            pwdChangeRequired: 1,
            lastPwdUpdateTime: new Date(),
            updateBy: who.actor,
            updateTime: new Date(),
          })
          .where(eq(sysUser.id, userId));
      }
    });
    for (const userId of userIds) await revokeUserSessions(this.platform, userId, 'password');
    return new Map(userIds.map((id, i) => [id, passwords[i] ?? '']));
  }

  /** The account leaves one school (its membership ends, its sessions there end). */
  leaveTenant(userId: string, tenantId: number, actor: string): Promise<void> {
    return revokeTenantMembership(this.platform, userId, tenantId, actor);
  }

  /** Accounts for the school's students that have none (see `createStudentAccounts`). */
  createStudents(
    tenantId: number,
    actor: string,
    students: readonly StudentAccountRequest[],
  ): Promise<Map<string, IssuedAccount>> {
    return createStudentAccounts(this.db, tenantId, actor, students);
  }

  /** The schools the account belongs to. */
  tenants(userId: string): Promise<TenantBrief[]> {
    return userTenants(this.db, userId);
  }
}
