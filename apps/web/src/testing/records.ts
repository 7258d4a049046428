import type { Role, UserRecord } from '@xinmiao/shared';

/** A user row as 用户管理's list sends it; tests name only the fields they care about. */
export function userRecord(
  fields: Pick<UserRecord, 'id' | 'username' | 'realname'> & Partial<UserRecord>,
): UserRecord {
  return {
    avatar: null,
    birthday: null,
    sex: null,
    email: null,
    phone: null,
    orgCode: null,
    orgCodeTxt: null,
    status: 1,
    delFlag: 0,
    workNo: null,
    post: null,
    telephone: null,
    userIdentity: 1,
    homeTenant: true,
    createBy: 'admin',
    createTime: '2026-09-01 08:00:00',
    updateBy: null,
    updateTime: null,
    ...fields,
  };
}

/** A role as 角色管理 sends it. */
export function roleRecord(fields: Pick<Role, 'id' | 'roleName' | 'roleCode'> & Partial<Role>): Role {
  return {
    description: null,
    dataScope: 'all',
    tenantId: 1000,
    createBy: 'admin',
    createTime: '2026-09-01 08:00:00',
    updateBy: null,
    updateTime: null,
    ...fields,
  };
}
