import type { MySheet, MyTask, ScreeningResultRow, ScreeningTask, TaskProgress } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { crisisCase, crisisSignal, growthEvent, screeningResult } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { classIdOf } from '../school/test-support.ts';
import { assignRetest } from './retest.ts';
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
let taskId = '';
let accounts: Awaited<ReturnType<typeof classAccounts>>;
const students: Caller[] = [];
const tdb = () => new TenantDb(t.db, DEMO_TENANT);

// PHQ-9 answers are 1-based option positions: 1 = 完全不会 (0) … 4 = 几乎每天 (3).
const MILD_WITH_ITEM9 = [2, 2, 2, 1, 1, 1, 1, 1, 2]; // total 4, item 9 = 1 → level 3
const MODERATELY_SEVERE = [3, 3, 3, 3, 3, 3, 3, 3, 1]; // total 16, item 9 = 0 → level 2
const NONE = [1, 1, 1, 1, 1, 1, 1, 1, 1];

beforeAll(async () => {
  t = await createTestApp();
  admin = callerOf(t, await t.login('admin'));
  accounts = await classAccounts(t, admin, '计算机学院', '2023级1班');
  for (const s of accounts.students) students.push(callerOf(t, await t.login(s.studentNo, s.password)));
});
afterAll(() => t.close());

const sheetOf = async (who: Caller) =>
  (await who.get(`/screening/my/sheet?taskId=${taskId}`)).result as MySheet;

describe('task lifecycle', () => {
  it('refuses a bad window and counts matched students live', async () => {
    const packageId = await packageOf(admin, '普查PHQ', ['PHQ9']);
    const base = { name: '2023级心理普查', packageId, targets: { departIds: [accounts.classId] } };
    expect(await admin.post('/screening/task/add', { ...base, endAt: '' })).toMatchObject({
      success: false,
      message: '请设置结束时间',
    });
    expect(
      await admin.post('/screening/task/add', { ...base, startAt: '2030-01-02', endAt: '2030-01-01' }),
    ).toMatchObject({ success: false, message: '结束时间须晚于开始时间' });
    const count = await admin.post('/screening/task/matchCount', { targets: base.targets });
    expect(count.result).toEqual({ count: 3 });
    const added = await admin.post('/screening/task/add', {
      ...base,
      endAt: '2099-12-31 23:00',
      consentText: '本测评仅用于心理健康服务。',
    });
    expect(added.success).toBe(true);
    taskId = (added.result as { id: string }).id;
    // 学生可查看报告 left unset follows the package, whose PHQ-9 lets the student view by default.
    const task = (await admin.get(`/screening/task/queryById?id=${taskId}`)).result as ScreeningTask;
    expect(task.studentCanViewReport).toBe(true);
  });

  it('publishes: pins the scale version and assigns the class', async () => {
    expect(await admin.post('/screening/task/transition', { id: taskId, action: 'resume' })).toMatchObject({
      success: false,
      message: '任务当前为「草稿」，不能恢复',
    });
    const published = await admin.post('/screening/task/publish', {
      id: taskId,
      confirmBuiltinWording: ['PHQ9'],
    });
    expect(published.result).toEqual({ assigned: 3, taskStatus: 'open' });
    expect((await admin.post('/screening/task/publish', { id: taskId })).message).toBe(
      '只有草稿状态的任务可以发布',
    );
    const task = (await admin.get(`/screening/task/queryById?id=${taskId}`)).result as ScreeningTask;
    expect(task.scales).toEqual([
      { scaleCode: 'PHQ9', version: expect.any(String), alias: '', studentCanViewReport: true },
    ]);
    expect(task).toMatchObject({ assigned: 3, submitted: 0, taskStatus: 'open' });
    expect(
      await admin.post('/screening/task/edit', {
        id: taskId,
        name: 'x',
        packageId: task.packageId,
        endAt: '2099-01-01',
      }),
    ).toMatchObject({
      message: '只有草稿状态的任务可以修改或删除',
    });
  });
});

describe('answering', () => {
  it('lists the task for its students only, and asks for consent first', async () => {
    const [first] = students;
    if (!first) throw new Error('no students');
    const mine = (await first.get('/screening/my/tasks')).result as MyTask[];
    // The seeded demo screening is open for this class too.
    expect(mine.map((m) => [m.name, m.attemptStatus])).toEqual([
      ['2023级心理普查', 'assigned'],
      ['2023级1班 心理普查', 'assigned'],
    ]);
    expect(
      await first.post('/screening/my/save', { taskId, revision: 1, answers: { PHQ9: [1] } }),
    ).toMatchObject({
      success: false,
      message: '请先阅读并同意知情同意书',
    });
    const outsider = await classAccounts(t, admin, '计算机学院', '2023级2班');
    const other = outsider.students[0];
    if (!other) throw new Error('no outsider');
    const stranger = callerOf(t, await t.login(other.studentNo, other.password));
    expect((await stranger.get(`/screening/my/sheet?taskId=${taskId}`)).message).toBe('你没有这个测评任务');
    expect((await admin.get('/screening/my/tasks')).message).toBe('当前账号不是学生账号');
    // Nobody has submitted yet: the class's students, its teacher and the college's counsellor are told.
    const reminded = await admin.post('/screening/task/remind', { id: taskId, below: 80 });
    expect(reminded.result).toEqual({ units: 1, students: 3, recipients: 2 });
  });

  it('autosaves by revision, so a stale retry changes nothing, and resumes from the server', async () => {
    const [first] = students;
    if (!first) throw new Error('no students');
    expect((await first.post('/screening/my/consent', { taskId, agree: true })).result).toEqual({
      attemptStatus: 'consented',
    });
    expect(
      (await first.post('/screening/my/save', { taskId, revision: 2, answers: { PHQ9: [2, 2] } })).result,
    ).toEqual({
      revision: 2,
    });
    expect(
      (await first.post('/screening/my/save', { taskId, revision: 1, answers: { PHQ9: [2] } })).result,
    ).toEqual({
      revision: 2,
    });
    const sheet = await sheetOf(first);
    expect(sheet.answers).toEqual({ PHQ9: [2, 2] });
    expect(sheet.scales[0]?.items.filter((i) => !i.optional)).toHaveLength(9);
    expect(sheet.scales[0]?.items[0]?.options).toEqual(['完全不会', '好几天', '一半以上的天数', '几乎每天']);
    expect(sheet.scales[0]?.instruction).toMatch(/^在过去两周里/);
    expect(
      await first.post('/screening/my/save', { taskId, revision: 3, answers: { SCL90: [1] } }),
    ).toMatchObject({
      message: '答案中有不属于本次测评的量表',
    });
    expect(
      (await first.post('/screening/my/submit', { taskId, answers: { PHQ9: [2, 2] } })).message,
    ).toContain('还有题目未作答');
  });

  it('submits: scores, stores the pinned version, opens a warning for item 9, and is idempotent', async () => {
    const [first, second, third] = students;
    const [a, b] = accounts.students;
    if (!first || !second || !third || !a || !b) throw new Error('no students');
    await second.post('/screening/my/consent', { taskId, agree: true });
    await third.post('/screening/my/consent', { taskId, agree: true });
    await backdateStart(t, taskId, [a.id, b.id], 300);
    const submitted = await first.post('/screening/my/submit', {
      taskId,
      answers: { PHQ9: MILD_WITH_ITEM9 },
    });
    expect(submitted.success).toBe(true);
    const ids = (submitted.result as { reportIds: string[] }).reportIds;
    expect(ids).toHaveLength(1);
    const again = await first.post('/screening/my/submit', { taskId, answers: { PHQ9: NONE } });
    expect((again.result as { reportIds: string[] }).reportIds).toEqual(ids);
    expect(
      await first.post('/screening/my/save', { taskId, revision: 9, answers: { PHQ9: NONE } }),
    ).toMatchObject({
      message: '测评已提交，不能再修改',
    });
    await second.post('/screening/my/submit', { taskId, answers: { PHQ9: MODERATELY_SEVERE } });
    // The third answers at once: too fast for nine items, so the sheet waits for review.
    await third.post('/screening/my/submit', { taskId, answers: { PHQ9: NONE } });
    await sheetsFiled(t);

    const results = (await admin.get(`/screening/task/results?id=${taskId}`)).result as ScreeningResultRow[];
    expect(results.map((r) => [r.studentNo, r.total, r.level, r.valid, r.reviewStatus])).toEqual([
      [a.studentNo, 4, 3, true, 'none'],
      [b.studentNo, 16, 2, true, 'none'],
      [accounts.students[2]?.studentNo, 0, 0, false, 'pending'],
    ]);
    expect(await tdb().count(screeningResult, eq(screeningResult.taskId, taskId))).toBe(3);

    const caseOf = async (studentId: string) => tdb().first(crisisCase, eq(crisisCase.studentId, studentId));
    const item9 = await caseOf(a.id);
    expect(item9).toMatchObject({
      suggestedLevel: 3,
      source: 'item_alert',
      caseStatus: 'pending_assessment',
    });
    expect(item9?.summary).toContain('PHQ');
    expect(item9?.summary).not.toMatch(/\[|好几天/);
    const signal = await tdb().first(crisisSignal, eq(crisisSignal.caseId, item9?.id ?? ''));
    expect(signal?.sourceRef).toBe(ids[0]);
    expect(await caseOf(b.id)).toMatchObject({ suggestedLevel: 2, source: 'screening' });
    expect(await caseOf(accounts.students[2]?.id ?? '')).toBeUndefined();
    // The growth file: taking part (no level), and the case opened inside its compartment only.
    const events = await tdb().list(growthEvent, { where: eq(growthEvent.studentId, a.id) });
    expect(events.map((e) => [e.kind, e.visibility, e.title]).sort()).toEqual([
      ['assessment', 'student', expect.stringContaining('完成测评')],
      ['crisis', 'case', '危机个案建立'],
    ]);
    expect(JSON.stringify(events.map((e) => e.payload))).not.toContain('level');

    const mine = (await first.get('/screening/my/tasks')).result as MyTask[];
    expect(mine.find((m) => m.taskId === taskId)).toMatchObject({
      attemptStatus: 'submitted',
      reportIds: ids,
    });
  });
});

describe('review, progress, reach and transitions', () => {
  it('queues the invalid sheet and takes one decision', async () => {
    const queue = (
      (await admin.get('/screening/review/queue?reviewStatus=pending')).result as {
        records: (ScreeningResultRow & { taskName: string })[];
      }
    ).records;
    expect(queue.map((q) => [q.studentNo, q.taskName])).toEqual([
      [accounts.students[2]?.studentNo, '2023级心理普查'],
    ]);
    const id = queue[0]?.id ?? '';
    expect(
      (await admin.post('/screening/review/decide', { id, decision: 'invalid', note: '作答过快' })).success,
    ).toBe(true);
    expect((await admin.post('/screening/review/decide', { id, decision: 'valid' })).message).toBe(
      '该答卷已审核',
    );
    expect((await admin.get('/screening/review/queue?reviewStatus=pending')).result).toMatchObject({
      records: [],
      total: 0,
    });
    const decided = (await admin.get('/screening/review/queue?reviewStatus=invalid')).result as {
      records: { id: string; reviewNote: string | null }[];
    };
    expect(decided.records).toEqual([expect.objectContaining({ id, reviewNote: '作答过快' })]);
  });

  it('shows progress from college to class and has nobody left to remind', async () => {
    const progress = (await admin.get(`/screening/task/progress?id=${taskId}`)).result as TaskProgress;
    expect(progress.rows.map((r) => [r.path, r.assigned, r.submitted])).toEqual([
      ['计算机学院', 3, 3],
      ['计算机学院 › 2023级', 3, 3],
      ['计算机学院 › 2023级 › 2023级1班', 3, 3],
    ]);
    const done = await admin.post('/screening/task/remind', { id: taskId, below: 100 });
    expect(done.result).toEqual({ units: 0, students: 0, recipients: 0 });
  });

  it('keeps scores and answers from the class teacher', async () => {
    const teacher = callerOf(t, await t.login('banzhuren'));
    const denied = await teacher.get(`/screening/task/results?id=${taskId}`);
    expect(denied.code).toBe(510);
    expect((await teacher.get('/screening/review/queue')).code).toBe(510);
  });

  it('recalculates with the pinned version without changing stored results', async () => {
    expect((await admin.post('/screening/task/recalc', { id: taskId })).result).toEqual({
      results: 3,
      changed: 0,
    });
  });

  it('closes, refuses answers, then opens a make-up window', async () => {
    expect((await admin.post('/screening/task/transition', { id: taskId, action: 'close' })).result).toEqual({
      taskStatus: 'closed',
    });
    expect((await admin.post('/screening/task/transition', { id: taskId, action: 'pause' })).message).toBe(
      '任务当前为「已结束」，不能暂停',
    );
    expect(
      (
        await admin.post('/screening/task/transition', {
          id: taskId,
          action: 'makeup',
          makeupEndAt: '2000-01-01',
        })
      ).message,
    ).toBe('请设置晚于现在的补测截止时间');
    const makeup = await admin.post('/screening/task/transition', {
      id: taskId,
      action: 'makeup',
      makeupEndAt: '2099-12-31 23:30',
    });
    expect(makeup.result).toEqual({ taskStatus: 'makeup' });
  });
});

describe('re-test for the crisis workflow', () => {
  it('assigns a one-scale open task to one student', async () => {
    const student = accounts.students[0];
    if (!student) throw new Error('no student');
    const retestId = await assignRetest(tdb(), {
      studentId: student.id,
      scaleCode: 'PHQ9',
      dueAt: new Date(Date.now() + 86_400_000),
      reason: '危机跟踪复测',
    });
    const task = (await admin.get(`/screening/task/queryById?id=${retestId}`)).result as ScreeningTask;
    expect(task).toMatchObject({ taskStatus: 'open', assigned: 1 });
    expect(task.scales.map((s) => s.scaleCode)).toEqual(['PHQ9']);
    expect(await classIdOf(t, DEMO_TENANT, '计算机学院', '2023级1班')).toBe(accounts.classId);
  });
});
