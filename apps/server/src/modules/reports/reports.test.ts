import { score } from '@xinmiao/scales';
import type { ActionCard, PageResult, ReportListRecord, ReportView } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allOf } from '../../core/query.ts';
import { createStudentAccounts } from '../../core/student-accounts.ts';
import { TenantDb } from '../../core/tenant-db.ts';
import { growthEvent, schoolStudent } from '../../db/schema.ts';
import { firstSignIn } from '../../test/first-sign-in.ts';
import { auditedReads } from '../../test/read-audits.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { classIdOf, schoolSession, studentId } from '../school/test-support.ts';
import { answer, createTask, uniform } from '../screening/test-support.ts';
import { REFUSED_VIEW } from './view-routes.ts';

// Demo data: 计算机学院 2023级1班 holds 20230101–03 (班主任 banzhuren, 辅导员 fudaoyuan for the
// college); 心理学院's first class holds 20230501–03, outside the 辅导员's college.
let t: TestApp;
let db: TenantDb;
let s: Awaited<ReturnType<typeof schoolSession>>;
let calm: string;
let low: string;
let outside: string;
let phqLow: Record<string, string>;
let phqCalm: Record<string, string>;
let phqOutside: Record<string, string>;

/** PHQ-9 with a total of 7 and item 9 answered "several days": level 3 whatever the total. */
const PHQ_ITEM9 = [2, 2, 2, 2, 2, 2, 1, 1, 2];
const SCL_SHEET = [...uniform(45, 2), ...uniform(45, 3)];

beforeAll(async () => {
  t = await createTestApp();
  db = new TenantDb(t.db, 1000, 'admin');
  s = await schoolSession(t, ['admin', 'xinli', 'fudaoyuan', 'banzhuren', 'zhongxue']);
  calm = await studentId(t, 1000, '20230101');
  low = await studentId(t, 1000, '20230102');
  outside = await studentId(t, 1000, '20230501');
  const spring = await createTask(db, { name: '2026年春季心理普查', scales: ['PHQ9'] });
  await answer(db, spring, low, { PHQ9: uniform(9, 1) });
  const autumn = await createTask(db, { name: '2026年秋季新生心理普查', scales: ['PHQ9', 'SCL90'] });
  phqCalm = await answer(db, autumn, calm, { PHQ9: uniform(9, 1), SCL90: uniform(90, 1) });
  phqLow = await answer(
    db,
    autumn,
    low,
    { PHQ9: PHQ_ITEM9, SCL90: SCL_SHEET },
    { norm: { SCL90: 'CN1986' } },
  );
  phqOutside = await answer(db, autumn, outside, { PHQ9: uniform(9, 2) });
});
afterAll(() => t.close());

/** The growth-file event of the released PHQ-9 report. */
const releaseEvent = () =>
  db.first(growthEvent, allOf(eq(growthEvent.kind, 'report'), eq(growthEvent.sourceId, phqLow.PHQ9 ?? '')));

const view = async (resultId: string, who: string, audience = 'professional') =>
  s.get(`/screening/report/view?resultId=${resultId}&audience=${audience}`, who);

async function auditedStudents(resource: string, username: string): Promise<string[]> {
  const reads = await auditedReads(t.db, { resource, username, tenantId: 1000 });
  return reads.map((r) => r.recordId);
}

describe('individual report view', () => {
  it('gives the centre every number the engine computed, with the rules that fired, and audits it', async () => {
    const { body } = await view(phqLow.PHQ9 ?? '', 'xinli');
    const report = body.result as ReportView;
    const engine = score('PHQ9', PHQ_ITEM9);
    expect(report.detail).toBe('full');
    expect(report.page).toBe('generalReportPage');
    expect([report.total, report.level, report.band]).toEqual([engine.total, 3, engine.band]);
    expect(report.total).toBe(7);
    expect(report.levelLabel).toBe('红色预警');
    expect(report.rules.length).toBeGreaterThan(0);
    expect(report.student.studentNo).toBe('20230102');
    expect(report.scale.version).toBe('1.0');
    expect(report.state).toBe('generated');
    expect(await auditedStudents('/screening/report/view', 'xinli')).toContain(low);
  });

  it('compares SCL-90 factors with the national norm the sheet was scored against', async () => {
    const { body } = await view(phqLow.SCL90 ?? '', 'xinli');
    const report = body.result as ReportView;
    const engine = score('SCL90', SCL_SHEET, { norm: 'CN1986' });
    expect(report.page).toBe('sclPage');
    expect(report.total).toBe(engine.total);
    expect(report.positiveCount).toBe(engine.positiveCount);
    expect(report.normName).toContain('1986');
    const depression = report.factors.find((f) => f.name === '抑郁');
    expect(depression?.mean).toBe(Math.round((engine.factors.抑郁?.mean ?? 0) * 100) / 100);
    expect(depression?.norm?.mean).toBe(1.5);
    expect(depression?.norm?.t).toBeCloseTo(engine.norm?.scores.抑郁?.t ?? 0, 1);
    expect(report.factors.every((f) => f.text.length > 0)).toBe(true);
  });

  it('shows the trend over earlier screenings of the same scale', async () => {
    const report = (await view(phqLow.PHQ9 ?? '', 'xinli')).body.result as ReportView;
    expect(report.trend.map((p) => [p.taskName, p.total, p.level])).toEqual([
      ['2026年春季心理普查', 0, 0],
      ['2026年秋季新生心理普查', 7, 3],
    ]);
  });

  it('gives a 辅导员 the level and suggestion only, and only in their college', async () => {
    const report = (await view(phqLow.SCL90 ?? '', 'fudaoyuan')).body.result as ReportView;
    expect(report.detail).toBe('level');
    expect([report.total, report.band, report.standard, report.mean, report.positiveCount]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect([report.factors, report.rules, report.profile]).toEqual([[], [], null]);
    expect(report.trend.every((p) => p.total === null)).toBe(true);
    expect(report.level).toBe(score('SCL90', SCL_SHEET).level);
    const { body } = await view(phqOutside.PHQ9 ?? '', 'fudaoyuan');
    expect([body.success, body.message]).toEqual([false, '未找到该测评报告']);
  });

  it('refuses a class teacher, and records the attempt against the student', async () => {
    const { body } = await view(phqLow.PHQ9 ?? '', 'banzhuren');
    expect([body.success, body.code]).toEqual([false, 510]);
    expect(body.message).toContain('班主任只能查看班级关注提示');
    expect(JSON.stringify(body)).not.toContain('"total"');
    expect(await auditedStudents(REFUSED_VIEW, 'banzhuren')).toEqual([low]);
    expect(await auditedStudents('/screening/report/view', 'banzhuren')).toEqual([]);
    // The seeded 班主任 reads career reports: the list holds their class's career results only.
    const list = await s.get('/screening/report/list', 'banzhuren');
    const records = (list.body.result as { records: { career: boolean }[] }).records;
    expect(records.every((r) => r.career)).toBe(true);
  });

  it('never shows another school’s result', async () => {
    const { body } = await view(phqLow.PHQ9 ?? '', 'zhongxue');
    expect(body.success).toBe(false);
    expect(JSON.stringify(body.result)).toBe('null');
  });

  it('lists the reports in reach, with totals only for full readers', async () => {
    const centre = (
      (await s.get('/screening/report/list?minLevel=1&pageSize=100', 'xinli')).body
        .result as PageResult<ReportListRecord>
    ).records;
    expect(centre.map((r) => r.studentNo).sort()).toEqual(['20230102', '20230102', '20230501']);
    expect(centre.find((r) => r.id === phqLow.PHQ9)?.total).toBe(7);
    const counsellor = (
      (await s.get('/screening/report/list?pageSize=100', 'fudaoyuan')).body
        .result as PageResult<ReportListRecord>
    ).records;
    expect(counsellor.some((r) => r.studentNo === '20230501')).toBe(false);
    expect(counsellor.every((r) => r.total === null)).toBe(true);
  });
});

describe('report states and the student’s own report', () => {
  let token: string;

  beforeAll(async () => {
    const row = await db.byId(schoolStudent, low);
    if (!row) throw new Error('no student');
    const request = { studentNo: row.studentNo, name: row.name, idCard: row.idCard };
    // The demo seed may already have given the class accounts; then the existing one is reset.
    const accounts = await createStudentAccounts(t.db, 1000, 'admin', [request]);
    const userId = accounts.get(row.studentNo)?.userId ?? row.userId ?? '';
    await db.update(schoolStudent, { userId }, eq(schoolStudent.id, low));
    const school = { by: 'school', tenantId: 1000, actor: 'admin' } as const;
    const [password] = (await t.services.accounts.resetStudents([userId], school)).values();
    token = await firstSignIn(t, row.studentNo, password ?? '');
  });

  const mine = (resultId: string) =>
    t.call({
      method: 'GET',
      url: `/jeecg-boot/screening/report/mine?resultId=${resultId}`,
      headers: { 'x-access-token': token },
    });
  const move = (action: string, resultId: string, who = 'xinli') =>
    s.send('POST', `/screening/report/${action}`, who, { resultId });

  it('keeps an unreleased report from the student', async () => {
    const { body } = await mine(phqLow.PHQ9 ?? '');
    expect([body.success, body.message]).toEqual([false, '该报告尚未向你开放，请耐心等待心理中心审核']);
  });

  it('refuses moves out of order with a clear message', async () => {
    expect((await move('release', phqLow.PHQ9 ?? '')).body.message).toBe(
      '报告当前为「已生成」，不能发布，请先审核',
    );
    expect((await move('review', phqLow.PHQ9 ?? '')).body.message).toBe('已审核');
    expect((await move('review', phqLow.PHQ9 ?? '')).body.message).toBe('报告当前为「已审核」，不能审核');
    const counsellor = await move('release', phqLow.PHQ9 ?? '', 'fudaoyuan');
    expect([counsellor.body.success, counsellor.body.code]).toEqual([false, 510]);
  });

  it('shows a released report to its student in student wording, never another student’s', async () => {
    expect((await move('release', phqLow.PHQ9 ?? '')).body.message).toBe('已向学生发布报告');
    expect(await releaseEvent()).toMatchObject({ visibility: 'student', payload: { level: 3 } });
    const { body } = await mine(phqLow.PHQ9 ?? '');
    const report = body.result as ReportView;
    expect(report.audience).toBe('student');
    expect(report.levelLabel).toBe('');
    // Wording only: the numeric level is not in the reply, not even in the trend (issue 20).
    expect(report.level).toBeNull();
    expect(report.trend.map((p) => p.level)).toEqual([null]);
    expect(report.rules).toEqual([]);
    expect(report.summary).not.toMatch(/红色预警|危机|诊断/);
    expect(report.summary).toContain('12356');
    // The spring report was never released, so the student's trend holds this one only.
    expect(report.trend).toHaveLength(1);
    const other = await mine(phqCalm.PHQ9 ?? '');
    expect([other.body.success, other.body.message]).toEqual([false, '未找到该测评报告']);
  });

  it('refuses a staff account the student’s own-report route before looking for a record', async () => {
    const { body } = await s.get(`/screening/report/mine?resultId=${phqLow.PHQ9 ?? ''}`, 'xinli');
    expect([body.success, body.code]).toEqual([false, 510]);
  });

  it('withholds a released report again', async () => {
    expect((await move('withhold', phqLow.PHQ9 ?? '')).body.message).toBe('已暂缓向学生发布报告');
    expect((await mine(phqLow.PHQ9 ?? '')).body.success).toBe(false);
    const report = (await view(phqLow.PHQ9 ?? '', 'xinli')).body.result as ReportView;
    expect(report.state).toBe('withheld');
    expect(await releaseEvent()).toMatchObject({ visibility: 'staff', title: '测评报告已撤回：PHQ9' });
  });
});

describe('class teacher’s action card', () => {
  it('names who needs attention and what to do, with no score, level or scale', async () => {
    const classId = await classIdOf(t, 1000, '计算机学院', '2023级1班');
    const { body } = await s.get(`/screening/actionCard?classId=${classId}`, 'banzhuren');
    const card = body.result as ActionCard;
    expect(card.students.map((st) => st.studentNo)).toEqual(['20230102']);
    expect(card.students[0]?.attention).toBe('需要关注');
    expect(card.students[0]?.suggestion).toContain('心理中心');
    const text = JSON.stringify(body.result);
    for (const word of ['level', 'total', 'score', 'PHQ', 'SCL', 'band', '"7"'])
      expect(text).not.toContain(word);
    expect(await auditedStudents('/screening/actionCard', 'banzhuren')).toEqual([low]);
  });

  it('refuses a class outside the teacher’s reach', async () => {
    const other = await classIdOf(t, 1000, '计算机学院', '2023级2班');
    const { body } = await s.get(`/screening/actionCard?classId=${other}`, 'banzhuren');
    expect([body.success, body.message]).toEqual([false, '未找到该班级']);
  });
});
