import {
  REPORT_MESSAGES,
  type ReportListRecord,
  type ReportView,
  type ResultRecord,
  SCREENING_MESSAGES,
  type ScreeningResultRow,
} from '@xinmiao/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import {
  schoolStudent,
  screeningResult,
  sysPermission,
  sysReadAudit,
  sysRole,
  sysRolePermission,
  sysUser,
  sysUserRole,
} from '../../db/schema.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';
import { answer, createTask, uniform } from '../screening/test-support.ts';
import { seedDemoCareer } from './demo-seed.ts';

// Career results read outside 生涯调查 (测评结果, 个体报告, a task's results) follow the career
// visibility: the 生涯导师 reads them without any mental-health code, the centre's 心理中心咨询师
// (mental-health codes, no career code) does not, and another school sees nothing.

let t: TestApp;
const tokens = new Map<string, string>();
let userIds: Map<string, string>;
let mixedTaskId = '';
let careerResultId = '';
let clinicalResultId = '';

const get = (url: string, who: string) =>
  t.call({ method: 'GET', url: `/jeecg-boot${url}`, headers: auth(tokens.get(who) ?? '') });
const results = async (who: string) =>
  ((await get('/screening/result/list?pageSize=200', who)).body.result as { records: ResultRecord[] } | null)
    ?.records ?? [];
const reports = async (who: string) =>
  (
    (await get('/screening/report/list?pageSize=200', who)).body.result as {
      records: ReportListRecord[];
    } | null
  )?.records ?? [];

async function grant(tdb: TenantDb, roleCode: string, codes: readonly string[]) {
  const role = await tdb.first(sysRole, eq(sysRole.roleCode, roleCode));
  const permissions = await t.db
    .select({ id: sysPermission.id })
    .from(sysPermission)
    .where(inArray(sysPermission.perms, [...codes]));
  for (const p of permissions) {
    await tdb.insert(sysRolePermission, { roleId: role?.id ?? '', permissionId: p.id });
  }
}

beforeAll(async () => {
  t = await createTestApp();
  const tdb = new TenantDb(t.db, 1000, 'admin');
  await seedDemoCareer(tdb);
  // A task answering a clinical scale and RIASEC together: its RIASEC result is a career result all the same.
  const [student] = await tdb.list(schoolStudent, { where: eq(schoolStudent.studentNo, '20230101') });
  mixedTaskId = await createTask(tdb, { name: '心理与兴趣混合测评', scales: ['PHQ9', 'RIASEC'] });
  const ids = await answer(tdb, mixedTaskId, student?.id ?? '', {
    PHQ9: uniform(9, 3),
    RIASEC: uniform(48, 4),
  });
  careerResultId = ids.RIASEC ?? '';
  clinicalResultId = ids.PHQ9 ?? '';
  const users = await t.db.select({ id: sysUser.id, username: sysUser.username }).from(sysUser);
  userIds = new Map(users.map((u) => [u.username, u.id]));
  // 周两校 becomes the school's 生涯导师, and the school opens 测评结果 and 个体报告 to the role: the
  // list permission only, no mental-health detail (scores or levels).
  const mentorRole = await tdb.first(sysRole, eq(sysRole.roleCode, 'shengya'));
  await tdb.delete(sysUserRole, eq(sysUserRole.userId, userIds.get('liangxiao') ?? ''));
  await tdb.insert(sysUserRole, { userId: userIds.get('liangxiao') ?? '', roleId: mentorRole?.id ?? '' });
  await grant(tdb, 'shengya', ['screening:result:list']);
  await t.services.permissions.invalidateTenant(1000);
  for (const name of ['liangxiao', 'xinli', 'zhongxue', 'banzhuren']) tokens.set(name, await t.login(name));
}, 120_000);
afterAll(() => t.close());

describe('career results outside 生涯调查', () => {
  it('shows the 生涯导师 career results on 测评结果 and 个体报告, no clinical one, and audits the read', async () => {
    const rows = await results('liangxiao');
    // The demo survey's seven sheets (one flagged by the too-fast rule) and this test's own.
    expect(rows.length).toBe(8);
    expect(rows.every((r) => r.career && r.scaleCode === 'RIASEC')).toBe(true);
    expect(rows.map((r) => r.id)).toContain(careerResultId);
    expect(rows.map((r) => r.id)).not.toContain(clinicalResultId);
    const listed = await reports('liangxiao');
    expect(listed.map((r) => r.id).sort()).toEqual(rows.map((r) => r.id).sort());
    const view = await get(
      `/screening/report/view?resultId=${careerResultId}&audience=professional`,
      'liangxiao',
    );
    expect(view.body.success).toBe(true);
    const report = view.body.result as ReportView;
    expect(report.detail).toBe('full');
    expect(report.level).toBeNull();
    expect(report.career).toBe(true);
    expect(`${report.levelLabel}${report.summary}${report.suggestion}`).not.toMatch(/预警|筛查|心理健康/);
    expect(report.profile).not.toBeNull();
    const clinical = await get(
      `/screening/report/view?resultId=${clinicalResultId}&audience=professional`,
      'liangxiao',
    );
    expect(clinical.body.success).toBe(false);
    const audits = await new TenantDb(t.db, 1000).list(sysReadAudit, {
      where: and(
        eq(sysReadAudit.userId, userIds.get('liangxiao') ?? ''),
        eq(sysReadAudit.resource, '/screening/result/list'),
      ),
    });
    expect(audits.length).toBeGreaterThan(0);
  });

  it('keeps career results from a mental-health reader without career rights', async () => {
    const rows = await results('xinli');
    expect(rows.map((r) => r.id)).toContain(clinicalResultId);
    expect(rows.some((r) => r.career || r.scaleCode === 'RIASEC')).toBe(false);
    expect((await reports('xinli')).some((r) => r.scaleCode === 'RIASEC')).toBe(false);
    const view = await get(
      `/screening/report/view?resultId=${careerResultId}&audience=professional`,
      'xinli',
    );
    expect(view.body.success).toBe(false);
    expect(view.body.message).toBe(REPORT_MESSAGES.notFound);
    const taskRows = (await get(`/screening/task/results?id=${mixedTaskId}`, 'xinli')).body
      .result as ScreeningResultRow[];
    expect(taskRows.map((r) => r.scaleCode)).toEqual(['PHQ9']);
  });

  it('shows a 班主任 their class’s career results only, and nothing once class staff are narrowed out', async () => {
    const all = await results('liangxiao');
    const mine = await results('banzhuren');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(all.length);
    expect(mine.every((r) => r.career)).toBe(true);
    const admin = await t.login('admin');
    const setVisibility = (classStaff: boolean) =>
      t.call({
        method: 'PUT',
        url: '/jeecg-boot/career/setting/edit',
        headers: auth(admin),
        payload: { student: true, classStaff },
      });
    await setVisibility(false);
    const narrowed = await get('/screening/result/list?pageSize=200', 'banzhuren');
    expect(narrowed.body.success).toBe(false);
    expect(narrowed.body.message).toBe(REPORT_MESSAGES.noScores);
    expect((await results('liangxiao')).length).toBe(all.length);
    await setVisibility(true);
  });

  it('shows another school nothing', async () => {
    expect((await results('zhongxue')).map((r) => r.id)).not.toContain(careerResultId);
    const view = await get(
      `/screening/report/view?resultId=${careerResultId}&audience=professional`,
      'zhongxue',
    );
    expect(view.body.success).toBe(false);
    expect(view.body.result ?? null).toBeNull();
  });
});

describe('作废审核 of career sheets by the 生涯导师', () => {
  it("decides a flagged RIASEC sheet, never a PHQ-9 one, and not through the centre's route", async () => {
    const tdb = new TenantDb(t.db, 1000);
    await tdb.update(
      screeningResult,
      { reviewStatus: 'pending' },
      inArray(screeningResult.id, [careerResultId, clinicalResultId]),
    );
    const post = (url: string, payload: object) =>
      t.call({
        method: 'POST',
        url: `/jeecg-boot${url}`,
        headers: auth(tokens.get('liangxiao') ?? ''),
        payload,
      });
    const queue = await get('/career/review/queue?pageSize=50', 'liangxiao');
    const queued = (queue.body.result as { records: { id: string }[] }).records.map((r) => r.id);
    expect(queued).toContain(careerResultId);
    expect(queued).not.toContain(clinicalResultId);
    const clinical = await post('/career/review/decide', { id: clinicalResultId, decision: 'valid' });
    expect(clinical.body.success).toBe(false);
    expect(
      (await post('/screening/review/decide', { id: careerResultId, decision: 'valid' })).body.success,
    ).toBe(false);
    // The school admin reaches both sheets and holds the centre's review code: its 作废审核 queue
    // holds the mental-health sheet, not the career one, and its route says where a career sheet
    // belongs instead of "已审核".
    tokens.set('admin', await t.login('admin'));
    const adminQueue = await get('/screening/review/queue?pageSize=50', 'admin');
    const adminQueued = (adminQueue.body.result as { records: { id: string }[] }).records.map((r) => r.id);
    expect(adminQueued).toContain(clinicalResultId);
    expect(adminQueued).not.toContain(careerResultId);
    const misrouted = await t.call({
      method: 'POST',
      url: '/jeecg-boot/screening/review/decide',
      headers: auth(tokens.get('admin') ?? ''),
      payload: { id: careerResultId, decision: 'valid' },
    });
    expect(misrouted.body).toMatchObject({ success: false, message: SCREENING_MESSAGES.careerSheetReview });
    const career = await post('/career/review/decide', { id: careerResultId, decision: 'invalid' });
    expect(career.body.success).toBe(true);
    const after = await tdb.list(screeningResult, {
      where: inArray(screeningResult.id, [careerResultId, clinicalResultId]),
    });
    expect(Object.fromEntries(after.map((r) => [r.id, r.reviewStatus]))).toEqual({
      [careerResultId]: 'invalid',
      [clinicalResultId]: 'pending',
    });
  });
});
