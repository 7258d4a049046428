import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysPermission, sysRole, sysRolePermission } from '../db/schema.ts';
import { createTestDb, type TestDb } from '../test/test-db.ts';
import { syncCatalog } from './catalog.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.drop());

const migration = readFileSync(
  new URL('../../drizzle/0079_career_mentor_review.sql', import.meta.url),
  'utf8',
);
const CODE = 'career:result:review';

/** How many schools' role `code` holds the career review code. */
async function schoolsHolding(code: string): Promise<number> {
  const rows = await t.db
    .select({ tenantId: sysRole.tenantId })
    .from(sysRole)
    .innerJoin(
      sysRolePermission,
      and(eq(sysRolePermission.tenantId, sysRole.tenantId), eq(sysRolePermission.roleId, sysRole.id)),
    )
    .innerJoin(sysPermission, eq(sysPermission.id, sysRolePermission.permissionId))
    .where(and(eq(sysRole.roleCode, code), eq(sysPermission.perms, CODE)));
  return new Set(rows.map((r) => r.tenantId)).size;
}

async function dropMentorGrant(): Promise<void> {
  await t.db.execute(sql`DELETE FROM sys_role_permission rp USING sys_role r, sys_permission p
    WHERE rp.role_id = r.id AND rp.permission_id = p.id AND r.role_code = 'shengya' AND p.perms = ${CODE}`);
}

async function runMigration(): Promise<void> {
  for (const statement of migration.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));
}

describe('the 生涯导师 role of an existing school reviews invalid career sheets', () => {
  it('is seeded with the code; migration 0079 grants it once to schools that lack it, to no other role', async () => {
    expect(await schoolsHolding('shengya')).toBe(2);
    await dropMentorGrant();
    expect(await schoolsHolding('shengya')).toBe(0);
    for (const run of [1, 2]) {
      await runMigration();
      expect(await schoolsHolding('shengya'), `run ${run}`).toBe(2);
    }
    expect(await schoolsHolding('xinli')).toBe(0);
    expect(await schoolsHolding('fudaoyuan')).toBe(0);
  });

  it('a database from before the code gets it on the mentor role when the catalogue sync adds it', async () => {
    await dropMentorGrant();
    await t.db.delete(sysPermission).where(eq(sysPermission.perms, CODE));
    await runMigration();
    expect(await schoolsHolding('shengya')).toBe(0);
    expect((await syncCatalog(t.db)).changed).toBe(true);
    expect(await schoolsHolding('shengya')).toBe(2);
    expect(await schoolsHolding('xinli')).toBe(0);
  });
});
