import type { CareerQuestionnaireResult, CareerReport } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { screeningTask } from '../../db/schema.ts';
import { workValuesQuestionnaire } from '../../test/career-fixtures.ts';
import { pdfPagesText } from '../../test/pdf-text.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  backdateStart,
  type Caller,
  callerOf,
  classAccounts,
  DEMO_TENANT,
} from '../screening/test-support.ts';

// The career report carries each 生涯问卷's latest valid result (scores and the wording its
// definition gives them, never a level); a survey may keep its results from the student's own view.

let t: TestApp;
let admin: Caller;
let adminToken: string;
let student: Caller;
let studentToken: string;
let studentId: string;
let openSurvey: string;
let hiddenSurvey: string;

const options = [
  { label: '不看重', score: 1 },
  { label: '一般', score: 2 },
  { label: '很看重', score: 3 },
];

const WORK_VALUES = workValuesQuestionnaire();

const READINESS = {
  code: 'XM_READINESS',
  name: '生涯准备度问卷',
  clinical: false,
  career: true,
  options,
  items: [
    { number: 1, text: '我了解自己想从事的行业', dimension: '探索' },
    { number: 2, text: '我查过目标岗位的要求', dimension: '探索' },
  ],
  dimensions: [{ name: '探索', bands: [{ min: 5, label: '探索充分' }] }],
};

/** A published 生涯调查 of one questionnaire for the class, answered by the student. */
async function answeredSurvey(
  classId: string,
  name: string,
  scaleCode: string,
  answers: number[],
  studentCanViewReport?: boolean,
): Promise<string> {
  const added = await admin.post('/career/survey/add', {
    name,
    scaleCodes: [scaleCode],
    endAt: '2099-12-31 23:00:00',
    targets: { departIds: [classId], enrolYears: [], studentTypes: [], studentStatuses: [] },
    ...(studentCanViewReport === undefined ? {} : { studentCanViewReport }),
  });
  expect(added.success, added.message).toBe(true);
  const id = (added.result as { id: string }).id;
  expect((await admin.post('/career/survey/publish', { id })).success).toBe(true);
  expect((await student.post('/screening/my/consent', { taskId: id, agree: true })).success).toBe(true);
  await backdateStart(t, id, [studentId], 600);
  const submitted = await student.post('/screening/my/submit', {
    taskId: id,
    answers: { [scaleCode]: answers },
  });
  expect(submitted.success, submitted.message).toBe(true);
  return id;
}

const pdfText = async (url: string, token: string) => {
  const reply = await t.app.inject({ method: 'GET', url: `/jeecg-boot${url}`, headers: auth(token) });
  expect(reply.headers['content-type']).toBe('application/pdf');
  return (await pdfPagesText(reply.rawPayload)).join(' ').replace(/\s+/g, '');
};

const byCode = (report: CareerReport, code: string): CareerQuestionnaireResult | undefined =>
  report.questionnaires.find((q) => q.scaleCode === code);

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login('admin');
  admin = callerOf(t, adminToken);
  const accounts = await classAccounts(t, admin, '计算机学院', '2023级1班');
  const [account] = accounts.students;
  if (!account) throw new Error('no student');
  studentId = account.id;
  studentToken = await t.login(account.studentNo, account.password);
  student = callerOf(t, studentToken);
  for (const q of [WORK_VALUES, READINESS]) {
    const saved = await admin.post('/saas/devEvalTableinfo/add', q);
    expect(saved.success, saved.message).toBe(true);
  }
  // Oldest first: an open survey of the values, one that keeps its readiness result from the
  // student, and a newer values survey that keeps its result from the student as well.
  openSurvey = await answeredSurvey(accounts.classId, '职业价值观调查（上）', WORK_VALUES.code, [1, 1, 1, 1]);
  hiddenSurvey = await answeredSurvey(accounts.classId, '生涯准备度调查', READINESS.code, [3, 3], false);
  await answeredSurvey(accounts.classId, '职业价值观调查（下）', WORK_VALUES.code, [3, 3, 3, 3], false);
}, 180_000);
afterAll(() => t.close());

describe('生涯问卷 results on the career report', () => {
  it('gives staff the latest valid result of each questionnaire with its interpretations and no level', async () => {
    const reply = await admin.get(`/career/report/get?studentId=${studentId}`);
    expect(reply.success, reply.message).toBe(true);
    const report = reply.result as CareerReport;
    expect(report.result).toBeNull();
    expect(report.questionnaires).toHaveLength(2);
    expect(byCode(report, WORK_VALUES.code)).toMatchObject({
      name: '职业价值观问卷',
      total: 12,
      interpretation: '价值观清晰',
      dimensions: [
        { name: '助人', raw: 6, mean: 3, interpretation: '助人取向突出' },
        { name: '报酬', raw: 6, mean: 3, interpretation: null },
      ],
    });
    expect(byCode(report, READINESS.code)).toMatchObject({
      name: '生涯准备度问卷',
      total: 6,
      interpretation: null,
      dimensions: [{ name: '探索', raw: 6, mean: 3, interpretation: '探索充分' }],
    });
    expect(byCode(report, WORK_VALUES.code)?.testedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(JSON.stringify(report.questionnaires)).not.toMatch(/level|预警|风险|等级/);
  });

  it('stores 学生可查看本人结果 with the survey, on unless the form turns it off', async () => {
    const tdb = new TenantDb(t.db, DEMO_TENANT);
    const shown = async (id: string) =>
      (await tdb.first(screeningTask, eq(screeningTask.id, id)))?.studentCanViewReport;
    expect(await shown(openSurvey)).toBe(true);
    expect(await shown(hiddenSurvey)).toBe(false);
  });

  it('leaves out of the student’s own report what their surveys keep from them', async () => {
    const reply = await student.get('/career/report/mine');
    expect(reply.success, reply.message).toBe(true);
    const report = reply.result as CareerReport;
    expect(report.questionnaires.map((q) => q.scaleCode)).toEqual([WORK_VALUES.code]);
    // The newer values result is kept from them; the one they may see is the older survey's.
    expect(byCode(report, WORK_VALUES.code)).toMatchObject({
      total: 4,
      interpretation: '价值观尚在形成',
      dimensions: [
        { name: '助人', raw: 2, mean: 1, interpretation: '助人取向一般' },
        { name: '报酬', raw: 2, mean: 1, interpretation: null },
      ],
    });
  });

  it('prints every questionnaire on the staff PDF and only the visible ones on the student’s', async () => {
    const staff = await pdfText(`/career/report/pdf?studentId=${studentId}`, adminToken);
    expect(staff).toContain('暂无霍兰德职业兴趣（RIASEC）测评结果');
    expect(staff).toContain('职业价值观问卷');
    expect(staff).toContain('总分：12（价值观清晰）');
    expect(staff).toContain('助人取向突出');
    expect(staff).toContain('生涯准备度问卷');
    expect(staff).toContain('探索充分');
    const mine = await pdfText('/career/report/minePdf', studentToken);
    expect(mine).toContain('总分：4（价值观尚在形成）');
    expect(mine).toContain('助人取向一般');
    expect(mine).not.toContain('生涯准备度问卷');
    expect(mine).not.toContain('价值观清晰');
  });
});
