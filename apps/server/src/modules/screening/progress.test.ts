import { Msg, type StructureNode, type TaskProgress } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureStudentRoles, STUDENT_ROLE } from '../../core/student-role.ts';
import { TenantDb } from '../../core/tenant-db.ts';
import { sysAnnouncement, sysAnnouncementSend, sysRole, sysUser } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { rollUp } from './progress.ts';
import { type Caller, callerOf, classAccounts, DEMO_TENANT, packageOf } from './test-support.ts';

describe('rollUp', () => {
  const units = [
    { orgCode: 'A01A01', name: '计算机学院', kind: 'college' },
    { orgCode: 'A01A01A01', name: '2023级', kind: 'grade' },
    { orgCode: 'A01A01A01A01', name: '1班', kind: 'class' },
    { orgCode: 'A01A01A01A02', name: '2班', kind: 'class' },
  ];
  const counts = (orgCode: string, assigned: number, submitted: number) => ({
    orgCode,
    assigned,
    started: 0,
    declined: 1,
    submitted,
  });

  it('sums classes into their grade and college, parents first, with rates and totals', () => {
    const progress = rollUp([counts('A01A01A01A02', 4, 1), counts('A01A01A01A01', 6, 3)], units);
    expect(
      progress.rows.map((r) => [r.orgCode, r.parentCode, r.path, r.assigned, r.declined, r.rate]),
    ).toEqual([
      ['A01A01', null, '计算机学院', 10, 2, 40],
      ['A01A01A01', 'A01A01', '计算机学院 › 2023级', 10, 2, 40],
      ['A01A01A01A01', 'A01A01A01', '计算机学院 › 2023级 › 1班', 6, 1, 50],
      ['A01A01A01A02', 'A01A01A01', '计算机学院 › 2023级 › 2班', 4, 1, 25],
    ]);
    expect(progress.total).toEqual({ assigned: 10, started: 0, declined: 2, submitted: 4, rate: 40 });
  });

  it('keeps a class whose department is gone as a row of its own', () => {
    const progress = rollUp([counts('A01B09B09', 3, 0)], units);
    expect(progress.rows).toEqual([
      expect.objectContaining({ orgCode: 'A01B09B09', parentCode: null, name: 'A01B09B09', rate: 0 }),
    ]);
  });
});

let t: TestApp;
let admin: Caller;
let taskId = '';
let assigned = 0;
let accounts: Awaited<ReturnType<typeof classAccounts>>;
const tdb = () => new TenantDb(t.db, DEMO_TENANT);
const progressAs = async (who: Caller) =>
  (await who.get(`/screening/task/progress?id=${taskId}`)).result as TaskProgress;

/** Usernames sent a message about the task since the last call (which clears them). */
async function messagedUsernames(): Promise<string[]> {
  const rows = await tdb()
    .select({ username: sysUser.username })
    .from(sysAnnouncementSend)
    .innerJoin(sysAnnouncement, eq(sysAnnouncement.id, sysAnnouncementSend.anntId))
    .innerJoin(sysUser, eq(sysUser.id, sysAnnouncementSend.userId))
    .where(eq(sysAnnouncement.busId, taskId));
  await tdb().delete(sysAnnouncement, eq(sysAnnouncement.busId, taskId));
  return rows.map((r) => r.username).sort();
}

beforeAll(async () => {
  t = await createTestApp();
  admin = callerOf(t, await t.login('admin'));
  accounts = await classAccounts(t, admin, '计算机学院', '2023级1班');
});
afterAll(() => t.close());

describe('targets as an org tree', () => {
  it('lists colleges as roots, with grades and classes, and no non-school departments', async () => {
    const tree = (await admin.get('/screening/task/targetTree')).result as StructureNode[];
    expect(tree.map((n) => n.name)).toEqual(['计算机学院', '心理学院', '外国语学院']);
    const cs = tree[0];
    expect(cs?.children?.map((g) => [g.name, g.kind])).toEqual([
      ['2023级', 'grade'],
      ['2024级', 'grade'],
    ]);
    expect(cs?.children?.[0]?.children?.map((c) => c.name)).toEqual(['2023级1班', '2023级2班']);
  });

  it('publishes a task for two colleges picked on the tree', async () => {
    const tree = (await admin.get('/screening/task/targetTree')).result as StructureNode[];
    const departIds = tree.filter((n) => n.name !== '外国语学院').map((n) => n.id);
    const packageId = await packageOf(admin, '进度PHQ', ['PHQ9']);
    const added = await admin.post('/screening/task/add', {
      name: '两院普查',
      packageId,
      endAt: '2099-12-31 23:00',
      targets: { departIds },
    });
    taskId = (added.result as { id: string }).id;
    const count = (await admin.post('/screening/task/matchCount', { targets: { departIds } })).result as {
      count: number;
    };
    const published = (
      await admin.post('/screening/task/publish', { id: taskId, confirmBuiltinWording: ['PHQ9'] })
    ).result as {
      assigned: number;
    };
    expect(published.assigned).toBe(count.count);
    assigned = published.assigned;
    expect(assigned).toBeGreaterThan(3);
  });
});

describe('progress per college', () => {
  it('rolls the task up college › grade › class, each parent the sum of its children', async () => {
    const [decliner, starter] = accounts.students;
    if (!decliner || !starter) throw new Error('no students');
    const login = async (s: typeof decliner) => callerOf(t, await t.login(s.studentNo, s.password));
    await (await login(decliner)).post('/screening/my/consent', { taskId, agree: false });
    await (await login(starter)).post('/screening/my/consent', { taskId, agree: true });

    const progress = await progressAs(admin);
    expect(progress.total).toEqual({ assigned, started: 1, declined: 1, submitted: 0, rate: 0 });
    const colleges = progress.rows.filter((r) => r.parentCode === null);
    expect(colleges.map((r) => [r.name, r.kind])).toEqual([
      ['计算机学院', 'college'],
      ['心理学院', 'college'],
    ]);
    expect(colleges.reduce((n, r) => n + r.assigned, 0)).toBe(assigned);
    for (const parent of progress.rows) {
      const children = progress.rows.filter((r) => r.parentCode === parent.orgCode);
      if (children.length === 0) continue;
      expect(children.reduce((n, r) => n + r.assigned, 0)).toBe(parent.assigned);
      expect(children.reduce((n, r) => n + r.declined, 0)).toBe(parent.declined);
    }
    const klass = progress.rows.find((r) => r.path === '计算机学院 › 2023级 › 2023级1班');
    expect(klass).toMatchObject({ kind: 'class', declined: 1, started: 1, submitted: 0, rate: 0 });
  });

  it("shows a college's counsellor only their college", async () => {
    const all = await progressAs(admin);
    const cs = all.rows.find((r) => r.name === '计算机学院');
    const counsellor = callerOf(t, await t.login('fudaoyuan'));
    const mine = await progressAs(counsellor);
    expect(mine.total.assigned).toBe(cs?.assigned);
    expect(mine.rows.length).toBeGreaterThan(1);
    expect(mine.rows.every((r) => r.orgCode.startsWith(cs?.orgCode ?? '?'))).toBe(true);
  });

  it("reminds one college: its unfinished students and its counsellor, not a class's teacher", async () => {
    const { rows } = await progressAs(admin);
    const cs = rows.find((r) => r.name === '计算机学院');
    await messagedUsernames();
    const reminded = await admin.post('/screening/task/remind', { id: taskId, orgCode: cs?.orgCode });
    // Of 2023级1班's three accounts one declined; the other students of the college have no account.
    expect(reminded.result).toEqual({ units: 1, students: 2, recipients: 1 });
    const [, second, third] = accounts.students;
    expect(await messagedUsernames()).toEqual(['fudaoyuan', second?.studentNo, third?.studentNo].sort());
  });

  it('reminds one class: its students, its teacher and the college counsellor', async () => {
    const { rows } = await progressAs(admin);
    const klass = rows.find((r) => r.path === '计算机学院 › 2023级 › 2023级1班');
    const reminded = await admin.post('/screening/task/remind', { id: taskId, orgCode: klass?.orgCode });
    expect(reminded.result).toEqual({ units: 1, students: 2, recipients: 2 });
    expect((await messagedUsernames()).filter((u) => !/^\d+$/.test(u))).toEqual(['banzhuren', 'fudaoyuan']);
    expect((await admin.post('/screening/task/remind', { id: taskId, orgCode: 'Z99' })).message).toBe(
      '该单位没有本任务的测评对象，或不在你的负责范围内',
    );
  });
});

describe('the students’ permission for the H5', () => {
  it('refuses staff without screening:answer with the standard message', async () => {
    const teacher = callerOf(t, await t.login('banzhuren'));
    for (const url of ['/screening/my/tasks', `/screening/my/sheet?taskId=${taskId}`]) {
      expect(await teacher.get(url)).toMatchObject({ success: false, code: 510, message: Msg.noPermission });
    }
    expect(await teacher.post('/screening/my/consent', { taskId, agree: true })).toMatchObject({
      code: 510,
      message: Msg.noPermission,
    });
  });

  it('lets student accounts in through the 学生 role, and gives the role back to a school that lacks it', async () => {
    const third = accounts.students[2];
    if (!third) throw new Error('no student');
    const student = callerOf(t, await t.login(third.studentNo, third.password));
    expect((await student.get('/screening/my/tasks')).success).toBe(true);

    await tdb().delete(sysRole, eq(sysRole.roleCode, STUDENT_ROLE.code));
    expect((await student.get('/screening/my/tasks')).code).toBe(510);
    expect(await ensureStudentRoles(t.db)).toBeGreaterThanOrEqual(1);
    expect(await ensureStudentRoles(t.db)).toBe(0);
    expect((await student.get('/screening/my/tasks')).success).toBe(true);
  });
});
