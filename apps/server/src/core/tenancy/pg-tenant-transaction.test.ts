import { and, asc, eq, like, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema.ts';
import { sysAnnouncement, sysRole } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import { countDatabaseWrites } from '../../test/database-writes.ts';
import { createTestDb, type TestDb } from '../../test/test-db.ts';
import { TenantDb } from '../tenant-db.ts';
import { beginTenantText, pgTenantTransaction, poolOf } from './pg-tenant-transaction.ts';

let db: TestDb;
/** One connection, so what a tenant statement leaves on it is what the next user of it gets. */
let single: Db;
let closeSingle: () => Promise<void> = async () => {};
let ownRoleId: string;

beforeAll(async () => {
  db = await createTestDb();
  const pool = poolOf(db.db);
  if (pool) {
    const one = new pg.Pool({ ...pool.options, max: 1 });
    single = drizzle(one, { schema });
    closeSingle = () => one.end();
  } else {
    single = db.db;
  }
  const [role] = await db.db.select().from(sysRole).where(eq(sysRole.tenantId, 1000)).limit(1);
  ownRoleId = role?.id ?? '';
});
afterAll(async () => {
  await closeSingle();
  await db.drop();
});

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] =>
  result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows) ? result.rows : [];

const connectionState = async () =>
  rowsOf(
    await single.execute(
      sql`select current_user as who, coalesce(current_setting('xinmiao.tenant_id', true), '') as tenant`,
    ),
  )[0];

describe('a standalone TenantDb statement', () => {
  it('runs as the application role for its tenant and leaves the connection as it found it', async () => {
    const before = await connectionState();
    expect(before?.who).not.toBe('xinmiao_app');
    const [inside] = await new TenantDb(single, 1000)
      .select({
        who: sql<string>`current_user`,
        tenant: sql<string>`current_setting('xinmiao.tenant_id')`,
        others: sql<number>`(select count(*) from sys_role where tenant_id = 1001)`.mapWith(Number),
      })
      .from(sysRole)
      .limit(1);
    expect(inside).toEqual({ who: 'xinmiao_app', tenant: '1000', others: 0 });
    expect(await connectionState()).toEqual({ who: before?.who, tenant: '' });
  });

  it('a failing statement rolls back and still leaves the connection as the owner, no tenant set', async () => {
    const before = await connectionState();
    await expect(
      new TenantDb(single, 1000).select({ x: sql<number>`1 / 0` }).from(sysRole).limit(1),
    ).rejects.toThrow();
    expect(await connectionState()).toEqual({ who: before?.who, tenant: '' });
  });

  it('cannot change another tenant’s row even when its statement names it', async () => {
    const [other] = await db.db.select().from(sysRole).where(eq(sysRole.tenantId, 1001)).limit(1);
    const tdb = new TenantDb(single, 1000);
    const changed = await tdb.update(
      sysRole,
      { roleName: 'hacked' },
      sql`${sysRole.id} = ${other?.id ?? ''} or true`,
    );
    expect(changed).toBeGreaterThan(0);
    const [after] = await db.db
      .select()
      .from(sysRole)
      .where(eq(sysRole.id, other?.id ?? ''));
    expect(after?.roleName).not.toBe('hacked');
    const [own] = await db.db.select().from(sysRole).where(eq(sysRole.id, ownRoleId));
    expect(own?.roleName).toBe('hacked');
  });

  it('a transaction keeps its writes together: a failure inside undoes the earlier write', async () => {
    const tdb = new TenantDb(single, 1000);
    await expect(
      tdb.transaction(async (tx) => {
        await tx.update(sysRole, { roleName: 'undone' }, eq(sysRole.id, ownRoleId));
        await tx.select({ x: sql<number>`1 / 0` }).from(sysRole).limit(1);
      }),
    ).rejects.toThrow();
    const [own] = await db.db.select().from(sysRole).where(eq(sysRole.id, ownRoleId));
    expect(own?.roleName).toBe('hacked');
    expect(await connectionState()).toMatchObject({ tenant: '' });
  });
});

/** Writes this process makes to the database's server while `work` runs (each wakes the database). */
async function writesDuring(work: () => Promise<unknown>): Promise<number> {
  const writes = countDatabaseWrites(db.db);
  let count = 0;
  try {
    await work();
  } finally {
    count = writes.stop();
  }
  return count;
}

describe('the tenant transaction travels with its statements (pg pipeline mode)', () => {
  const onPg = (writes: number) => (db.driver === 'pg' ? writes : 0);

  it('sends a standalone statement with its begin and commit in one write, and a transaction one write per statement and its commit', async () => {
    const tdb = new TenantDb(single, 1000);
    const roleName = sql<string>`role_name`;
    await tdb.select({ roleName }).from(sysRole).limit(1); // a connection in the pool
    expect(await writesDuring(() => tdb.select({ roleName }).from(sysRole).limit(1))).toBe(onPg(1));
    expect(await writesDuring(() => tdb.count(sysRole))).toBe(onPg(1));
    expect(
      await writesDuring(() =>
        tdb.transaction(async (tx) => {
          await tx.count(sysRole);
          await tx.update(sysRole, { description: 'pipelined' }, eq(sysRole.id, ownRoleId));
        }),
      ),
    ).toBe(onPg(3));
    // Work that reads nothing opens nothing.
    expect(await writesDuring(() => tdb.transaction(async () => 'nothing'))).toBe(0);
    const [own] = await db.db.select().from(sysRole).where(eq(sysRole.id, ownRoleId));
    expect(own?.description).toBe('pipelined');
    expect(await connectionState()).toMatchObject({ tenant: '' });
  });

  it('undoes a transaction whose first statement fails, and leaves the connection clean', async () => {
    const tdb = new TenantDb(single, 1000);
    await expect(
      tdb.transaction(async (tx) => {
        await tx.select({ x: sql<number>`1 / 0` }).from(sysRole).limit(1);
        await tx.update(sysRole, { description: 'never' }, eq(sysRole.id, ownRoleId));
      }),
    ).rejects.toThrow();
    // The same connection serves the next school's work as usual.
    expect(await new TenantDb(single, 1001).count(sysRole, eq(sysRole.id, ownRoleId))).toBe(0);
    const [own] = await db.db.select().from(sysRole).where(eq(sysRole.id, ownRoleId));
    expect(own?.description).not.toBe('never');
    expect(await connectionState()).toMatchObject({ tenant: '' });
  });

  it('refuses a second statement in work declared as one, before it could run outside the tenant', async () => {
    const pool = poolOf(single);
    if (!pool) {
      expect(db.driver).toBe('pglite');
      return;
    }
    const ran: string[] = [];
    await expect(
      pgTenantTransaction(
        pool,
        1000,
        async (conn) => {
          ran.push(String(rowsOf(await conn.execute(sql`select current_user as who`))[0]?.who));
          await conn.execute(sql`select 2`);
        },
        true,
      ),
    ).rejects.toMatchObject({ cause: { message: 'a one-statement tenant call ran a second statement' } });
    expect(ran).toEqual(['xinmiao_app']);
    expect(await connectionState()).toMatchObject({ tenant: '' });
  });
});

describe('a list page through a kept statement (listPage)', () => {
  const preparedHere = async () =>
    Number(rowsOf(await single.execute(sql`select count(*) as n from pg_prepared_statements`))[0]?.n);
  const page = (tdb: TenantDb, n: number) =>
    tdb.listPage(
      sysRole,
      {},
      `shape ${n}`,
      // A different text per shape: each is a statement of its own.
      {
        where: and(sql.raw(`${n} = ${n}`), eq(sysRole.id, sql.placeholder('id'))),
        orderBy: [asc(sysRole.id)],
        limit: 5,
        offset: 0,
      },
      { id: ownRoleId },
    );

  it('answers as listWith does, for its own tenant only, and keeps at most 200 statements on a connection', async () => {
    const tdb = new TenantDb(single, 1000);
    const before = await preparedHere();
    const [plain] = await tdb.listWith(sysRole, {}, { where: eq(sysRole.id, ownRoleId) });
    expect(await page(tdb, 0)).toEqual([plain]);
    expect(await page(new TenantDb(single, 1001), 0)).toEqual([]);
    for (let n = 1; n <= 210; n++) await page(tdb, n);
    // PGlite keeps none (its transactions are not kept connections); PostgreSQL stops at the cap
    // (the two schools share `shape 0`'s statement: the tenant is one of its values).
    const kept = (await preparedHere()) - before;
    if (db.driver === 'pg') expect(kept).toBe(200);
    else expect(kept).toBe(0);
    expect(await page(tdb, 205)).toEqual([plain]);
  });
});

describe('an insert of a few rows through a kept statement', () => {
  it('stores what drizzle would (NULL, defaults, the stamps, each call its own values), one statement per shape', async () => {
    const pool = poolOf(db.db);
    const one = pool ? new pg.Pool({ ...pool.options, max: 1 }) : null;
    const conn: Db = one ? drizzle(one, { schema }) : db.db;
    try {
      const prepared = async () =>
        Number(rowsOf(await conn.execute(sql`select count(*) as n from pg_prepared_statements`))[0]?.n);
      const tdb = new TenantDb(conn, 1000, 'tester');
      const at = new Date('2026-11-29T08:00:00.000Z');
      const row = (n: number, endTime: Date | null) => ({
        titile: `kept-${n}`,
        msgContent: `第${n}条`,
        priority: n % 2 ? 'H' : 'M',
        endTime,
      });
      const before = await prepared();
      await tdb.insert(sysAnnouncement, row(1, at));
      await tdb.insert(sysAnnouncement, row(2, new Date(at.getTime() + 1000)));
      await tdb.insert(sysAnnouncement, row(3, null));
      await tdb.insert(sysAnnouncement, [row(4, at), row(5, null)]);
      const stored = await tdb.list(sysAnnouncement, {
        where: like(sysAnnouncement.titile, 'kept-%'),
        orderBy: [asc(sysAnnouncement.titile)],
      });
      expect(
        stored.map((r) => [r.titile, r.msgContent, r.priority, r.endTime?.toISOString() ?? null]),
      ).toEqual([
        ['kept-1', '第1条', 'H', at.toISOString()],
        ['kept-2', '第2条', 'M', '2026-11-29T08:00:01.000Z'],
        ['kept-3', '第3条', 'H', null],
        ['kept-4', '第4条', 'M', at.toISOString()],
        ['kept-5', '第5条', 'H', null],
      ]);
      expect(new Set(stored.map((r) => r.id)).size).toBe(5);
      for (const r of stored) {
        expect([r.tenantId, r.createBy, r.msgType, r.delFlag, r.sender]).toEqual([
          1000,
          'tester',
          'ALL',
          0,
          null,
        ]);
        expect(r.createTime).toBeInstanceOf(Date);
      }
      expect(
        await new TenantDb(conn, 1001).count(sysAnnouncement, like(sysAnnouncement.titile, 'kept-%')),
      ).toBe(0);
      // Three shapes (an end time, none, two rows); PGlite keeps none.
      expect((await prepared()) - before).toBe(one ? 3 : 0);
    } finally {
      await one?.end();
    }
  });
});

describe('the begin message', () => {
  it('takes only an integer tenant id', () => {
    expect(beginTenantText(1000)).toBe(
      "begin; select set_config('role', 'xinmiao_app', true), set_config('xinmiao.tenant_id', '1000', true)",
    );
    for (const bad of [1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])
      expect(() => beginTenantText(bad)).toThrow('tenant id must be an integer');
  });
});
