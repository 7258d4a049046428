import type { UserRecord } from '@xinmiao/shared';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { formatDateTime } from '../../core/time.ts';
import { sysDepart, sysUser, sysUserDepart, sysUserTenant } from '../../db/schema.ts';
import { membersVisibleTo } from './policies/user.ts';

/** The sys_user columns a listing reads: every field of the record, never the password hash. */
export const userFields = {
  id: sysUser.id,
  tenantId: sysUser.tenantId,
  username: sysUser.username,
  realname: sysUser.realname,
  avatar: sysUser.avatar,
  birthday: sysUser.birthday,
  sex: sysUser.sex,
  email: sysUser.email,
  phone: sysUser.phone,
  orgCode: sysUser.orgCode,
  status: sysUser.status,
  delFlag: sysUser.delFlag,
  workNo: sysUser.workNo,
  post: sysUser.post,
  telephone: sysUser.telephone,
  userIdentity: sysUser.userIdentity,
  createBy: sysUser.createBy,
  createTime: sysUser.createTime,
  updateBy: sysUser.updateBy,
  updateTime: sysUser.updateTime,
};

export type MemberRow = Awaited<ReturnType<typeof selectMembers>>[number];

/**
 * Live members of the caller's tenant (active membership, account not deleted), narrowed by `where`.
 * `sys_user` is a platform table; the tenant applies through `sys_user_tenant`, so another school's
 * account is never found here.
 */
export function selectMembers(db: TenantDb, where?: SQL) {
  return db
    .select(userFields)
    .from(sysUserTenant)
    .innerJoin(sysUser, eq(sysUser.id, sysUserTenant.userId))
    .where(and(eq(sysUserTenant.status, 1), where));
}

/**
 * One member by id within the caller's data scope (policies/user.ts), or undefined: another tenant's
 * id and a member out of reach read like a missing one.
 */
export async function findVisibleMember(ctx: AuthCtx, id: string): Promise<MemberRow | undefined> {
  const [row] = await selectMembers(ctx.db, and(eq(sysUser.id, id), await membersVisibleTo(ctx))).limit(1);
  return row;
}

/** Department names per user (`orgCodeTxt`), within the tenant. */
export async function departNames(db: TenantDb, userIds: readonly string[]): Promise<Map<string, string>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select({ userId: sysUserDepart.userId, name: sysDepart.departName })
    .from(sysUserDepart)
    .innerJoin(sysDepart, eq(sysDepart.id, sysUserDepart.depId))
    .where(inArray(sysUserDepart.userId, [...userIds]))
    .orderBy(asc(sysDepart.orgCode));
  const names = new Map<string, string[]>();
  for (const row of rows) names.set(row.userId, [...(names.get(row.userId) ?? []), row.name]);
  return new Map([...names].map(([id, list]) => [id, list.join(',')]));
}

export function toUserRecord(row: MemberRow, tenantId: number, orgCodeTxt: string | null): UserRecord {
  return {
    id: row.id,
    username: row.username,
    realname: row.realname,
    avatar: row.avatar,
    birthday: row.birthday,
    sex: row.sex,
    email: row.email,
    phone: row.phone,
    orgCode: row.orgCode,
    orgCodeTxt,
    status: row.status,
    delFlag: row.delFlag,
    workNo: row.workNo,
    post: row.post,
    telephone: row.telephone,
    userIdentity: row.userIdentity,
    homeTenant: row.tenantId === tenantId,
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime),
    updateBy: row.updateBy,
    updateTime: formatDateTime(row.updateTime),
  };
}

/** Rows as records, with their department names read in one query. */
export async function toUserRecords(db: TenantDb, rows: readonly MemberRow[]): Promise<UserRecord[]> {
  const names = await departNames(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toUserRecord(r, db.tenantId, names.get(r.id) ?? null));
}
