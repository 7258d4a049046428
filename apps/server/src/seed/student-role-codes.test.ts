import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDENT_ROLE } from '../core/student-role.ts';
import { sysPermission, sysRole, sysRolePermission } from '../db/schema.ts';
import { createTestDb, type TestDb } from '../test/test-db.ts';
import { syncCatalog } from './catalog.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.drop());

const migration = readFileSync(new URL('../../drizzle/0058_student_role_codes.sql', import.meta.url), 'utf8');

/** The codes each school's 学生 role holds, by tenant. */
async function studentCodes(): Promise<Map<number, string[]>> {
  const rows = await t.db
    .select({ tenantId: sysRole.tenantId, perms: sysPermission.perms })
    .from(sysRole)
    .innerJoin(
      sysRolePermission,
      and(eq(sysRolePermission.tenantId, sysRole.tenantId), eq(sysRolePermission.roleId, sysRole.id)),
    )
    .innerJoin(sysPermission, eq(sysPermission.id, sysRolePermission.permissionId))
    .where(eq(sysRole.roleCode, STUDENT_ROLE.code));
  const out = new Map<number, string[]>();
  for (const r of rows) out.set(r.tenantId, [...(out.get(r.tenantId) ?? []), r.perms ?? ''].sort());
  return out;
}

async function dropCourseLearnGrants(): Promise<void> {
  await t.db.execute(sql`DELETE FROM sys_role_permission rp USING sys_role r, sys_permission p
    WHERE rp.role_id = r.id AND rp.permission_id = p.id AND r.role_code = 'student' AND p.perms = 'course:learn'`);
}

describe('the 学生 role of an existing school gains new student codes', () => {
  it('migration 0055 gives a 学生 role from before course:learn the code, once', async () => {
    await dropCourseLearnGrants();
    expect([...(await studentCodes()).values()].every((codes) => !codes.includes('course:learn'))).toBe(true);
    for (const run of [1, 2]) {
      for (const statement of migration.split('--> statement-breakpoint'))
        await t.db.execute(sql.raw(statement));
      const codes = await studentCodes();
      expect(codes.size, `run ${run}`).toBeGreaterThanOrEqual(2);
      for (const held of codes.values()) expect(held).toEqual(['course:learn', 'screening:answer']);
    }
  });

  it('the catalogue sync grants a student code to every 学生 role when the code first enters the catalogue', async () => {
    await dropCourseLearnGrants();
    await t.db.delete(sysPermission).where(eq(sysPermission.perms, 'course:learn'));
    expect((await syncCatalog(t.db)).changed).toBe(true);
    for (const held of (await studentCodes()).values())
      expect(held).toEqual(['course:learn', 'screening:answer']);
    // A school that then takes the code away keeps its choice: the next sync adds nothing.
    await dropCourseLearnGrants();
    expect((await syncCatalog(t.db)).changed).toBe(false);
    for (const held of (await studentCodes()).values()) expect(held).toEqual(['screening:answer']);
  });
});
