import { readFileSync } from 'node:fs';
import {
  CENTRE_DIRECTOR_ROLE,
  CLINICAL_GRANT_MESSAGES,
  type ClinicalGrant,
  NOTE_MESSAGES,
} from '@xinmiao/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import {
  counsellingBooking,
  counsellingBookingEvent,
  counsellingNote,
  crisisCase,
  schoolStudent,
  sysAnnouncementSend,
  sysPermission,
  sysReadAudit,
  sysRole,
  sysRolePermission,
  sysUser,
  sysUserRole,
} from '../../db/schema.ts';
import { grantToRole } from '../../test/grant.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';

const tenant = 1000;
let t: TestApp;
let tdb: TenantDb;
const token: Record<string, string> = {};
const user: Record<string, string> = {};
let bookingId = '';

const call = (method: 'GET' | 'POST', url: string, who: string, payload?: Record<string, unknown>) =>
  t.call({
    method,
    url: `/jeecg-boot${url}`,
    headers: auth(token[who] ?? ''),
    ...(payload ? { payload } : {}),
  });

async function permissionId(code: string): Promise<string> {
  const [row] = await t.db.select().from(sysPermission).where(eq(sysPermission.perms, code));
  if (!row) throw new Error(`no button ${code}`);
  return row.id;
}

async function roleOf(code: string) {
  const role = await tdb.first(sysRole, eq(sysRole.roleCode, code));
  if (!role) throw new Error(`no role ${code}`);
  return role;
}

const grantsOf = async (roleId: string) =>
  (await tdb.list(sysRolePermission, { where: eq(sysRolePermission.roleId, roleId) })).map(
    (g) => g.permissionId,
  );

beforeAll(async () => {
  t = await createTestApp();
  tdb = new TenantDb(t.db, tenant, 'admin');
  for (const name of ['admin', 'xinli', 'liangxiao', 'fudaoyuan']) {
    token[name] = await t.login(name);
    const [row] = await t.db
      .select({ id: sysUser.id })
      .from(sysUser)
      .where(and(eq(sysUser.username, name), eq(sysUser.tenantId, tenant)));
    user[name] = row?.id ?? '';
  }
  // A signed session of a 计算机学院 student (the 辅导员's college) with xinli, intake and pre-screen included.
  const [student] = await tdb.list(schoolStudent, { limit: 1 });
  [bookingId = ''] = await tdb.insert(counsellingBooking, {
    studentId: student?.id ?? '',
    counsellorId: user.xinli ?? '',
    slotStart: new Date('2030-03-01T00:00:00Z'),
    slotEnd: new Date('2030-03-01T00:50:00Z'),
    mode: 'online',
    topic: '情绪困扰',
    intake: '最近有自伤的想法',
    prescreenNote: '自伤风险，需优先安排',
    riskLevel: 1,
    status: 'note_signed',
    consentTime: new Date(),
  });
  await tdb.insert(counsellingBookingEvent, {
    bookingId,
    step: 'prescreen',
    fromStatus: 'requested',
    toStatus: 'pre_screened',
    note: '自伤风险，需优先安排',
  });
  await tdb.insert(counsellingNote, {
    bookingId,
    version: 1,
    content: '初访记录：睡眠差',
    signedBy: user.xinli ?? null,
    signedTime: new Date(),
  });
}, 120_000);
afterAll(() => t.close());

describe('clinical compartments hold against administrators (issue 19)', () => {
  it('the admin role holds no clinical permission by default: no counselling notes, no crisis counselling compartment', async () => {
    const notes = await call('GET', `/counselling/note/versions?bookingId=${bookingId}`, 'admin');
    expect(notes.body.code).toBe(510);
    const admin = await roleOf('admin');
    const clinical = await Promise.all(
      [
        'counselling:note:list',
        'counselling:note:edit',
        'crisis:case:notes',
        'counselling:centre:director',
      ].map(permissionId),
    );
    expect((await grantsOf(admin.id)).filter((id) => clinical.includes(id))).toEqual([]);
    const [student] = await tdb.list(schoolStudent, { limit: 1 });
    const [caseId = ''] = await tdb.insert(crisisCase, {
      studentId: student?.id ?? '',
      orgCode: student?.orgCode ?? '',
      suggestedLevel: 2,
      source: 'counsellor',
      summary: '情绪低落',
      caseStatus: 'intervening',
    });
    const detail = await call('GET', `/crisis/case/queryById?id=${caseId}`, 'admin');
    expect((detail.body.result as { compartment: string }).compartment).toBe('college');
  });

  it('naming a role centre_director makes nobody the centre director', async () => {
    const [roleId = ''] = await tdb.insert(sysRole, {
      roleName: '心理中心主任',
      roleCode: CENTRE_DIRECTOR_ROLE,
    });
    await tdb.insert(sysUserRole, { userId: user.liangxiao ?? '', roleId });
    await t.services.permissions.invalidateTenant(tenant);
    const read = await call('GET', `/counselling/note/versions?bookingId=${bookingId}`, 'liangxiao');
    expect([read.body.code, read.body.message]).toEqual([510, NOTE_MESSAGES.refused]);
  });

  it('a 辅导员 sees that a student has a booking, never its intake or pre-screen text; every history read is audited', async () => {
    const list = await call('GET', '/counselling/booking/range?from=2030-03-01&to=2030-03-01', 'fudaoyuan');
    const row = (
      list.body.result as { id: string; intake: string | null; prescreenNote: string | null }[]
    ).find((b) => b.id === bookingId);
    expect(row).toMatchObject({ intake: null, prescreenNote: null });
    const history = await call('GET', `/counselling/booking/history?id=${bookingId}`, 'fudaoyuan');
    expect((history.body.result as { note: string | null }[]).map((line) => line.note)).toEqual([null]);
    const centre = await call('GET', `/counselling/booking/history?id=${bookingId}`, 'xinli');
    expect((centre.body.result as { note: string | null }[]).map((line) => line.note)).toEqual([
      '自伤风险，需优先安排',
    ]);
    const centreList = await call('GET', '/counselling/booking/range?from=2030-03-01&to=2030-03-01', 'xinli');
    expect(
      (centreList.body.result as { id: string; intake: string | null }[]).find((b) => b.id === bookingId)
        ?.intake,
    ).toBe('最近有自伤的想法');
    const audits = await tdb.list(sysReadAudit, {
      where: eq(sysReadAudit.resource, '/counselling/booking/history'),
    });
    expect(audits.map((a) => a.username).sort()).toEqual(['fudaoyuan', 'xinli']);
  });

  it('a clinical grant through 角色授权 waits for a second holder; the requester cannot approve it; the director is told', async () => {
    const notesList = await permissionId('counselling:note:list');
    const director = await permissionId('counselling:centre:director');
    // The demo centre director: xinli's role holds the director flag (granted here as a fixture).
    await grantToRole(t, tenant, 'xinli', ['counselling:centre:director']);
    const admin = await roleOf('admin');
    const before = await grantsOf(admin.id);
    const saved = await call('POST', '/sys/permission/saveRolePermission', 'admin', {
      roleId: admin.id,
      permissionIds: [...before, notesList, director].join(','),
      lastpermissionIds: before.join(','),
    });
    expect(saved.body.message).toContain(CLINICAL_GRANT_MESSAGES.awaiting);
    expect(await grantsOf(admin.id)).not.toContain(notesList);
    expect(await grantsOf(admin.id)).not.toContain(director);
    const told = await tdb.list(sysAnnouncementSend, {
      where: eq(sysAnnouncementSend.userId, user.xinli ?? ''),
    });
    expect(told.length).toBeGreaterThan(0);

    const pending = (await call('GET', '/sys/clinicalGrant/requests', 'admin')).body
      .result as ClinicalGrant[];
    expect(pending.map((g) => [g.permission, g.status, g.canDecide]).sort()).toEqual([
      ['counselling:centre:director', 'pending', false],
      ['counselling:note:list', 'pending', false],
    ]);
    const noteGrant = pending.find((g) => g.permission === 'counselling:note:list')?.id ?? '';
    expect((await call('POST', '/sys/clinicalGrant/approve', 'admin', { id: noteGrant })).body.message).toBe(
      CLINICAL_GRANT_MESSAGES.selfApproval,
    );
    expect(
      (await call('POST', '/sys/clinicalGrant/approve', 'fudaoyuan', { id: noteGrant })).body.message,
    ).toBe(CLINICAL_GRANT_MESSAGES.notHolder);
    const approved = await call('POST', '/sys/clinicalGrant/approve', 'xinli', { id: noteGrant });
    expect(approved.body.message).toBe(CLINICAL_GRANT_MESSAGES.approved);
    expect(await grantsOf(admin.id)).toContain(notesList);
    const directorGrant = pending.find((g) => g.permission === 'counselling:centre:director')?.id ?? '';
    expect(
      (await call('POST', '/sys/clinicalGrant/reject', 'xinli', { id: directorGrant })).body.message,
    ).toBe(CLINICAL_GRANT_MESSAGES.rejected);
    expect(await grantsOf(admin.id)).not.toContain(director);
    expect(
      (await call('POST', '/sys/clinicalGrant/approve', 'xinli', { id: directorGrant })).body.message,
    ).toBe(CLINICAL_GRANT_MESSAGES.notFound);
  });

  it('a clinical grant to a department role waits for a second approver too', async () => {
    const notesEdit = await permissionId('counselling:note:edit');
    const found = await call(
      'GET',
      `/sys/sysDepart/searchBy?keyWord=${encodeURIComponent('心理健康')}`,
      'admin',
    );
    const centre = (found.body.result as { id: string }[])[0]?.id ?? '';
    await call('POST', '/sys/permission/saveDepartPermission', 'admin', {
      departId: centre,
      permissionIds: notesEdit,
    });
    const roles = await call('GET', `/sys/sysDepartRole/list?deptId=${centre}`, 'admin');
    const duty = (roles.body.result as { records: { id: string }[] }).records[0]?.id ?? '';
    const saved = await call('POST', '/sys/sysDepartPermission/saveDeptRolePermission', 'admin', {
      roleId: duty,
      permissionIds: notesEdit,
    });
    expect(saved.body.message).toContain(CLINICAL_GRANT_MESSAGES.awaiting);
    expect(
      (await call('GET', `/sys/sysDepartPermission/queryDeptRolePermission?roleId=${duty}`, 'admin')).body
        .result,
    ).toEqual([]);
    const pending = (await call('GET', '/sys/clinicalGrant/requests', 'xinli')).body
      .result as ClinicalGrant[];
    const request = pending.find((g) => g.targetKind === 'depart_role' && g.status === 'pending');
    expect(request?.canDecide).toBe(true);
    await call('POST', '/sys/clinicalGrant/approve', 'xinli', { id: request?.id ?? '' });
    expect(
      (await call('GET', `/sys/sysDepartPermission/queryDeptRolePermission?roleId=${duty}`, 'admin')).body
        .result,
    ).toEqual([notesEdit]);
    const ids = await t.db
      .select()
      .from(sysPermission)
      .where(inArray(sysPermission.id, [notesEdit]));
    expect(ids).toHaveLength(1);
  });

  it('the demo university has a 中心主任 who holds the director grant', async () => {
    const head = await roleOf('centre_head');
    expect(head.roleName).toBe('中心主任');
    expect(await grantsOf(head.id)).toContain(await permissionId('counselling:centre:director'));
    const [zhuren] = await t.db.select().from(sysUser).where(eq(sysUser.username, 'zhuren'));
    const codes = await t.services.permissions.codes(zhuren?.id ?? '', tenant);
    expect(codes.has('counselling:centre:director')).toBe(true);
  });

  it('migration 0043 moves members of an old centre_director role to 中心主任, administrators excepted', async () => {
    const other = new TenantDb(t.db, 1001, 'admin');
    const idOf = async (username: string) =>
      (await t.db.select().from(sysUser).where(eq(sysUser.username, username)))[0]?.id ?? '';
    const [zhongxue, liangxiao] = [await idOf('zhongxue'), await idOf('liangxiao')];
    const [oldRole = ''] = await other.insert(sysRole, {
      roleName: '心理中心主任',
      roleCode: CENTRE_DIRECTOR_ROLE,
    });
    const admin =
      (await other.first(sysRole, eq(sysRole.roleCode, 'admin')))?.id ??
      (await other.insert(sysRole, { roleName: '管理员', roleCode: 'admin' }))[0] ??
      '';
    await other.insert(sysUserRole, [
      { userId: zhongxue, roleId: oldRole },
      { userId: liangxiao, roleId: oldRole },
      { userId: liangxiao, roleId: admin },
    ]);
    const director = async (userId: string) => {
      await t.services.permissions.invalidateTenant(1001);
      return (await t.services.permissions.codes(userId, 1001)).has('counselling:centre:director');
    };
    expect(await director(zhongxue)).toBe(false);

    const migration = readFileSync(
      new URL('../../../drizzle/0049_centre_head_role.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint'))
      await t.db.execute(sql.raw(statement));

    expect(await director(zhongxue)).toBe(true);
    expect(await director(liangxiao)).toBe(false);
  });
});
