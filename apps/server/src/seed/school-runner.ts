import { and, eq } from 'drizzle-orm';
import { defaultJobs } from '../core/module.ts';
import { orgSegment } from '../core/org-code.ts';
import { hashPassword } from '../core/password.ts';
import { installDefaultJobs } from '../core/scheduler/default-jobs.ts';
import { createStudentAccounts } from '../core/student-accounts.ts';
import { studentRoleOf } from '../core/student-role.ts';
import { TenantDb, type TenantInsert } from '../core/tenant-db.ts';
import { newId } from '../db/ids.ts';
import {
  sysDepart,
  sysDepartRole,
  sysDepartRolePermission,
  sysDepartRoleUser,
  sysRole,
  sysRolePermission,
  sysTenant,
  sysUser,
  sysUserDepart,
  sysUserRole,
  sysUserTenant,
} from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { seedAppointments } from '../modules/appointments/seed.ts';
import { installDefaultReports } from '../modules/cgreport/default-reports.ts';
import { seedCrisisCases } from '../modules/crisis/seed.ts';
import { seedCheckRules } from '../modules/dict/check-rule-seed.ts';
import { DICTS } from '../modules/dict/dicts.ts';
import { installDicts } from '../modules/dict/seed.ts';
import { MODULES } from '../modules/index.ts';
import { type SeededDepart, seedSchool } from '../modules/school/seed.ts';
import { seedScreening } from '../modules/screening/seed.ts';
import { allPermissionIds, type CatalogIds, withAncestors } from './catalog.ts';
import type { DepartSpec, TenantSpec, UserSpec } from './demo-schools.ts';

/** The demo school that gets example warning cases. */
const DEMO_UNIVERSITY = 1000;

async function grantIds(
  db: Db,
  ids: CatalogIds,
  codes: string[] | 'all',
  pages: string[],
): Promise<string[]> {
  if (codes === 'all') return allPermissionIds(db);
  const direct = [...codes.map((c) => ids.buttons.get(c)), ...pages.map((p) => ids.menus.get(p))].filter(
    (id): id is string => !!id,
  );
  return withAncestors(db, direct);
}

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

/** One tenant's structure, roles, grants, dictionaries and users; returns username → password. */
type PasswordFor = (username: string) => string;

async function createUser(
  db: Db,
  tenantId: number,
  user: UserSpec,
  orgCode: string,
  passwordFor: PasswordFor,
  passwords: Map<string, string>,
  passwordCost: number | undefined,
): Promise<string> {
  const password = passwordFor(user.username);
  passwords.set(user.username, password);
  const userId = newId();
  await db.insert(sysUser).values({
    id: userId,
    tenantId: user.platform ? 0 : tenantId,
    username: user.username,
    realname: user.realname,
    password: await hashPassword(password, passwordCost),
    post: user.post,
    phone: user.phone || null,
    sex: user.sex,
    orgCode,
    loginTenantId: tenantId,
    createBy: 'admin',
  });
  return userId;
}

async function existingUser(db: Db, homeTenant: number, username: string): Promise<string> {
  const [row] = await db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(and(eq(sysUser.tenantId, homeTenant), eq(sysUser.username, username)));
  if (!row) throw new Error(`seed: ${username} of tenant ${homeTenant} must be seeded first`);
  return row.id;
}

export async function seedTenant(
  db: Db,
  ids: CatalogIds,
  spec: TenantSpec,
  passwordFor: (username: string) => string,
  passwordCost?: number,
): Promise<Map<string, string>> {
  const tdb = new TenantDb(db, spec.id);
  await db
    .insert(sysTenant)
    .values({ id: spec.id, name: spec.name, houseNumber: spec.houseNumber, createBy: 'admin' });
  const departs = await seedDeparts(tdb, spec.departs);
  await installDicts(tdb, DICTS);
  await seedCheckRules(tdb);
  await installDefaultJobs(db, defaultJobs(MODULES), spec.id, 'admin');
  await installDefaultReports(new TenantDb(db, spec.id, 'admin'));

  const roleIds = new Map<string, string>();
  for (const role of spec.roles) {
    const [roleId = ''] = await tdb.insert(sysRole, {
      roleName: role.name,
      roleCode: role.code,
      dataScope: role.dataScope,
      createBy: 'admin',
    });
    roleIds.set(role.code, roleId);
    const perms = await grantIds(db, ids, role.codes, role.pages);
    await tdb.insert(
      sysRolePermission,
      perms.map((permissionId) => ({ roleId, permissionId })),
    );
  }
  await studentRoleOf(db, spec.id, 'admin');

  const departRoleIds = new Map<string, string>();
  for (const dr of spec.departRoles) {
    const depart = departs.get(dr.depart.join('/'));
    if (!depart) throw new Error(`seed: unknown depart ${dr.depart.join('/')}`);
    const [roleId = ''] = await tdb.insert(sysDepartRole, {
      departId: depart.id,
      roleName: dr.name,
      roleCode: dr.code,
      createBy: 'admin',
    });
    departRoleIds.set(dr.code, roleId);
    const perms = await grantIds(db, ids, dr.codes, []);
    await tdb.insert(
      sysDepartRolePermission,
      perms.map((permissionId) => ({ departId: depart.id, roleId, permissionId })),
    );
  }

  const passwords = new Map<string, string>();
  const userIds = new Map<string, string>();
  for (const user of spec.users) {
    const depart = departs.get(user.depart.join('/'));
    if (!depart) throw new Error(`seed: unknown depart ${user.depart.join('/')}`);
    const userId = user.homeTenant
      ? await existingUser(db, user.homeTenant, user.username)
      : await createUser(db, spec.id, user, depart.orgCode, passwordFor, passwords, passwordCost);
    userIds.set(user.username, userId);
    await tdb.insert(sysUserTenant, { userId, status: 1, createBy: 'admin' });
    await tdb.insert(sysUserDepart, { userId, depId: depart.id });
    await tdb.insert(
      sysUserRole,
      user.roles.map((code) => ({ userId, roleId: roleIds.get(code) ?? '' })),
    );
    await tdb.insert(
      sysDepartRoleUser,
      (user.departRoles ?? []).map((code) => ({ userId, droleId: departRoleIds.get(code) ?? '' })),
    );
  }
  await seedSchool(tdb, spec, departs, userIds);
  await seedScreening(tdb, departs, (students) => createStudentAccounts(db, spec.id, 'admin', students));
  if (spec.id === DEMO_UNIVERSITY) await seedCrisisCases(tdb, userIds);
  if (spec.id === 1000) await seedAppointments(tdb, userIds);
  return passwords;
}
