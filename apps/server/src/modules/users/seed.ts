import type { SeedingSchool } from '../../core/seed-spec.ts';
import { sysDepartRoleUser, sysUserDepart, sysUserRole, sysUserTenant } from '../../db/schema.ts';

/** The spec's members: their accounts, and their school, department, roles and department roles. */
export async function seedMembers(school: SeedingSchool): Promise<void> {
  const { tdb } = school;
  for (const user of school.spec.users) {
    const depart = school.departs.get(user.depart.join('/'));
    if (!depart) throw new Error(`seed: unknown depart ${user.depart.join('/')}`);
    const userId = await school.account(user, depart.orgCode);
    school.userIds.set(user.username, userId);
    await tdb.insert(sysUserTenant, { userId, status: 1, createBy: 'admin' });
    await tdb.insert(sysUserDepart, { userId, depId: depart.id });
    await tdb.insert(
      sysUserRole,
      user.roles.map((code) => ({ userId, roleId: school.roleIds.get(code) ?? '' })),
    );
    await tdb.insert(
      sysDepartRoleUser,
      (user.departRoles ?? []).map((code) => ({ userId, droleId: school.departRoleIds.get(code) ?? '' })),
    );
  }
}
