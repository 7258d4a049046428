import type { ScaleRecord } from '@xinmiao/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { crisisCase, crisisSignal, screeningResult } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  backdateStart,
  type Caller,
  callerOf,
  classAccounts,
  DEMO_TENANT,
  packageOf,
  sheetsFiled,
} from './test-support.ts';

let t: TestApp;
let admin: Caller;
let accounts: Awaited<ReturnType<typeof classAccounts>>;
const students: Caller[] = [];
const tdb = () => new TenantDb(t.db, DEMO_TENANT);

/** A custom scale whose only rule puts a total ≥ 10 at level 3; `clinical` is its 临床量表 mark. */
const scale = (code: string, clinical: boolean) => ({
  code,
  name: `${code} 小量表`,
  clinical,
  options: [
    { label: '从不', score: 1 },
    { label: '有时', score: 2 },
    { label: '经常', score: 3 },
  ],
  items: [
    { number: 1, text: '最近心情愉快', reverse: true },
    { number: 2, text: '最近容易烦躁' },
    { number: 3, text: '最近睡得不好' },
    { number: 4, text: '最近早醒' },
  ],
  warnings: [
    {
      id: `${code}.total`,
      description: '总分 ≥ 10',
      level: 3,
      when: { metric: { kind: 'total' }, op: '>=', value: 10 },
    },
  ],
});
// 1-based option positions; item 1 is reversed, so this sheet scores 3 + 3 + 3 + 3 = 12.
const HIGH = [1, 3, 3, 3];

beforeAll(async () => {
  t = await createTestApp();
  admin = callerOf(t, await t.login('admin'));
  accounts = await classAccounts(t, admin, '计算机学院', '2023级1班');
  for (const s of accounts.students) students.push(callerOf(t, await t.login(s.studentNo, s.password)));
});
afterAll(() => t.close());

/** A published task of these scales for the class; its students have agreed and spent 10 minutes. */
async function publishedTask(name: string, scaleCodes: string[]): Promise<string> {
  const packageId = await packageOf(admin, name, scaleCodes);
  const added = await admin.post('/screening/task/add', {
    name,
    packageId,
    targets: { departIds: [accounts.classId] },
    endAt: '2099-12-31 23:00',
  });
  const id = (added.result as { id: string }).id;
  expect((await admin.post('/screening/task/publish', { id })).success).toBe(true);
  for (const s of students) await s.post('/screening/my/consent', { taskId: id, agree: true });
  await backdateStart(
    t,
    id,
    accounts.students.map((s) => s.id),
    600,
  );
  return id;
}

describe('临床量表 mark on custom scales', () => {
  it('is saved with the scale and shown in the list; built-in clinical and career scales are marked by code', async () => {
    expect((await admin.post('/saas/devEvalTableinfo/add', scale('XM_CLIN', true))).success).toBe(true);
    expect((await admin.post('/saas/devEvalTableinfo/add', scale('XM_CAREER', false))).success).toBe(true);
    const records = (
      (await admin.get('/saas/devEvalTableinfo/list?pageSize=100')).result as {
        records: ScaleRecord[];
      }
    ).records;
    const mark = Object.fromEntries(records.map((r) => [r.code, r.clinical]));
    expect(mark).toMatchObject({
      XM_CLIN: true,
      XM_CAREER: false,
      SCL90: true,
      PHQ9: true,
      GAD7: true,
      UPI: true,
      RIASEC: false,
    });
  });

  it('a non-clinical scale’s results file nothing in the crisis queue, whatever its rules say', async () => {
    const [first, second] = students;
    const [a, b] = accounts.students;
    if (!first || !second || !a || !b) throw new Error('no students');
    const career = await publishedTask('职业兴趣', ['XM_CAREER']);
    expect(
      (await first.post('/screening/my/submit', { taskId: career, answers: { XM_CAREER: HIGH } })).success,
    ).toBe(true);
    const [stored] = await tdb().list(screeningResult, { where: eq(screeningResult.taskId, career) });
    expect(stored?.level).toBe(3);
    await sheetsFiled(t);
    expect(await tdb().count(crisisCase, eq(crisisCase.studentId, a.id))).toBe(0);

    const both = await publishedTask('情绪与职业', ['XM_CLIN', 'XM_CAREER']);
    const answers = { XM_CLIN: HIGH, XM_CAREER: HIGH };
    expect((await second.post('/screening/my/submit', { taskId: both, answers })).success).toBe(true);
    await sheetsFiled(t);
    const results = await tdb().list(screeningResult, { where: eq(screeningResult.taskId, both) });
    const clinical = results.find((r) => r.scaleCode === 'XM_CLIN');
    const cases = await tdb().list(crisisCase, { where: eq(crisisCase.studentId, b.id) });
    expect(cases).toHaveLength(1);
    const signals = await tdb().list(crisisSignal, {
      where: inArray(
        crisisSignal.caseId,
        cases.map((c) => c.id),
      ),
    });
    expect(signals.map((s) => s.sourceRef)).toEqual([clinical?.id]);
  });
});
