import type { LoginResult, PermissionNode, Role, UserInfo, UserRecord } from '@xinmiao/shared';

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
    belongDepIds: null,
    departIds: null,
    departIds_dictText: null,
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

/** The signed-in user as login and selectDepart send it. */
export function userInfo(fields: Pick<UserInfo, 'username' | 'realname'> & Partial<UserInfo>): UserInfo {
  return {
    id: 'u1',
    avatar: null,
    birthday: null,
    sex: null,
    email: null,
    phone: null,
    orgCode: null,
    orgCodeTxt: null,
    loginTenantId: 1000,
    status: 1,
    delFlag: 0,
    workNo: null,
    post: null,
    telephone: null,
    userIdentity: 2,
    departIds: null,
    relTenantIds: '1000',
    homePath: null,
    createBy: null,
    createTime: null,
    updateBy: null,
    updateTime: null,
    lastPwdUpdateTime: null,
    mustChangePassword: false,
    ...fields,
  };
}

/** A sign-in's answer: the session `token` of a user of 心苗示范大学 who has one department at most. */
export function loginResult(token: string, user: Pick<UserInfo, 'username' | 'realname'>): LoginResult {
  return {
    token,
    userInfo: userInfo(user),
    departs: [],
    multi_depart: 1,
    sysAllDictItems: {},
    tenantList: [{ id: 1000, name: '心苗示范大学' }],
  };
}

/** A 子菜单 entry as 菜单管理 lists it, not changed by the school. */
export function menuNode(
  fields: Pick<PermissionNode, 'id' | 'name' | 'url' | 'component'> & Partial<PermissionNode>,
): PermissionNode {
  return {
    key: fields.id,
    title: fields.name,
    parentId: '0',
    componentName: null,
    redirect: null,
    menuType: 1,
    perms: null,
    permsType: '1',
    sortNo: 1,
    icon: null,
    route: true,
    leaf: false,
    keepAlive: false,
    hidden: false,
    alwaysShow: false,
    internalOrExternal: false,
    status: '1',
    ruleFlag: 0,
    overridden: false,
    ...fields,
  };
}
