import type { PermissionCode } from '@xinmiao/shared';
import { and, eq } from 'drizzle-orm';
import { FormTables } from '../core/form-tables.ts';
import { setUpSchool } from '../core/module.ts';
import { hashPassword } from '../core/password.ts';
import type { SeedingSchool, TenantSpec, UserSpec } from '../core/seed-spec.ts';
import { createStudentAccounts } from '../core/student-accounts.ts';
import { TenantDb } from '../core/tenant-db.ts';
import { newId } from '../db/ids.ts';
import { sysTenant, sysUser } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { MODULES } from '../modules/index.ts';
import { allPermissionIds, type CatalogIds, withAncestors } from './catalog.ts';

export type PasswordFor = (username: string) => string;

async function grantIds(
  db: Db,
  tenantId: number,
  ids: CatalogIds,
  codes: readonly PermissionCode[] | 'all',
  pages: readonly string[],
): Promise<string[]> {
  if (codes === 'all') return allPermissionIds(db, tenantId);
  const direct = [...codes.map((c) => ids.buttons.get(c)), ...pages.map((p) => ids.menus.get(p))].filter(
    (id): id is string => !!id,
  );
  return withAncestors(db, direct);
}

async function existingUser(db: Db, homeTenant: number, username: string): Promise<string> {
  const [row] = await db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(and(eq(sysUser.tenantId, homeTenant), eq(sysUser.username, username)));
  if (!row) throw new Error(`seed: ${username} of tenant ${homeTenant} must be seeded first`);
  return row.id;
}

/**
 * Seeds one school from its spec: its `sys_tenant` row, each module's seed step in the module
 * list's order, then what every new school starts with. Returns the accounts created, username →
 * password.
 */
export async function seedTenant(
  db: Db,
  ids: CatalogIds,
  spec: TenantSpec,
  passwordFor: PasswordFor,
  passwordCost?: number,
): Promise<Map<string, string>> {
  await db.insert(sysTenant).values({
    id: spec.id,
    name: spec.name,
    houseNumber: spec.houseNumber,
    regionCode: spec.regionCode ?? null,
    createBy: 'admin',
  });
  const passwords = new Map<string, string>();
  const createUser = async (user: UserSpec, orgCode: string): Promise<string> => {
    const password = passwordFor(user.username);
    passwords.set(user.username, password);
    const userId = newId();
    await db.insert(sysUser).values({
      id: userId,
      tenantId: user.platform ? 0 : spec.id,
      username: user.username,
      realname: user.realname,
      password: await hashPassword(password, passwordCost),
      post: user.post,
      phone: user.phone || null,
      sex: user.sex,
      orgCode,
      loginTenantId: spec.id,
      createBy: 'admin',
    });
    return userId;
  };
  const school: SeedingSchool = {
    tdb: new TenantDb(db, spec.id),
    spec,
    permissionIds: (codes, pages) => grantIds(db, spec.id, ids, codes, pages),
    account: (user, orgCode) =>
      user.homeTenant ? existingUser(db, user.homeTenant, user.username) : createUser(user, orgCode),
    // Demo students get the seed's passwords (SEED_ADMIN_PASSWORD, or generated and printed once).
    studentAccounts: async (students) => {
      const passwordOf = (studentNo: string) => {
        const password = passwordFor(studentNo);
        passwords.set(studentNo, password);
        return password;
      };
      const made = await createStudentAccounts(db, spec.id, 'admin', students, passwordOf);
      return new Map([...made].map(([studentNo, account]) => [studentNo, account.userId]));
    },
    departs: new Map(),
    roleIds: new Map(),
    departRoleIds: new Map(),
    userIds: new Map(),
    formTables: new FormTables(db),
  };
  for (const m of MODULES) await m.seed?.school?.(school);
  await setUpSchool(MODULES, db, spec.id, 'admin');
  return passwords;
}
