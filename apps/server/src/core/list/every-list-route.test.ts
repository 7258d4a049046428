import * as shared from '@xinmiao/shared';
import { type ListRoute, Msg } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  careerGoal,
  counsellingBooking,
  counsellingCase,
  course,
  coursePlan,
  focusPlan,
  lecture,
  schoolStudent,
  schoolUnit,
  screeningResult,
  screeningTask,
  sysLog,
  sysReadAudit,
  sysReadAuditRecord,
  sysTenantContract,
  sysUser,
} from '../../db/schema.ts';
import { answer, createTask, uniform } from '../../modules/screening/test-support.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';
import { TenantDb } from '../tenant-db.ts';

// Every list route the contracts declare, found by shape: a new list is covered without being named.
const listRoutes: ListRoute[] = Object.values(shared).flatMap((group) =>
  group && typeof group === 'object'
    ? Object.values(group).filter((route): route is ListRoute =>
        Boolean(route && typeof route === 'object' && 'list' in route && 'path' in route),
      )
    : [],
);

/** A value of each custom filter that leaves out at least one row of the seeded data. */
const CUSTOM_SAMPLES: Record<string, string> = {
  keyWord: '__none__',
  operator: '__none__',
  enabled: '0',
  titile: '__none__',
  recordId: '__none__',
  departId: '__none__',
  deptId: '__none__',
  roleId: '__none__',
  username: '__none__',
  realname: '__none__',
  // 干预记录: the demo seeds safety plans, home–school notes and counselling notes, no referral.
  kind: 'referral',
  collegeId: '__none__',
  classId: '__none__',
  // 测评结果: the sample result below is a valid sheet.
  valid: '0',
  // 个体报告: the sample result is level 0 and still 已生成.
  minLevel: '3',
  studentNo: '__none__',
  reportState: 'released',
};
const SAMPLES = { text: '__none__', number: '-987654', datetime: '1970-01-01 08:00:00' } as const;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const tdb = new TenantDb(t.db, 1000);
  await tdb.insert(sysLog, {
    logType: 2,
    operateType: 3,
    logContent: '编辑',
    userid: 'admin',
    username: '管理员',
    ip: '10.0.0.1',
    costTime: 5,
  });
  // A read's records carry its time (the month partition and the foreign key hold it).
  const createTime = new Date();
  const [auditId] = await tdb.insert(sysReadAudit, {
    userId: '1',
    username: 'admin',
    resource: '/x/queryById',
    recordCount: 1,
    ip: '10.0.0.1',
    createTime,
  });
  await tdb.insert(sysReadAuditRecord, { auditId: auditId ?? '', id: '42', createTime });
  // 费用管理 lists the contracts its caller's tenant keeps (the operator's): this school keeps one.
  await tdb.insert(sysTenantContract, {
    schoolId: 1001,
    contractNo: 'XM-TEST-1',
    packageCode: 'basic',
    beginDate: '2026-01-01',
    endDate: '2026-12-31',
    amountFen: 100_000,
    payState: 'unpaid',
  });
  // The demo seeds no course yet: one row lets each course filter show that it narrows.
  await tdb.insert(course, { title: '情绪管理入门', category: 'mental', status: '1' });
  const [student] = await tdb.list(schoolStudent, { limit: 1 });
  const [counsellor] = await t.db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(eq(sysUser.username, 'admin'));
  // The test school has no demo activity: one goal and one teaching plan for their lists' filters.
  await tdb.insert(careerGoal, { studentId: student?.id ?? '', title: '考取心理学研究生' });
  const [grade] = await tdb.list(schoolUnit, { where: eq(schoolUnit.kind, 'grade'), limit: 1 });
  await tdb.insert(coursePlan, {
    title: '2023级心理课',
    gradeId: grade?.departId ?? '',
    semester: '2025-2026-1',
  });
  // 一生一策 is read by its responsible people: admin is this plan's 辅导员.
  await tdb.insert(focusPlan, {
    studentId: student?.id ?? '',
    basis: 'group',
    groupCode: 'poverty',
    goals: '落实资助',
    counsellorId: counsellor?.id ?? '',
    nextReviewDate: '2026-12-01',
  });
  // 家长学堂: one lecture for its list.
  await tdb.insert(lecture, {
    title: '亲子沟通',
    mode: 'onsite',
    speaker: '王老师',
    startTime: new Date('2031-03-03T01:00:00Z'),
    endTime: new Date('2031-03-03T02:30:00Z'),
    capacity: 100,
    gradeIds: [grade?.departId ?? ''],
    checkInCode: '123456',
  });
  // A counselling case is reached by its counsellor: this one is admin's.
  await tdb.insert(counsellingCase, { studentId: student?.id ?? '', counsellorId: counsellor?.id ?? '' });
  await tdb.insert(counsellingBooking, {
    studentId: student?.id ?? '',
    counsellorId: counsellor?.id ?? '',
    slotStart: new Date('2031-03-03T01:00:00Z'),
    slotEnd: new Date('2031-03-03T01:50:00Z'),
    mode: 'offline',
    topic: '学业压力',
    consentTime: new Date(),
  });
  const taskId = await createTask(tdb, { name: '列表普查', scales: ['PHQ9'] });
  // 生涯调查 lists career tasks only: one RIASEC survey for its filters.
  const surveyId = await createTask(tdb, { name: '列表生涯调查', scales: ['RIASEC'] });
  await tdb.update(screeningTask, { career: true }, eq(screeningTask.id, surveyId));
  await answer(tdb, taskId, student?.id ?? '', { PHQ9: uniform(9, 1) });
  // 作废审核 lists flagged sheets only: a second student's sheet waits for review.
  const [, flagged] = await tdb.list(schoolStudent, { limit: 2 });
  await answer(tdb, taskId, flagged?.id ?? '', { PHQ9: uniform(9, 1) });
  // The career role's 作废审核 lists flagged career sheets: the same student's RIASEC sheet.
  await answer(tdb, surveyId, flagged?.id ?? '', { RIASEC: uniform(48, 4) });
  await tdb.update(
    screeningResult,
    { reviewStatus: 'pending' },
    eq(screeningResult.studentId, flagged?.id ?? ''),
  );
  const post = (url: string, payload: object) =>
    t.call({ method: 'POST', url: `/jeecg-boot${url}`, headers: auth(admin), payload });
  await post('/saas/devEvalPackageinfo/add', { name: '普查', status: '1', items: [{ scaleCode: 'PHQ9' }] });
  await post('/sys/annountCement/add', { titile: '通知', msgCategory: '1', priority: 'L' });
  await post('/sys/position/add', { code: 'zhuren', name: '中心主任', postRank: '4' });
  await post('/sys/category/add', { name: '学科' });
  await post('/online/cgform/head/add', {
    code: 'weekly',
    name: '心理委员周报',
    fields: [{ name: 'className', label: '班级', type: 'text' }],
  });
  await post('/low-app/app/add', { name: '心理委员', entries: [{ kind: 'form', code: 'weekly' }] });
  const list = await t.call({
    method: 'GET',
    url: '/jeecg-boot/sys/annountCement/list',
    headers: auth(admin),
  });
  const [first] = (list.body.result as { records: { id: string }[] }).records;
  await t.call({
    method: 'GET',
    url: `/jeecg-boot/sys/annountCement/doReleaseData?id=${first?.id}`,
    headers: auth(admin),
  });
});
afterAll(() => t.close());

async function total(route: ListRoute, query: Record<string, string>): Promise<number> {
  const { body } = await t.call({
    method: 'GET',
    url: `/jeecg-boot${route.path}?${new URLSearchParams(query)}`,
    headers: auth(admin),
  });
  expect(body.success, `${route.path} ${JSON.stringify(query)}: ${body.message}`).toBe(true);
  return (body.result as { total: number }).total;
}

describe('every declared list route', () => {
  it('is found', () => {
    expect(listRoutes.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/sys/log/list', '/sys/audit/readList', '/saas/devEvalTableinfo/list']),
    );
    expect(listRoutes.length).toBeGreaterThanOrEqual(6);
  });

  for (const route of listRoutes) {
    it(`${route.path}: each declared filter, range and superQuery field narrows the list`, async () => {
      const all = await total(route, {});
      expect(all, 'seed at least one visible row for this list').toBeGreaterThan(0);
      for (const [name, spec] of Object.entries(route.list.filters)) {
        const sample = spec.kind === 'custom' ? CUSTOM_SAMPLES[name] : SAMPLES[spec.kind];
        expect(sample, `a sample value for custom filter ${name}`).toBeDefined();
        let checks = 0;
        if (route.query.safeParse({ [name]: sample }).success) {
          expect(await total(route, { [name]: sample ?? '' }), name).toBeLessThan(all);
          checks++;
        }
        if (spec.kind === 'number' || spec.kind === 'datetime') {
          const far = spec.kind === 'number' ? '987654321' : '2999-01-01';
          expect(await total(route, { [`${name}_begin`]: far }), `${name}_begin`).toBe(0);
          checks++;
        }
        if (spec.kind === 'text' || spec.kind === 'number') {
          const superQueryParams = JSON.stringify([{ field: name, rule: 'eq', val: sample }]);
          expect(await total(route, { superQueryParams }), `superQuery ${name}`).toBeLessThan(all);
          checks++;
        }
        expect(checks, `filter ${name} was tried`).toBeGreaterThan(0);
      }
    });

    it(`${route.path}: sorts by each declared field and refuses others`, async () => {
      for (const column of route.list.sort) {
        await total(route, { column, order: 'asc' });
      }
      const { body } = await t.call({
        method: 'GET',
        url: `/jeecg-boot${route.path}?column=${encodeURIComponent('id;select 1')}`,
        headers: auth(admin),
      });
      expect(body.message).toBe(Msg.sortFieldUnknown);
    });
  }
});
