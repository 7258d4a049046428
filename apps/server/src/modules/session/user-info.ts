import type { Depart, UserInfo } from '@xinmiao/shared';
import type { AvatarShown } from '../../core/files/console-avatars.ts';
import { formatDateTime } from '../../core/time.ts';
import type { sysDepart, sysUser } from '../../db/schema.ts';

export type UserRow = typeof sysUser.$inferSelect;
export type DepartRow = typeof sysDepart.$inferSelect;

/** SysUser as JeecgBoot serialises it: never the password hash. */
export function toUserInfo(
  user: UserRow,
  extra: { orgCodeTxt: string | null; tenantIds: number[]; avatar: AvatarShown },
): UserInfo {
  return {
    id: user.id,
    username: user.username,
    realname: user.realname,
    avatar: extra.avatar(user.avatar),
    birthday: user.birthday,
    sex: user.sex,
    email: user.email,
    phone: user.phone,
    orgCode: user.orgCode,
    orgCodeTxt: extra.orgCodeTxt,
    loginTenantId: user.loginTenantId,
    status: user.status,
    delFlag: user.delFlag,
    workNo: user.workNo,
    post: user.post,
    telephone: user.telephone,
    userIdentity: user.userIdentity,
    departIds: user.departIds,
    relTenantIds: extra.tenantIds.join(','),
    homePath: user.homePath,
    createBy: user.createBy,
    createTime: formatDateTime(user.createTime),
    updateBy: user.updateBy,
    updateTime: formatDateTime(user.updateTime),
    lastPwdUpdateTime: formatDateTime(user.lastPwdUpdateTime),
    mustChangePassword: user.pwdChangeRequired === 1,
  };
}

/** SysDepart row as the console reads it (`departs`, `getCurrentUserDeparts`). */
export function toDepart(d: DepartRow): Depart & Record<string, unknown> {
  return {
    id: d.id,
    parentId: d.parentId,
    departName: d.departName,
    departNameEn: d.departNameEn,
    departNameAbbr: d.departNameAbbr,
    departOrder: d.departOrder,
    description: d.description,
    orgCategory: d.orgCategory,
    orgType: d.orgType,
    orgCode: d.orgCode,
    mobile: d.mobile,
    fax: d.fax,
    address: d.address,
    memo: d.memo,
    status: String(d.status),
    delFlag: String(d.delFlag),
    tenantId: d.tenantId,
    createBy: d.createBy,
    createTime: formatDateTime(d.createTime),
    updateBy: d.updateBy,
    updateTime: formatDateTime(d.updateTime),
  };
}
