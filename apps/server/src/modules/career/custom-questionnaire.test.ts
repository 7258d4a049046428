import type { CareerSurveyResult, MyTask, ResultRecord } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { crisisCase, crisisSignal, screeningResult, screeningTask } from '../../db/schema.ts';
import { workValuesQuestionnaire } from '../../test/career-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  backdateStart,
  type Caller,
  callerOf,
  classAccounts,
  DEMO_TENANT,
} from '../screening/test-support.ts';

// A 生涯问卷 designed by the school (scale designer, custom scale marked career) runs as a 生涯调查:
// the student answers it like any survey, its result is its dimension scores, and it never carries
// a warning level or opens a crisis case.

let t: TestApp;
let admin: Caller;
let xinli: Caller;
let accounts: Awaited<ReturnType<typeof classAccounts>>;
const students: Caller[] = [];
const tdb = () => new TenantDb(t.db, DEMO_TENANT);

const ALL_HIGH = [3, 3, 3, 3];

beforeAll(async () => {
  t = await createTestApp();
  admin = callerOf(t, await t.login('admin'));
  xinli = callerOf(t, await t.login('xinli'));
  accounts = await classAccounts(t, admin, '计算机学院', '2023级1班');
  for (const s of accounts.students) students.push(callerOf(t, await t.login(s.studentNo, s.password)));
}, 120_000);
afterAll(() => t.close());

describe('生涯问卷 designed by the school', () => {
  it('refuses a 生涯问卷 with warning rules, alert items or the clinical mark', async () => {
    const warned = await admin.post(
      '/saas/devEvalTableinfo/add',
      workValuesQuestionnaire({
        warnings: [
          {
            id: 'w1',
            description: '总分高',
            level: 3,
            when: { metric: { kind: 'total' }, op: '>=', value: 10 },
          },
        ],
      }),
    );
    expect(warned.success).toBe(false);
    expect(warned.message).toContain('生涯问卷不设预警规则');
    const clinical = await admin.post(
      '/saas/devEvalTableinfo/add',
      workValuesQuestionnaire({ clinical: true }),
    );
    expect(clinical.success).toBe(false);
    expect(clinical.message).toContain('生涯问卷不是临床量表');
    const alerted = await admin.post(
      '/saas/devEvalTableinfo/add',
      workValuesQuestionnaire({
        alertItems: [{ item: 1, when: { metric: { kind: 'itemScore', item: 1 }, op: '>=', value: 3 } }],
      }),
    );
    expect(alerted.success).toBe(false);
    expect(alerted.message).toContain('生涯问卷不设预警题');
  });

  it('is offered in 生涯调查, answered on /m, and shows its dimension scores without a level or a case', async () => {
    expect((await admin.post('/saas/devEvalTableinfo/add', workValuesQuestionnaire())).success).toBe(true);
    const scales = (await admin.get('/career/survey/scales')).result as { code: string; name: string }[];
    expect(scales.map((s) => s.code)).toEqual(expect.arrayContaining(['RIASEC', 'XM_WORK_VALUES']));

    const added = await admin.post('/career/survey/add', {
      name: '职业价值观调查',
      scaleCodes: ['XM_WORK_VALUES'],
      endAt: '2099-12-31 23:00:00',
      targets: { departIds: [accounts.classId], enrolYears: [], studentTypes: [], studentStatuses: [] },
    });
    expect(added.success, added.message).toBe(true);
    const id = (added.result as { id: string }).id;
    const published = await admin.post('/career/survey/publish', { id });
    expect(published.success, published.message).toBe(true);
    expect((await tdb().first(screeningTask, eq(screeningTask.id, id)))?.career).toBe(true);

    const [student] = students;
    const [account] = accounts.students;
    if (!student || !account) throw new Error('no student');
    const mine = (await student.get('/screening/my/tasks')).result as MyTask[];
    expect(mine.map((m) => m.taskId)).toContain(id);
    expect((await student.post('/screening/my/consent', { taskId: id, agree: true })).success).toBe(true);
    await backdateStart(t, id, [account.id], 600);
    const submitted = await student.post('/screening/my/submit', {
      taskId: id,
      answers: { XM_WORK_VALUES: ALL_HIGH },
    });
    expect(submitted.success, submitted.message).toBe(true);

    const [stored] = await tdb().list(screeningResult, { where: eq(screeningResult.taskId, id) });
    expect(stored?.career).toBe(true);
    expect(stored?.level).toBe(0);
    expect(await tdb().count(crisisCase, eq(crisisCase.studentId, account.id))).toBe(0);
    expect(await tdb().count(crisisSignal, eq(crisisSignal.sourceRef, stored?.id ?? ''))).toBe(0);

    const results = (await admin.get(`/career/survey/results?id=${id}`)).result as CareerSurveyResult[];
    expect(results).toHaveLength(1);
    expect(results[0]?.hollandCode).toBeNull();
    expect(results[0]?.dimensions).toEqual([
      { name: '助人', raw: 6, mean: 3, band: '助人取向突出' },
      { name: '报酬', raw: 6, mean: 3, band: null },
    ]);

    // A career result: the centre's 心理中心咨询师 (no career code) does not see it on 测评结果.
    const centre = (await xinli.get(`/screening/result/list?taskId=${id}`)).result as {
      records: ResultRecord[];
    };
    expect(centre.records).toEqual([]);
  });
});
