import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sysAnnouncement,
  sysDepart,
  sysPermission,
  sysPermissionDataRule,
  sysRole,
  sysRolePermission,
  sysUserRole,
} from '../../db/schema.ts';
import { policyActor } from '../../test/policy-actor.ts';
import { createTestDb, type TestDb } from '../../test/test-db.ts';
import { AppError } from '../errors.ts';
import { TenantDb } from '../tenant-db.ts';
import { authorize, definePolicy, listCondition, type PolicyActor } from './policy.ts';

const departPolicy = definePolicy({
  table: sysDepart,
  menuUrl: '/system/departs',
  ruleFields: { departName: sysDepart.departName, orgCode: sysDepart.orgCode, createBy: sysDepart.createBy },
  reach: { orgCode: sysDepart.orgCode, owner: sysDepart.createBy },
  actions: {
    view: { permission: 'system:depart:list' },
    rename: { permission: 'system:depart:edit', allow: (d) => d.orgCategory !== '1' },
  },
});

/** Reached the way another rule says (here: every department), still narrowed by its page's rules. */
const departViaPolicy = definePolicy({
  table: sysDepart,
  menuUrl: '/system/departs',
  ruleFields: { departName: sysDepart.departName },
  reach: { via: async () => undefined },
  actions: { view: { permission: 'system:depart:list' } },
});

const noticePolicy = definePolicy({
  table: sysAnnouncement,
  reach: { owner: sysAnnouncement.createBy },
  actions: { view: { permission: 'system:announcement:list' } },
});

let db: TestDb;
const tenant = 1000;

const actor = (username: string, permissions: string[] = []) => policyActor(db.db, username, permissions);

async function visibleDeparts(who: PolicyActor): Promise<string[]> {
  const rows = await who.db.list(sysDepart, {
    where: await listCondition(who, departPolicy),
    orderBy: [asc(sysDepart.orgCode)],
  });
  return rows.map((d) => d.departName);
}

async function setScope(roleCode: string, dataScope: string) {
  await db.db
    .update(sysRole)
    .set({ dataScope })
    .where(and(eq(sysRole.tenantId, tenant), eq(sysRole.roleCode, roleCode)));
}

beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.drop());

describe('data scopes', () => {
  it('all: the whole tenant; depart_and_below: the college subtree; depart: the own class only', async () => {
    const everything = await visibleDeparts(await actor('admin'));
    expect(everything).toHaveLength(await new TenantDb(db.db, tenant).count(sysDepart));
    expect(everything).not.toContain('初一年级');

    const college = await visibleDeparts(await actor('fudaoyuan'));
    expect(college).toHaveLength(7);
    expect(college[0]).toBe('计算机学院');
    expect(college).not.toContain('心理学院');

    expect(await visibleDeparts(await actor('banzhuren'))).toEqual(['2023级1班']);
  });

  it('self reaches own records; caseload without a mapping and no role reach nothing', async () => {
    const admin = new TenantDb(db.db, tenant, 'banzhuren');
    await admin.insert(sysAnnouncement, { titile: '我的草稿' });
    await new TenantDb(db.db, tenant, 'admin').insert(sysAnnouncement, { titile: '别人的' });
    await setScope('banzhuren', 'self');
    const teacher = await actor('banzhuren');
    const mine = await teacher.db.list(sysAnnouncement, {
      where: await listCondition(teacher, noticePolicy),
    });
    expect(mine.map((n) => n.titile)).toEqual(['我的草稿']);

    await setScope('banzhuren', 'caseload');
    expect(await visibleDeparts(await actor('banzhuren'))).toEqual([]);
    await setScope('banzhuren', 'depart');
  });

  it('a user with several roles reaches the union of their scopes', async () => {
    const [centre] = await db.db
      .select()
      .from(sysRole)
      .where(and(eq(sysRole.tenantId, tenant), eq(sysRole.roleCode, 'xinli')));
    const teacher = await actor('banzhuren');
    const [link = ''] = await teacher.db.insert(sysUserRole, {
      userId: teacher.userId,
      roleId: centre?.id ?? '',
    });
    expect((await visibleDeparts(await actor('banzhuren'))).length).toBeGreaterThan(10);
    await teacher.db.delete(sysUserRole, eq(sysUserRole.id, link));
    expect(await visibleDeparts(await actor('banzhuren'))).toEqual(['2023级1班']);
  });
});

describe('JeecgBoot data rules', () => {
  async function grantRule(roleCode: string, rule: { column: string; condition: string; value: string }) {
    const tdb = new TenantDb(db.db, tenant, 'admin');
    const [page] = await db.db.select().from(sysPermission).where(eq(sysPermission.url, '/system/departs'));
    const [role] = await tdb.list(sysRole, { where: eq(sysRole.roleCode, roleCode) });
    const [ruleId = ''] = await tdb.insert(sysPermissionDataRule, {
      permissionId: page?.id ?? '',
      ruleName: 'test',
      ruleColumn: rule.column,
      ruleConditions: rule.condition,
      ruleValue: rule.value,
    });
    const granted = await tdb.update(
      sysRolePermission,
      { dataRuleIds: `${ruleId},` },
      sql`${eq(sysRolePermission.roleId, role?.id ?? '')} and ${eq(sysRolePermission.permissionId, page?.id ?? '')}`,
    );
    expect(granted).toBe(1);
    return () => tdb.delete(sysPermissionDataRule, eq(sysPermissionDataRule.id, ruleId));
  }

  it('narrow the scope with whitelisted fields and bound values', async () => {
    const drop = await grantRule('admin', { column: 'departName', condition: 'RIGHT_LIKE', value: '2024级' });
    const names = await visibleDeparts(await actor('admin'));
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.startsWith('2024级'))).toBe(true);
    await drop();
  });

  it('narrow a policy reached through another rule too', async () => {
    const admin = await actor('admin');
    const names = async () =>
      (await admin.db.list(sysDepart, { where: await listCondition(admin, departViaPolicy) })).map(
        (d) => d.departName,
      );
    const all = await names();
    const drop = await grantRule('admin', { column: 'departName', condition: 'RIGHT_LIKE', value: '2024级' });
    const narrowed = await names();
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.length).toBeLessThan(all.length);
    expect(narrowed.every((n) => n.startsWith('2024级'))).toBe(true);
    await drop();
  });

  it('fill #{sys_user_code} from the caller', async () => {
    const drop = await grantRule('admin', { column: 'createBy', condition: '=', value: '#{sys_user_code}' });
    const admin = await actor('admin');
    expect((await visibleDeparts(admin)).length).toBeGreaterThan(0);
    await db.db.update(sysDepart).set({ createBy: 'someone' }).where(eq(sysDepart.tenantId, tenant));
    expect(await visibleDeparts(admin)).toEqual([]);
    await db.db.update(sysDepart).set({ createBy: 'admin' }).where(eq(sysDepart.tenantId, tenant));
    await drop();
  });

  it.each([
    ['an unknown field', { column: 'password', condition: '=', value: 'x' }],
    ['custom SQL', { column: 'departName', condition: 'USE_SQL_RULES', value: '1=1' }],
    ['an unknown condition', { column: 'departName', condition: 'REGEXP', value: '.*' }],
    ['an unknown variable', { column: 'departName', condition: '=', value: '#{sys_secret}' }],
  ])('deny everything when a rule names %s', async (_, rule) => {
    const drop = await grantRule('admin', rule);
    expect(await visibleDeparts(await actor('admin'))).toEqual([]);
    await drop();
  });
});

describe('authorize', () => {
  it('out of reach reads as not found; permission and state rules give abilities', async () => {
    const teacher = await actor('banzhuren', ['system:depart:list']);
    const [other] = await db.db.select().from(sysDepart).where(eq(sysDepart.departName, '心理学院'));
    await expect(authorize(teacher, departPolicy, 'view', other?.id ?? '')).rejects.toThrow(
      new AppError('未找到对应数据'),
    );
    const [own] = await db.db.select().from(sysDepart).where(eq(sysDepart.departName, '2023级1班'));
    const seen = await authorize(teacher, departPolicy, 'view', own?.id ?? '');
    expect(seen.abilities).toEqual({ view: true, rename: false });
    await expect(authorize(teacher, departPolicy, 'rename', own?.id ?? '')).rejects.toThrow(/没有权限/);

    const admin = await actor('admin', ['system:depart:list', 'system:depart:edit']);
    const [root] = await db.db.select().from(sysDepart).where(eq(sysDepart.departName, '心苗示范大学'));
    expect((await authorize(admin, departPolicy, 'view', root?.id ?? '')).abilities).toEqual({
      view: true,
      rename: false,
    });
    expect((await authorize(admin, departPolicy, 'rename', own?.id ?? '')).abilities.rename).toBe(true);
  });
});
