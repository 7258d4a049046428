import type { UserRecord } from '@xinmiao/shared';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { type AvatarShown, consoleAvatars } from '../../core/files/console-avatars.ts';
import type { MediaLinks } from '../../core/files/media-links.ts';
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
  departIds: sysUser.departIds,
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

/** A user's departments in this tenant: ids and names in the same order (`belongDepIds`, `orgCodeTxt`). */
type Departments = { ids: string; names: string };

/** Department ids and names per user, within the tenant. */
export async function departNames(
  db: TenantDb,
  userIds: readonly string[],
): Promise<Map<string, Departments>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select({ userId: sysUserDepart.userId, id: sysDepart.id, name: sysDepart.departName })
    .from(sysUserDepart)
    .innerJoin(sysDepart, eq(sysDepart.id, sysUserDepart.depId))
    .where(inArray(sysUserDepart.userId, [...userIds]))
    .orderBy(asc(sysDepart.orgCode));
  const byUser = new Map<string, { id: string; name: string }[]>();
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  return new Map(
    [...byUser].map(([id, list]) => [
      id,
      { ids: list.map((d) => d.id).join(','), names: list.map((d) => d.name).join(',') },
    ]),
  );
}

/**
 * 负责部门 (`departIds`, ids kept on the account) as this tenant knows them: the ids of its own
 * departments, in the stored order, with their names (JeecgBoot's `departIds_dictText`). A shared
 * account's departments of another school are left out.
 */
async function headedDeparts(db: TenantDb, rows: readonly MemberRow[]): Promise<Map<string, Departments>> {
  const idsOf = (row: MemberRow) => (row.departIds ?? '').split(',').filter(Boolean);
  const all = [...new Set(rows.flatMap(idsOf))];
  if (!all.length) return new Map();
  const found = await db
    .select({ id: sysDepart.id, name: sysDepart.departName })
    .from(sysDepart)
    .where(inArray(sysDepart.id, all));
  const names = new Map(found.map((d) => [d.id, d.name]));
  return new Map(
    rows.map((row) => {
      const ids = idsOf(row).filter((id) => names.has(id));
      return [row.id, { ids: ids.join(','), names: ids.map((id) => names.get(id)).join(',') }];
    }),
  );
}

export function toUserRecord(
  row: MemberRow,
  tenantId: number,
  departs: Departments | undefined,
  headed: Departments | undefined,
  avatar: AvatarShown,
): UserRecord {
  return {
    id: row.id,
    username: row.username,
    realname: row.realname,
    avatar: avatar(row.avatar),
    birthday: row.birthday,
    sex: row.sex,
    email: row.email,
    phone: row.phone,
    orgCode: row.orgCode,
    orgCodeTxt: departs?.names || null,
    belongDepIds: departs?.ids || null,
    departIds: headed?.ids || null,
    departIds_dictText: headed?.names || null,
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

/**
 * Rows as records, with their departments and headed departments read in two queries, avatars as
 * the console that asks shows them (`consoleAvatars`).
 */
export async function toUserRecords(
  ctx: Pick<AuthCtx, 'db' | 'console'>,
  links: MediaLinks,
  rows: readonly MemberRow[],
): Promise<UserRecord[]> {
  const { db } = ctx;
  const departs = await departNames(
    db,
    rows.map((r) => r.id),
  );
  const headed = await headedDeparts(db, rows);
  const avatar = await consoleAvatars(db, links, ctx.console, rows);
  return rows.map((r) => toUserRecord(r, db.tenantId, departs.get(r.id), headed.get(r.id), avatar));
}
