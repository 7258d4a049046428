import type { SeedingSchool } from '../../core/seed-spec.ts';
import { sysRole, sysRolePermission } from '../../db/schema.ts';

/** The spec's roles with their grants (the 学生 role every school gets comes with the new school). */
export async function seedRoles(school: SeedingSchool): Promise<void> {
  const { tdb } = school;
  for (const role of school.spec.roles) {
    const [roleId = ''] = await tdb.insert(sysRole, {
      roleName: role.name,
      roleCode: role.code,
      dataScope: role.dataScope,
      createBy: 'admin',
    });
    school.roleIds.set(role.code, roleId);
    const perms = await school.permissionIds(role.codes, role.pages);
    await tdb.insert(
      sysRolePermission,
      perms.map((permissionId) => ({ roleId, permissionId })),
    );
  }
}
