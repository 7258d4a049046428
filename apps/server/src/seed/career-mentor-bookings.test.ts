import { readFileSync } from 'node:fs';
import { and, eq, inArray, sql } from 'drizzle-orm';
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
  new URL('../../drizzle/0072_career_mentor_bookings.sql', import.meta.url),
  'utf8',
);
const BOOKING = ['counselling:booking:career', 'counselling:booking:edit', 'counselling:booking:list'];

/** The booking codes each school's role `code` holds, by tenant. */
async function bookingCodes(code: string): Promise<Map<number, string[]>> {
  const rows = await t.db
    .select({ tenantId: sysRole.tenantId, perms: sysPermission.perms })
    .from(sysRole)
    .innerJoin(
      sysRolePermission,
      and(eq(sysRolePermission.tenantId, sysRole.tenantId), eq(sysRolePermission.roleId, sysRole.id)),
    )
    .innerJoin(sysPermission, eq(sysPermission.id, sysRolePermission.permissionId))
    .where(and(eq(sysRole.roleCode, code), inArray(sysPermission.perms, BOOKING)));
  const out = new Map<number, string[]>();
  for (const r of rows) out.set(r.tenantId, [...(out.get(r.tenantId) ?? []), r.perms ?? ''].sort());
  return out;
}

/** A 生涯导师 role as schools seeded before 生涯咨询 have it: no booking code. */
async function dropMentorBookingGrants(): Promise<void> {
  await t.db.execute(sql`DELETE FROM sys_role_permission rp USING sys_role r, sys_permission p
    WHERE rp.role_id = r.id AND rp.permission_id = p.id AND r.role_code = 'shengya'
      AND p.perms LIKE 'counselling:booking:%'`);
}

describe('the 生涯导师 role of an existing school takes 生涯咨询 bookings', () => {
  it('migration 0072 gives it the booking codes, once, and no other role gains them', async () => {
    const fudaoyuanBefore = await bookingCodes('fudaoyuan');
    await dropMentorBookingGrants();
    expect((await bookingCodes('shengya')).size).toBe(0);
    for (const run of [1, 2]) {
      for (const statement of migration.split('--> statement-breakpoint'))
        await t.db.execute(sql.raw(statement));
      const codes = await bookingCodes('shengya');
      expect(codes.size, `run ${run}`).toBe(2);
      for (const held of codes.values()) expect(held).toEqual(BOOKING);
    }
    expect(await bookingCodes('fudaoyuan')).toEqual(fudaoyuanBefore);
  });

  it('a database from before counselling:booking:career gets it on the mentor role when the sync adds the code', async () => {
    await dropMentorBookingGrants();
    await t.db.delete(sysPermission).where(eq(sysPermission.perms, 'counselling:booking:career'));
    for (const statement of migration.split('--> statement-breakpoint'))
      await t.db.execute(sql.raw(statement));
    for (const held of (await bookingCodes('shengya')).values())
      expect(held).toEqual(['counselling:booking:edit', 'counselling:booking:list']);
    expect((await syncCatalog(t.db)).changed).toBe(true);
    for (const held of (await bookingCodes('shengya')).values()) expect(held).toEqual(BOOKING);
    // The centre's role is not given it (the seed does not), and a school's later choice is kept.
    for (const held of (await bookingCodes('xinli')).values())
      expect(held).not.toContain('counselling:booking:career');
    await dropMentorBookingGrants();
    expect((await syncCatalog(t.db)).changed).toBe(false);
    expect((await bookingCodes('shengya')).size).toBe(0);
  });
});
