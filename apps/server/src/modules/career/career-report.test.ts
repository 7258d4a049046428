import { readFileSync } from 'node:fs';
import { score } from '@xinmiao/scales';
import type { AccountSlipFiles, CareerReport, HollandMapping } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { evalPackage, screeningAttempt, screeningResult, screeningTask } from '../../db/schema.ts';
import { firstSignIn } from '../../test/first-sign-in.ts';
import { pdfPagesText } from '../../test/pdf-text.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';
import { schoolSession, slipPasswords, studentId } from '../school/test-support.ts';
import { hollandCounts } from './index.ts';
import { DEFAULT_HOLLAND_MAPPINGS } from './mapping-defaults.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof schoolSession>>;
let id: string;
let studentToken: string;

/** Item n belongs to area (n−1) mod 6 in R I A S E C order. */
const riasec = (perArea: number[]) => Array.from({ length: 48 }, (_, i) => perArea[i % 6] as number);

/** A scored RIASEC result of the student, as a submitted screening attempt leaves it. */
async function riasecResult(db: TenantDb, student: string, perArea: number[], at: string): Promise<void> {
  const [pkg] = await db.list(evalPackage, { limit: 1 });
  const [taskId = ''] = await db.insert(screeningTask, { name: `生涯调查 ${at}`, packageId: pkg?.id ?? '' });
  const [attemptId = ''] = await db.insert(screeningAttempt, {
    taskId,
    studentId: student,
    orgCode: 'x',
    attemptStatus: 'submitted',
  });
  const result = score('RIASEC', riasec(perArea));
  await db.insert(screeningResult, {
    taskId,
    attemptId,
    studentId: student,
    orgCode: 'x',
    scaleCode: 'RIASEC',
    scaleVersion: result.version,
    valid: result.valid,
    level: result.level,
    score: result,
    createTime: new Date(at),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  s = await schoolSession(t, ['admin', 'banzhuren', 'fudaoyuan', 'xinli', 'zhongxue']);
  id = await studentId(t, 1000, '20230102');
  const db = new TenantDb(t.db, 1000);
  await riasecResult(db, id, [5, 4, 3, 2, 1, 1], '2025-03-01T02:00:00Z');
  await riasecResult(db, id, [2, 3, 5, 4, 1, 1], '2025-10-01T02:00:00Z');
  await s.send('POST', '/school/student/createAccounts', 'admin', { ids: [id] });
  const reset = await s.send('POST', '/school/student/resetAccounts', 'admin', { ids: [id] });
  const slip = await slipPasswords((reset.body.result as { slip: AccountSlipFiles | null }).slip);
  studentToken = await firstSignIn(t, '20230102', slip.get('20230102') ?? '');
});
afterAll(() => t.close());

const reportOf = async (who: string) => (await s.get(`/career/report/get?studentId=${id}`, who)).body;

describe('career report', () => {
  it('reads the latest RIASEC result: code, six areas and the default mapping, first letter first', async () => {
    const reply = await reportOf('fudaoyuan');
    const report = reply.result as CareerReport;
    expect(report.result?.code).toBe('ASI');
    expect(report.result?.areas.map((a) => [a.letter, a.raw])).toEqual([
      ['R', 16],
      ['I', 24],
      ['A', 40],
      ['S', 32],
      ['E', 8],
      ['C', 8],
    ]);
    expect(report.result?.majorFamilies).toEqual([
      '艺术学',
      '文学',
      '教育学',
      '医学',
      '法学',
      '理学',
      '工学',
    ]);
    expect(report.result?.occupationFamilies).toEqual(['专业技术人员', '社会生产服务和生活服务人员']);
  });

  it('shows the student their own report, the class’s 班主任 too, and no one without the permission', async () => {
    const mine = await t.call({
      method: 'GET',
      url: '/jeecg-boot/career/report/mine',
      headers: auth(studentToken),
    });
    expect((mine.body.result as CareerReport).result?.code).toBe('ASI');
    expect(((await reportOf('banzhuren')).result as CareerReport).result?.code).toBe('ASI');
    // The centre's counsellor reaches the whole school but holds no career-guidance permission.
    expect((await reportOf('xinli')).code).toBe(510);
    expect((await reportOf('zhongxue')).success).toBe(false);
  });

  it('follows the school’s edits of the mapping', async () => {
    const list = (await s.get('/career/mapping/list?pageSize=10', 'admin')).body.result as {
      records: HollandMapping[];
    };
    expect(list.records.map((m) => m.letter)).toEqual(['R', 'I', 'A', 'S', 'E', 'C']);
    const artistic = list.records.find((m) => m.letter === 'A');
    const edit = await s.send('PUT', '/career/mapping/edit', 'admin', {
      id: artistic?.id,
      majorFamilies: ['艺术学', '设计学类'],
      occupationFamilies: ['文学艺术、体育专业人员'],
    });
    expect(edit.body.success).toBe(true);
    const report = (await reportOf('admin')).result as CareerReport;
    expect(report.result?.majorFamilies.slice(0, 3)).toEqual(['艺术学', '设计学类', '教育学']);
    expect(report.result?.occupationFamilies[0]).toBe('文学艺术、体育专业人员');
    // Another school keeps its own default.
    const other = (await s.get('/career/mapping/list?pageSize=10', 'zhongxue')).body;
    expect(other.code).toBe(510);
  });

  it('prints the report as a PDF with Chinese text and audits every read', async () => {
    const reply = await s.download(`/career/report/pdf?studentId=${id}`, 'fudaoyuan');
    expect(reply.headers['content-type']).toBe('application/pdf');
    const text = (await pdfPagesText(reply.rawPayload)).join(' ').replace(/\s+/g, '');
    expect(text).toContain('生涯报告');
    expect(text).toContain('霍兰德代码：ASI');
    expect(text).toContain('艺术型（A）');
    const readers = (await s.get(`/school/student/readers?id=${id}`, 'admin')).body.result as {
      resource: string;
    }[];
    const resources = readers.map((r) => r.resource);
    expect(resources).toEqual(
      expect.arrayContaining(['/career/report/get', '/career/report/mine', '/career/report/pdf']),
    );
  });

  it('counts students by class, grade and college × the code of their latest result', async () => {
    const db = new TenantDb(t.db, 1000);
    const byClass = await hollandCounts(db, 'class');
    expect(byClass.filter((c) => c.unitName === '2023级1班')).toEqual([
      expect.objectContaining({ code: 'ASI', students: 1 }),
    ]);
    expect((await hollandCounts(db, 'college')).find((c) => c.code === 'ASI')?.unitName).toBe('计算机学院');
    expect(await hollandCounts(new TenantDb(t.db, 1001), 'grade')).toEqual([]);
  });

  it('lets a school narrow who sees reports: class staff out, the student out', async () => {
    expect((await s.get('/career/setting/get', 'admin')).body.result).toEqual({
      student: true,
      classStaff: true,
    });
    // A 班主任 holds no 专业职业对照 permission, so cannot change who sees.
    const refused = await s.send('PUT', '/career/setting/edit', 'banzhuren', {
      student: false,
      classStaff: false,
    });
    expect(refused.body.code).toBe(510);
    await s.send('PUT', '/career/setting/edit', 'admin', { student: false, classStaff: false });
    expect((await reportOf('banzhuren')).message).toBe('本校生涯报告仅由全校范围的生涯导师查看');
    expect((await reportOf('fudaoyuan')).success).toBe(false);
    expect(((await reportOf('admin')).result as CareerReport).result?.code).toBe('ASI');
    const mine = await t.call({
      method: 'GET',
      url: '/jeecg-boot/career/report/mine',
      headers: auth(studentToken),
    });
    expect(mine.body.message).toBe('学校暂未开放生涯报告查看');
    // Another school keeps the default.
    expect((await s.get('/career/setting/get', 'zhongxue')).body.code).toBe(510);
    await s.send('PUT', '/career/setting/edit', 'admin', { student: true, classStaff: true });
    expect(((await reportOf('banzhuren')).result as CareerReport).result?.code).toBe('ASI');
  });

  it('documents the default mapping it seeds', () => {
    const doc = readFileSync(new URL('../../../../../docs/career.md', import.meta.url), 'utf8');
    for (const m of DEFAULT_HOLLAND_MAPPINGS) {
      expect(doc).toContain(
        `| ${m.letter} | ${m.majorFamilies.join('、')} | ${m.occupationFamilies.join('；')} |`,
      );
    }
  });
});
