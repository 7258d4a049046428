import { PLAN_MESSAGES, type PlanLesson, type PlanRecord } from '@xinmiao/shared';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { schoolStaff, schoolUnit, sysDepart } from '../../db/schema.ts';
import { grantToRole } from '../../test/grant.ts';
import { auth, type Body, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const token: Record<string, string> = {};
let gradeId = '';
let classes: { id: string; name: string }[] = [];
let teachers: { id: string; name: string }[] = [];
let planId = '';

const call = async (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  (
    await t.call({
      method,
      url: `/jeecg-boot/course/plan${url}`,
      headers: auth(token[who] ?? ''),
      ...(payload ? { payload } : {}),
    })
  ).body as Body;

beforeAll(async () => {
  t = await createTestApp();
  // The other school's 班主任 may manage plans: still nothing of this school.
  await grantToRole(t, 1001, 'banzhuren', [
    'course:plan:list',
    'course:plan:edit',
    'course:plan:delete',
    'course:plan:export',
  ]);
  for (const name of ['admin', 'zhongxue']) token[name] = await t.login(name);
  const tdb = new TenantDb(t.db, 1000);
  const units = await tdb
    .select({
      id: sysDepart.id,
      name: sysDepart.departName,
      orgCode: sysDepart.orgCode,
      kind: schoolUnit.kind,
    })
    .from(schoolUnit)
    .innerJoin(
      sysDepart,
      and(eq(sysDepart.tenantId, schoolUnit.tenantId), eq(sysDepart.id, schoolUnit.departId)),
    );
  const grade = units.find(
    (g) =>
      g.kind === 'grade' &&
      units.filter((c) => c.kind === 'class' && c.orgCode.startsWith(g.orgCode)).length >= 2,
  );
  if (!grade) throw new Error('no grade with two classes');
  gradeId = grade.id;
  classes = units.filter((c) => c.kind === 'class' && c.orgCode.startsWith(grade.orgCode)).slice(0, 2);
  teachers = (await tdb.list(schoolStaff, { limit: 2 })).map((s) => ({ id: s.id, name: s.name }));
  if (teachers.length < 2) throw new Error('need two staff');
});
afterAll(() => t.close());

const lesson = (over: Partial<Record<string, unknown>> = {}) => ({
  planId,
  classId: classes[0]?.id,
  teacherId: teachers[0]?.id,
  topic: '认识情绪',
  lessonDate: '2026-09-07',
  period: 3,
  room: '心理活动室',
  ...over,
});

describe('教学计划', () => {
  it('keeps a plan per grade and semester, with Chinese validation', async () => {
    expect(
      (await call('admin', 'POST', '/add', { title: '秋季计划', gradeId, semester: '2026-1' })).message,
    ).toBe('学期格式为 学年-学期，如 2025-2026-1');
    expect(
      (
        await call('admin', 'POST', '/add', {
          title: '秋季计划',
          gradeId: classes[0]?.id,
          semester: '2026-2027-1',
        })
      ).message,
    ).toBe(PLAN_MESSAGES.notGrade);
    const added = await call('admin', 'POST', '/add', {
      title: '秋季心理课计划',
      gradeId,
      semester: '2026-2027-1',
    });
    expect(added.success).toBe(true);
    planId = added.result as string;
    const list = (await call('admin', 'GET', '/list?semester=2026-2027-1')).result as {
      records: PlanRecord[];
    };
    expect(list.records.find((p) => p.id === planId)).toMatchObject({ lessons: 0, semester: '2026-2027-1' });
  });

  it('refuses a teacher or a class twice in one period, with a clear message', async () => {
    expect((await call('admin', 'POST', '/lesson/add', lesson())).success).toBe(true);
    const teacherClash = await call('admin', 'POST', '/lesson/add', lesson({ classId: classes[1]?.id }));
    expect(teacherClash.message).toBe(
      `教师「${teachers[0]?.name}」在 2026-09-07 第 3 节已有心理课，不能重复安排`,
    );
    const classClash = await call('admin', 'POST', '/lesson/add', lesson({ teacherId: teachers[1]?.id }));
    expect(classClash.message).toBe(
      `班级「${classes[0]?.name}」在 2026-09-07 第 3 节已有心理课，不能重复安排`,
    );
    // Another period is fine; a class of another grade is not.
    expect((await call('admin', 'POST', '/lesson/add', lesson({ period: 4 }))).success).toBe(true);
    expect(
      (await call('admin', 'POST', '/lesson/add', lesson({ classId: gradeId, period: 5 }))).message,
    ).toBe(PLAN_MESSAGES.notClass);
  });

  it('refuses the same clash when two requests race: the database key holds', async () => {
    const replies = await Promise.all([
      call('admin', 'POST', '/lesson/add', lesson({ period: 6, classId: classes[0]?.id })),
      call('admin', 'POST', '/lesson/add', lesson({ period: 6, classId: classes[1]?.id })),
    ]);
    expect(replies.filter((r) => r.success)).toHaveLength(1);
    const refused = replies.find((r) => !r.success);
    expect([
      `教师「${teachers[0]?.name}」在 2026-09-07 第 6 节已有心理课，不能重复安排`,
      '该教师在这一天的这一节已有心理课，请换一个节次或教师',
    ]).toContain(refused?.message);
  });

  it('records attendance and notes, and exports the plan as a workbook', async () => {
    const lessons = (await call('admin', 'GET', `/lesson/all?id=${planId}`)).result as PlanLesson[];
    expect(lessons.map((l) => l.period)).toEqual([3, 4, 6]);
    expect(lessons[0]).toMatchObject({ weekday: 1, className: classes[0]?.name, recorded: false });
    const recorded = await call('admin', 'POST', '/lesson/record', {
      id: lessons[0]?.id,
      present: 38,
      absent: 2,
      notes: '同学们积极参与情绪卡片活动',
    });
    expect(recorded.message).toBe(PLAN_MESSAGES.recordOk);
    const file = await t.app.inject({
      method: 'GET',
      url: `/jeecg-boot/course/plan/exportXls?id=${planId}`,
      headers: auth(token.admin ?? ''),
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(file.rawPayload).buffer);
    const sheet = workbook.getWorksheet('教学计划');
    expect(sheet?.getRow(3).getCell(1).value).toBe('日期');
    expect(sheet?.getRow(4).values).toEqual(
      expect.arrayContaining([
        '2026-09-07',
        '周一',
        '第3节',
        '认识情绪',
        '38',
        '2',
        '同学们积极参与情绪卡片活动',
      ]),
    );
  });

  it("tenant 1001 cannot read, change or export tenant 1000's plan", async () => {
    expect((await call('zhongxue', 'GET', `/lesson/all?id=${planId}`)).message).toBe(PLAN_MESSAGES.notFound);
    const list = (await call('zhongxue', 'GET', '/list')).result as { records: PlanRecord[] };
    expect(list.records.map((p) => p.id)).not.toContain(planId);
    expect((await call('zhongxue', 'DELETE', `/delete?id=${planId}`)).message).toBe(PLAN_MESSAGES.notFound);
    expect((await call('zhongxue', 'GET', `/exportXls?id=${planId}`)).message).toBe(PLAN_MESSAGES.notFound);
    expect((await call('zhongxue', 'POST', '/lesson/add', lesson({ period: 9 }))).message).toBe(
      PLAN_MESSAGES.notFound,
    );
  });
});
