import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { definePolicy, listCondition, type PolicyActor } from '../../../core/policy/policy.ts';
import { sysDepart, sysUser, sysUserDepart, sysUserTenant } from '../../../db/schema.ts';

/**
 * Which members of the school an administrator of 用户管理 (and its pickers) may see. A role's data
 * scope decides: `all` the whole school; `depart` the members of the caller's departments;
 * `depart_and_below` the members of those departments and everything under them; `self` only the
 * caller. A member belongs to several departments, so the department scopes ask whether any of them
 * fits. The policy is on the membership (`sys_user_tenant`): `sys_user` is a platform table.
 */
export const userPolicy = definePolicy({
  table: sysUserTenant,
  menuUrl: '/system/users',
  ruleFields: {
    username: sysUser.username,
    realname: sysUser.realname,
    workNo: sysUser.workNo,
    status: sysUser.status,
    sex: sysUser.sex,
  },
  reach: {
    anyOrgCode: (matches): SQL =>
      sql`exists (select 1 from ${sysUserDepart} inner join ${sysDepart} on ${and(
        eq(sysDepart.tenantId, sysUserDepart.tenantId),
        eq(sysDepart.id, sysUserDepart.depId),
      )} where ${and(
        eq(sysUserDepart.tenantId, sysUserTenant.tenantId),
        eq(sysUserDepart.userId, sysUserTenant.userId),
        matches(sysDepart.orgCode),
      )})`,
    owner: sql`(select ${sysUser.username} from ${sysUser} where ${sysUser.id} = ${sysUserTenant.userId})`,
  },
  actions: {},
});

/**
 * The condition on `selectMembers` rows (a membership joined to its account) that `actor` may see:
 * their scope, and always their own account (an administrator whose rights come only from a
 * department role has no data scope, yet manages their own profile).
 */
export async function membersVisibleTo(actor: PolicyActor): Promise<SQL | undefined> {
  const scope = await listCondition(actor, userPolicy);
  return scope === undefined ? undefined : or(scope, eq(sysUserTenant.userId, actor.userId));
}
