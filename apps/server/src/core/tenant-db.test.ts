import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysRole } from '../db/schema.ts';
import { createTestDb, type TestDb } from '../test/test-db.ts';
import { TenantDb } from './tenant-db.ts';

let db: TestDb;
let a: TenantDb;
let b: TenantDb;
let bRoleId: string;
beforeAll(async () => {
  db = await createTestDb();
  a = new TenantDb(db.db, 1000);
  b = new TenantDb(db.db, 1001);
  const role = await b.first(sysRole, eq(sysRole.roleCode, 'banzhuren'));
  bRoleId = role?.id ?? '';
});
afterAll(() => db.drop());

describe('TenantDb', () => {
  it('reads only its own tenant', async () => {
    expect(bRoleId).toMatch(/^\d{19}$/);
    expect(await a.byId(sysRole, bRoleId)).toBeUndefined();
    expect((await a.list(sysRole)).every((r) => r.tenantId === 1000)).toBe(true);
    expect(await a.count(sysRole, eq(sysRole.id, bRoleId))).toBe(0);
  });

  it('cannot update or delete another tenant row, nor move a row to another tenant', async () => {
    expect(await a.update(sysRole, { roleName: 'hacked' }, eq(sysRole.id, bRoleId))).toBe(0);
    expect(await a.delete(sysRole, eq(sysRole.id, bRoleId))).toBe(0);
    expect((await b.byId(sysRole, bRoleId))?.roleName).toBe('班主任');
    const sneaky = { roleName: 'moved', tenantId: 1000 } as { roleName: string };
    expect(await b.update(sysRole, sneaky, eq(sysRole.id, bRoleId))).toBe(1);
    expect((await b.byId(sysRole, bRoleId))?.tenantId).toBe(1001);
  });

  it('forces its tenant on insert whatever the values say', async () => {
    const values = { roleName: '测试', roleCode: 'probe', tenantId: 1001 } as {
      roleName: string;
      roleCode: string;
    };
    const [id = ''] = await a.insert(sysRole, values);
    expect((await a.byId(sysRole, id))?.tenantId).toBe(1000);
    expect(await b.byId(sysRole, id)).toBeUndefined();
  });

  it('keeps the tenant binding inside transactions', async () => {
    const seen = await a.transaction(async (tx) => tx.byId(sysRole, bRoleId));
    expect(seen).toBeUndefined();
  });

  it('runs steps of one platform transaction one at a time, each under its own tenant', async () => {
    // The seed runs module code that reads with Promise.all; on one connection two steps' role and
    // tenant switches would interleave and each would read under the other's setting.
    const seen = await db.db.transaction(async (tx) =>
      Promise.all(
        [1000, 1001, 1000, 1001].map(async (tenant) => {
          const rows = await new TenantDb(tx, tenant).list(sysRole);
          return rows.length > 0 && rows.every((r) => r.tenantId === tenant);
        }),
      ),
    );
    expect(seen).toEqual([true, true, true, true]);
  });

  it('runs after-commit work once the outermost transaction commits, and never after a rollback', async () => {
    const seen: string[] = [];
    /** What the hook finds: whether the role the transaction made is visible from outside it. */
    const check = (label: string, code: string) => async () => {
      seen.push(`${label}:${(await a.first(sysRole, eq(sysRole.roleCode, code))) ? 'stored' : 'missing'}`);
    };
    await a.transaction(async (tx) => {
      await tx.insert(sysRole, { roleName: '提交后', roleCode: 'after_commit' });
      await tx.transaction(async (inner) => inner.afterCommit(check('nested', 'after_commit')));
      await tx.as('someone').afterCommit(check('as', 'after_commit'));
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual(['nested:stored', 'as:stored']);
    await expect(
      a.transaction(async (tx) => {
        await tx.insert(sysRole, { roleName: '回滚', roleCode: 'rolled_back' });
        await tx.afterCommit(check('rolled back', 'rolled_back'));
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await a.afterCommit(check('outside', 'after_commit'));
    expect(seen).toEqual(['nested:stored', 'as:stored', 'outside:stored']);
  });
});

describe('TenantDb.pageTotal', () => {
  it('counts exactly up to the bound, then estimates without going below it', async () => {
    const own = await a.count(sysRole);
    expect(await a.pageTotal(sysRole)).toBe(own);
    expect(await a.pageTotal(sysRole, undefined, { exactUpTo: 2 })).toBeGreaterThanOrEqual(3);
    expect(await a.pageTotal(sysRole, eq(sysRole.id, bRoleId), { exactUpTo: 0 })).toBe(0);
    // An estimate the caller took already stands in for a second EXPLAIN past the bound.
    expect(await a.pageTotal(sysRole, undefined, { exactUpTo: 2, estimate: 777 })).toBe(777);
  });
});
