import { and, asc, desc, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  evalScaleSetting,
  sysAnnouncement,
  sysDict,
  sysDictItem,
  sysLog,
  sysRole,
  sysUser,
  sysUserRole,
} from '../../db/schema.ts';
import { createTestDb, type TestDb } from '../../test/test-db.ts';
import { TenantDb } from '../tenant-db.ts';
import { avgOf, countAll, countWhere, percentile, sumOf } from './aggregates.ts';

let db: TestDb;
let a: TenantDb;
let b: TenantDb;
beforeAll(async () => {
  db = await createTestDb();
  a = new TenantDb(db.db, 1000, 'tester');
  b = new TenantDb(db.db, 1001, 'other');
});
afterAll(() => db.drop());

describe('tenant-scoped joins', () => {
  it('an inner join sees only this tenant on both sides', async () => {
    const rows = await a
      .select({ username: sysUser.username, roleCode: sysRole.roleCode, roleTenant: sysRole.tenantId })
      .from(sysUserRole)
      .innerJoin(sysRole, and(eq(sysRole.tenantId, sysUserRole.tenantId), eq(sysRole.id, sysUserRole.roleId)))
      .innerJoin(sysUser, eq(sysUser.id, sysUserRole.userId))
      .orderBy(asc(sysUser.username));
    expect(rows.map((r) => `${r.username}:${r.roleCode}`)).toContain('banzhuren:banzhuren');
    expect(rows.every((r) => r.roleTenant === 1000)).toBe(true);
    expect(rows.map((r) => r.username)).not.toContain('zhongxue');
  });

  it('a join that forgets the tenant in its ON clause still cannot pair rows across tenants', async () => {
    const rows = await a
      .select({ own: sysUserRole.tenantId, joined: sysRole.tenantId })
      .from(sysUserRole)
      .innerJoin(sysRole, eq(sysRole.roleCode, 'banzhuren'));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.own === 1000 && r.joined === 1000)).toBe(true);
  });

  it('a left join keeps unmatched rows and puts the tenant condition in ON', async () => {
    const [role = ''] = await a.insert(sysRole, { roleName: '无人角色', roleCode: 'nobody' });
    const rows = await a
      .select({ roleId: sysRole.id, userId: sysUserRole.userId })
      .from(sysRole)
      .leftJoin(
        sysUserRole,
        and(eq(sysUserRole.roleId, sysRole.id), eq(sysUserRole.tenantId, sysRole.tenantId)),
      )
      .where(eq(sysRole.id, role));
    expect(rows).toEqual([{ roleId: role, userId: null }]);
  });
});

describe('tenant-scoped aggregates', () => {
  it('groups, counts, sums, averages and takes percentiles within the tenant', async () => {
    const ids = await a.insert(
      sysLog,
      [10, 20, 30, 40].map((cost) => ({ logType: 9, logContent: 'agg', costTime: cost })),
    );
    await b.insert(sysLog, { logType: 9, logContent: 'agg', costTime: 1000 });
    const [row] = await a
      .select({
        n: countAll(),
        slow: countWhere(sql`${sysLog.costTime} >= 30`),
        total: sumOf(sysLog.costTime),
        mean: avgOf(sysLog.costTime),
        median: percentile(sysLog.costTime, 0.5),
      })
      .from(sysLog)
      .where(eq(sysLog.logType, 9));
    expect(ids).toHaveLength(4);
    expect(row).toEqual({ n: 4, slow: 2, total: 100, mean: 25, median: 25 });
  });

  it('group by with having', async () => {
    const rows = await a
      .select({ dictCode: sysDict.dictCode, items: countAll() })
      .from(sysDictItem)
      .innerJoin(sysDict, and(eq(sysDict.id, sysDictItem.dictId), eq(sysDict.tenantId, sysDictItem.tenantId)))
      .groupBy(sysDict.dictCode)
      .having(sql`count(*) >= 2`)
      .orderBy(desc(countAll()), asc(sysDict.dictCode));
    expect(rows.find((r) => r.dictCode === 'sex')?.items).toBe(2);
    expect(rows.every((r) => r.items >= 2)).toBe(true);
  });
});

describe('bulk writes', () => {
  it('inserts 20,000 rows in chunks (no parameter limit), all in this tenant', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => ({
      logType: 8,
      logContent: `bulk ${i}`,
      requestParam: JSON.stringify({ i }),
      costTime: i,
      tenantId: 1001,
    }));
    const ids = await a.insert(sysLog, rows);
    expect(new Set(ids).size).toBe(20_000);
    expect(await a.count(sysLog, eq(sysLog.logType, 8))).toBe(20_000);
    expect(await b.count(sysLog, eq(sysLog.logType, 8))).toBe(0);
    const [last] = await a.list(sysLog, { where: eq(sysLog.logContent, 'bulk 19999') });
    expect(last?.costTime).toBe(19_999);
    expect(last?.createTime).toBeInstanceOf(Date);
  });

  it('carries awkward text, nulls and dates through the bulk path unchanged', async () => {
    const awkward = ['NULL', '', 'a"b', 'c\\d', '{x,y}', 'line\nbreak\ttab', '中文，逗号', "it's"];
    const when = new Date('2026-03-04T05:06:07.000Z');
    const rows = Array.from({ length: 400 }, (_, i) => ({
      logType: 97,
      logContent: awkward[i % awkward.length] ?? '',
      ip: i % 3 === 0 ? null : `10.0.0.${i % 250}`,
      costTime: i % 2 === 0 ? null : i,
      createTime: i === 7 ? when : undefined,
    }));
    await a.insert(sysLog, rows);
    const stored = await a.list(sysLog, { where: eq(sysLog.logType, 97) });
    expect(stored).toHaveLength(400);
    const contents = new Map<string, number>();
    for (const row of stored) contents.set(row.logContent, (contents.get(row.logContent) ?? 0) + 1);
    expect([...contents.keys()].sort()).toEqual([...awkward].sort());
    expect(stored.filter((r) => r.ip === null)).toHaveLength(134);
    expect(stored.filter((r) => r.costTime === null)).toHaveLength(200);
    expect(stored.filter((r) => r.createTime.getTime() === when.getTime())).toHaveLength(1);
    expect(stored.every((r) => r.createTime instanceof Date)).toBe(true);
  });

  it('upserts on the tenant-leading unique key, keeping the existing id', async () => {
    await a.upsert(
      evalScaleSetting,
      { scaleCode: 'PHQ9', enabled: false },
      { target: [evalScaleSetting.scaleCode] },
    );
    const first = await a.first(evalScaleSetting, eq(evalScaleSetting.scaleCode, 'PHQ9'));
    await a.upsert(
      evalScaleSetting,
      [
        { scaleCode: 'PHQ9', enabled: true, normSet: 'cn' },
        { scaleCode: 'GAD7', enabled: false },
      ],
      { target: [evalScaleSetting.scaleCode], update: ['enabled', 'normSet'] },
    );
    const after = await a.list(evalScaleSetting, {
      where: inArray(evalScaleSetting.scaleCode, ['PHQ9', 'GAD7']),
      orderBy: [asc(evalScaleSetting.scaleCode)],
    });
    expect(after.map((s) => [s.scaleCode, s.enabled, s.normSet])).toEqual([
      ['GAD7', false, null],
      ['PHQ9', true, 'cn'],
    ]);
    expect(after[1]?.id).toBe(first?.id);
    expect(after[1]?.updateBy).toBe('tester');
    expect(await b.count(evalScaleSetting, eq(evalScaleSetting.scaleCode, 'PHQ9'))).toBe(0);
  });

  it('upsertOne returns the row as stored: the new one, or the existing one updated', async () => {
    const fresh = await a.upsertOne(
      evalScaleSetting,
      { scaleCode: 'SDS', enabled: false, normSet: 'cn' },
      { target: [evalScaleSetting.scaleCode], update: ['enabled'] },
    );
    expect([fresh.scaleCode, fresh.enabled, fresh.normSet, fresh.tenantId]).toEqual([
      'SDS',
      false,
      'cn',
      1000,
    ]);
    const again = await a.upsertOne(
      evalScaleSetting,
      { scaleCode: 'SDS', enabled: true, normSet: 'us' },
      { target: [evalScaleSetting.scaleCode], update: ['enabled'] },
    );
    // The existing row keeps its id and every column outside `update`.
    expect([again.id, again.enabled, again.normSet, again.updateBy]).toEqual([
      fresh.id,
      true,
      'cn',
      'tester',
    ]);
    const untouched = await a.upsertOne(
      evalScaleSetting,
      { scaleCode: 'SDS', enabled: false },
      { target: [evalScaleSetting.scaleCode], update: [] },
    );
    expect([untouched.id, untouched.enabled]).toEqual([fresh.id, true]);
    // The key is the tenant's: the other school gets a row of its own.
    const other = await b.upsertOne(
      evalScaleSetting,
      { scaleCode: 'SDS', enabled: false },
      { target: [evalScaleSetting.scaleCode] },
    );
    expect(other.id).not.toBe(fresh.id);
    expect(other.tenantId).toBe(1001);
  });

  it('INSERT … SELECT copies rows within the tenant only', async () => {
    await b.insert(sysLog, { logType: 7, logContent: 'copy-me' });
    await a.insert(sysLog, [
      { logType: 7, logContent: 'copy-me' },
      { logType: 7, logContent: 'copy-me' },
    ]);
    const copied = await a.insertSelect(
      sysLog,
      a
        .select({ logType: sql<number>`6`, logContent: sysLog.logContent })
        .from(sysLog)
        .where(and(eq(sysLog.logType, 7), like(sysLog.logContent, 'copy%'))),
    );
    expect(copied).toBe(2);
    const rows = await a.list(sysLog, { where: eq(sysLog.logType, 6) });
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => /^\d{19}$/.test(r.id) && r.tenantId === 1000)).toBe(true);
    expect(await b.count(sysLog, eq(sysLog.logType, 6))).toBe(0);
  });

  it('inserts rows only when its update changed a row, in one statement, within the tenant', async () => {
    const [role = ''] = await a.insert(sysRole, { roleName: '待启用', roleCode: 'pending-once' });
    const [user] = await a.list(sysUserRole, { limit: 1 });
    const userId = user?.userId ?? '';
    const enable = (db: TenantDb) =>
      db.insertWhenUpdated(
        sysRole,
        'test.enable-role',
        {
          set: { roleName: '已启用' },
          where: and(eq(sysRole.id, sql.placeholder('roleId')), eq(sysRole.roleName, '待启用')) ?? sql`false`,
          whereValues: { roleId: role },
        },
        sysUserRole,
        [{ roleId: role, userId }],
      );
    // Another school names the role's id: its update changes nothing, so nothing is inserted.
    expect(await enable(b)).toBe(false);
    expect(await b.count(sysUserRole, eq(sysUserRole.roleId, role))).toBe(0);
    expect(await enable(a)).toBe(true);
    // The second call finds the role already changed and inserts nothing.
    expect(await enable(a)).toBe(false);
    const granted = await a.list(sysUserRole, { where: eq(sysUserRole.roleId, role) });
    expect(granted.map((g) => [g.userId, g.tenantId])).toEqual([[userId, 1000]]);
    expect((await a.byId(sysRole, role))?.roleName).toBe('已启用');
    expect((await a.byId(sysRole, role))?.updateBy).toBe('tester');
  });
});

describe('soft delete and stamps', () => {
  it('soft-deleted rows vanish from reads unless asked for; writes are stamped', async () => {
    const [id = ''] = await a.insert(sysAnnouncement, { titile: '软删除' });
    expect((await a.byId(sysAnnouncement, id))?.createBy).toBe('tester');
    expect(await a.softDelete(sysAnnouncement, eq(sysAnnouncement.id, id))).toBe(1);
    expect(await a.byId(sysAnnouncement, id)).toBeUndefined();
    expect(await a.count(sysAnnouncement, eq(sysAnnouncement.id, id))).toBe(0);
    const deleted = await a.byId(sysAnnouncement, id, { withDeleted: true });
    expect(deleted?.delFlag).toBe(1);
    expect(deleted?.updateBy).toBe('tester');
    expect(deleted?.updateTime).toBeInstanceOf(Date);
    expect(await a.update(sysAnnouncement, { titile: 'again' }, eq(sysAnnouncement.id, id))).toBe(0);
    const joined = await a
      .select({ id: sysAnnouncement.id })
      .from(sysAnnouncement)
      .where(eq(sysAnnouncement.id, id));
    expect(joined).toEqual([]);
  });

  it('refuses platform tables', async () => {
    await expect(a.list(sysUser)).rejects.toThrow(/not a tenant-owned table/);
  });
});

describe('a kept select (TenantSelect.kept)', () => {
  const itemsOf = (tdb: TenantDb, codes: string[]) =>
    tdb
      .select({ code: sysDict.dictCode, value: sysDictItem.itemValue, itemTenant: sysDictItem.tenantId })
      .from(sysDictItem)
      .innerJoin(sysDict, eq(sysDict.id, sysDictItem.dictId))
      .where(sql`${sysDict.dictCode} = any(${sql.placeholder('codes')})`)
      .orderBy(asc(sysDictItem.itemValue))
      .kept('probe-items', { codes });

  it('serves every school and every call with its own tenant and values, on both sides of a join', async () => {
    const [dictId] = await b.insert(sysDict, { dictName: '仅乙校', dictCode: 'kept_probe_b' });
    await b.insert(sysDictItem, { dictId: dictId ?? '', itemText: '乙', itemValue: 'b1' });
    // Many rounds, so pooled connections serve both schools through the statement they keep.
    for (let round = 0; round < 12; round++) {
      expect(await itemsOf(a, ['kept_probe_b'])).toEqual([]);
      expect(await itemsOf(b, ['kept_probe_b'])).toEqual([
        { code: 'kept_probe_b', value: 'b1', itemTenant: 1001 },
      ]);
      const sex = await itemsOf(round % 2 ? a : b, ['sex', 'kept_probe_b']);
      expect(sex.filter((r) => r.code === 'sex').map((r) => r.value)).toEqual(['1', '2']);
      expect(sex.every((r) => r.itemTenant === (round % 2 ? 1000 : 1001))).toBe(true);
    }
  });
});
