import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids.ts';
import { sysPermission, sysRole } from '../../db/schema.ts';
import { createTestDb, type TestDb } from '../../test/test-db.ts';
import { TenantDb } from '../tenant-db.ts';
import { enterTenant } from './tenant-session.ts';
import { PLATFORM_TABLE_NAMES } from './tenant-tables.ts';

let db: TestDb;
let otherRoleId: string;
beforeAll(async () => {
  db = await createTestDb();
  const [role] = await db.db.select().from(sysRole).where(eq(sysRole.tenantId, 1001)).limit(1);
  otherRoleId = role?.id ?? '';
});
afterAll(() => db.drop());

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] =>
  result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows) ? result.rows : [];

describe('row-level security behind TenantDb', () => {
  it('a deliberately unscoped statement in a tenant transaction sees only that tenant', async () => {
    expect(otherRoleId).toMatch(/^\d{19}$/);
    const seen = await db.db.transaction(async (tx) => {
      await enterTenant(tx, 1000);
      return rowsOf(await tx.execute(sql`select tenant_id from sys_role`));
    });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((r) => Number(r.tenant_id) === 1000)).toBe(true);
  });

  it('refuses to write or change another tenant’s rows even when the statement names them', async () => {
    await db.db.transaction(async (tx) => {
      await enterTenant(tx, 1000);
      await tx.execute(sql`update sys_role set role_name = 'hacked' where id = ${otherRoleId}`);
    });
    const [after] = await db.db.select().from(sysRole).where(eq(sysRole.id, otherRoleId));
    expect(after?.roleName).not.toBe('hacked');
    await expect(
      db.db.transaction(async (tx) => {
        await enterTenant(tx, 1000);
        await tx.execute(
          sql`insert into sys_role (id, tenant_id, role_name, role_code) values ('1', 1001, 'x', 'smuggled')`,
        );
      }),
    ).rejects.toThrow();
    const smuggled = await db.db.select().from(sysRole).where(eq(sysRole.roleCode, 'smuggled'));
    expect(smuggled).toEqual([]);
  });

  it('a raw subquery slipped into a TenantDb select cannot count another tenant', async () => {
    const tdb = new TenantDb(db.db, 1000);
    const [row] = await tdb
      .select({ others: sql<number>`(select count(*) from sys_role where tenant_id = 1001)`.mapWith(Number) })
      .from(sysRole)
      .limit(1);
    expect(row?.others).toBe(0);
    const platform = rowsOf(
      await db.db.execute(sql`select count(*) as n from sys_role where tenant_id = 1001`),
    );
    expect(Number(platform[0]?.n)).toBeGreaterThan(0);
  });

  it('with no tenant set, the application role sees nothing', async () => {
    const seen = await db.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', 'xinmiao_app', true)`);
      return rowsOf(await tx.execute(sql`select id from sys_role`));
    });
    expect(seen).toEqual([]);
  });

  it("a school's own menu rows (its online forms') show to that school only, the catalogue to every school", async () => {
    const own = newId();
    await db.db.insert(sysPermission).values({ id: own, ownerTenantId: 1001, name: '某校表单', menuType: 1 });
    const seenBy = (tenantId: number) =>
      db.db.transaction(async (tx) => {
        await enterTenant(tx, tenantId);
        return rowsOf(
          await tx.execute(sql`select count(*) filter (where id = ${own}) as own,
            count(*) filter (where owner_tenant_id is null) as catalogue from sys_permission`),
        )[0];
      });
    expect(Number((await seenBy(1001))?.own)).toBe(1);
    expect(Number((await seenBy(1000))?.own)).toBe(0);
    expect(Number((await seenBy(1000))?.catalogue)).toBeGreaterThan(50);
    await expect(
      db.db.transaction(async (tx) => {
        await enterTenant(tx, 1000);
        await tx.execute(
          sql`insert into sys_permission (id, name, menu_type) values (${newId()}, '伪造目录', 1)`,
        );
      }),
    ).rejects.toThrow();
  });

  it('every table with a tenant_id has the policy, except the named platform tables', async () => {
    const tables = rowsOf(
      await db.db.execute(sql`
        select c.relname as name, c.relrowsecurity as rls,
               exists (select 1 from pg_policies p where p.tablename = c.relname and p.policyname = 'tenant_isolation') as policy
        from pg_class c join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
        where c.relkind = 'r'
          and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)
        order by 1`),
    );
    const unguarded = tables.filter((t) => !(t.rls === true && t.policy === true)).map((t) => t.name);
    expect(tables.length).toBeGreaterThan(15);
    expect(unguarded.sort()).toEqual([...PLATFORM_TABLE_NAMES].sort());
  });
});
