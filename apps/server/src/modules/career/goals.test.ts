import type { AccountSlipFiles, CareerGoalRecord, CareerPlan, GrowthTimeline } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstSignIn } from '../../test/first-sign-in.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';
import { schoolSession, slipPasswords, studentId } from '../school/test-support.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof schoolSession>>;
let id: string;
let studentToken: string;

const asStudent = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  t.call({ method, url: `/jeecg-boot${url}`, headers: auth(studentToken), ...(payload ? { payload } : {}) });

const planOf = async (who: string) => (await s.get(`/career/plan/student?studentId=${id}`, who)).body;

beforeAll(async () => {
  t = await createTestApp();
  s = await schoolSession(t, ['admin', 'banzhuren', 'fudaoyuan', 'xinli', 'zhongxue']);
  id = await studentId(t, 1000, '20230102');
  await s.send('POST', '/school/student/createAccounts', 'admin', { ids: [id] });
  const reset = await s.send('POST', '/school/student/resetAccounts', 'admin', { ids: [id] });
  const slip = await slipPasswords((reset.body.result as { slip: AccountSlipFiles | null }).slip);
  studentToken = await firstSignIn(t, '20230102', slip.get('20230102') ?? '');
});
afterAll(() => t.close());

describe('career goals and action plans', () => {
  it('lets the 辅导员 set a goal with actions; the student sees it and its event on their file', async () => {
    const add = await s.send('POST', '/career/plan/add', 'fudaoyuan', {
      studentId: id,
      title: '考取软件设计师证书',
      dueDate: '2027-05-30',
      actions: [
        { id: 'a1', content: '每周完成两套真题', owner: '本人', dueDate: '2027-04-30' },
        { id: 'a2', content: '每月检查进度', owner: '张辅导' },
      ],
    });
    expect(add.body.success).toBe(true);
    const mine = (await asStudent('GET', '/career/plan/mine')).body.result as CareerPlan;
    expect(mine.goals.map((g) => [g.title, g.actions.length, g.statusText])).toEqual([
      ['考取软件设计师证书', 2, '进行中'],
    ]);
    const file = (await asStudent('GET', '/school/growth/mine?kind=plan')).body.result as GrowthTimeline;
    expect(file.events.map((e) => e.title)).toEqual(['设定生涯目标：考取软件设计师证书']);
  });

  it('lets the student add their own goal, tick an action, review it; the 班主任 comments', async () => {
    const save = await asStudent('POST', '/career/plan/mineSave', {
      title: '参加一次企业实习',
      actions: [{ id: 'x', content: '投递三份简历' }],
    });
    expect(save.body.success).toBe(true);
    const goal = ((await asStudent('GET', '/career/plan/mine')).body.result as CareerPlan).goals.find(
      (g) => g.title === '参加一次企业实习',
    );
    const done = await asStudent('POST', '/career/plan/mineSave', {
      id: goal?.id,
      title: '参加一次企业实习',
      status: 'done',
      actions: [{ id: 'x', content: '投递三份简历', done: true }],
    });
    expect(done.body.success).toBe(true);
    await asStudent('POST', '/career/plan/mineReview', { goalId: goal?.id, content: '简历要更早准备' });
    const comment = await s.send('POST', '/career/plan/note', 'banzhuren', {
      goalId: goal?.id,
      kind: 'comment',
      content: '做得好，下学期继续',
    });
    expect(comment.body.success).toBe(true);
    const plan = (await planOf('banzhuren')).result as CareerPlan;
    const seen = plan.goals.find((g) => g.id === goal?.id);
    expect(seen?.actionsDone).toBe(1);
    expect(seen?.notes.map((n) => [n.kind, n.authorName, n.content])).toEqual([
      ['review', plan.name, '简历要更早准备'],
      ['comment', '陈班主', '做得好，下学期继续'],
    ]);
    // The 班主任 comments but neither edits nor deletes.
    expect(seen?.abilities).toEqual({ edit: false, delete: false, comment: true });
    const edit = await s.send('PUT', '/career/plan/edit', 'banzhuren', {
      id: goal?.id,
      title: '改',
      status: 'active',
    });
    expect(edit.body.success).toBe(false);
    const file = (await asStudent('GET', '/school/growth/mine?kind=plan')).body.result as GrowthTimeline;
    expect(file.events.map((e) => e.title)).toContain('完成生涯目标：参加一次企业实习');
  });

  it('keeps goals from staff without the permission, another school and another student', async () => {
    // The centre's counsellor reaches the whole school but holds no career-guidance permission.
    expect((await planOf('xinli')).code).toBe(510);
    expect((await planOf('zhongxue')).success).toBe(false);
    // Another school's administrator lists their own school's goals: none of ours.
    const list = (await s.get('/career/plan/list?pageSize=50', 'zhongxue')).body.result as { total: number };
    expect(list.total).toBe(0);
    const own = (await s.get('/career/plan/list?pageSize=50&studentNo=20230102', 'admin')).body.result as {
      records: CareerGoalRecord[];
    };
    const other = await asStudent('POST', '/career/plan/mineReview', {
      goalId: 'not-mine',
      content: 'x',
    });
    expect(other.body.success).toBe(false);
    expect(own.records.every((r) => r.studentNo === '20230102')).toBe(true);
    expect(own.records).toHaveLength(2);
  });

  it('audits every read of a student’s goals under the student, and deletes with the timeline event', async () => {
    const readers = (await s.get(`/school/student/readers?id=${id}`, 'admin')).body.result as {
      resource: string;
    }[];
    expect(readers.map((r) => r.resource)).toEqual(
      expect.arrayContaining(['/career/plan/student', '/career/plan/mine']),
    );
    const plan = (await planOf('admin')).result as CareerPlan;
    const first = plan.goals.find((g) => g.title === '考取软件设计师证书');
    const del = await s.send('DELETE', `/career/plan/delete?id=${first?.id}`, 'admin');
    expect(del.body.success).toBe(true);
    const file = (await asStudent('GET', '/school/growth/mine?kind=plan')).body.result as GrowthTimeline;
    expect(file.events.map((e) => e.title)).not.toContain('设定生涯目标：考取软件设计师证书');
  });
});
