import { orgSegment } from '../../core/org-code.ts';
import type { DepartSpec, SeededDepart, SeedingSchool } from '../../core/seed-spec.ts';
import type { TenantDb, TenantInsert } from '../../core/tenant-db.ts';
import { newId } from '../../db/ids.ts';
import { sysDepart, sysDepartRole, sysDepartRolePermission } from '../../db/schema.ts';

/** The spec's department tree with JeecgBoot org codes (A01, A01A01, …), by path of names. */
async function seedDeparts(tdb: TenantDb, root: DepartSpec): Promise<Map<string, SeededDepart>> {
  const byPath = new Map<string, SeededDepart>();
  const rows: TenantInsert<typeof sysDepart>[] = [];
  const walk = (
    spec: DepartSpec,
    parent: { id: string; orgCode: string; path: string[] } | null,
    n: number,
  ) => {
    const id = newId();
    const orgCode = `${parent?.orgCode ?? ''}${orgSegment(n)}`;
    const path = [...(parent?.path ?? []), spec.name];
    rows.push({
      id,
      parentId: parent?.id ?? null,
      departName: spec.name,
      departOrder: n,
      orgCategory: spec.category,
      orgType: String(path.length),
      orgCode,
      createBy: 'admin',
    });
    byPath.set(path.join('/'), { id, orgCode, spec });
    for (const [i, child] of (spec.children ?? []).entries()) walk(child, { id, orgCode, path }, i + 1);
  };
  walk(root, null, 1);
  await tdb.insert(sysDepart, rows);
  return byPath;
}

/** The school's departments and its department roles with their grants. */
export async function seedDepartStructure(school: SeedingSchool): Promise<void> {
  const { tdb, spec } = school;
  for (const [path, depart] of await seedDeparts(tdb, spec.departs)) school.departs.set(path, depart);
  for (const dr of spec.departRoles) {
    const depart = school.departs.get(dr.depart.join('/'));
    if (!depart) throw new Error(`seed: unknown depart ${dr.depart.join('/')}`);
    const [roleId = ''] = await tdb.insert(sysDepartRole, {
      departId: depart.id,
      roleName: dr.name,
      roleCode: dr.code,
      createBy: 'admin',
    });
    school.departRoleIds.set(dr.code, roleId);
    const perms = await school.permissionIds(dr.codes, []);
    await tdb.insert(
      sysDepartRolePermission,
      perms.map((permissionId) => ({ departId: depart.id, roleId, permissionId })),
    );
  }
}
