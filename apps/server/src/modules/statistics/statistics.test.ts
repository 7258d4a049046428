import {
  CLOSED_STATUSES,
  type CockpitData,
  type IndexData,
  NOTE_STATUSES,
  type RegionNode,
  type ScStatistics,
  STAT_METRICS,
  type StatMetric,
} from '@xinmiao/shared';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { crisisCase, statRefresh, statRollup } from '../../db/schema.ts';
import { pdfPagesText } from '../../test/pdf-text.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedDemoLectures } from '../courses/test-support.ts';
import { readWorkbook, schoolSession } from '../school/test-support.ts';
import { statisticsRefresh } from './refresh-job.ts';
import { countSchool, readRollups, refreshSchool } from './rollup.ts';
import { suppressVector } from './suppression.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof schoolSession>>;
const NOW = new Date();

/** Schools whose figures the seed itself summed up, before this file refreshes any. */
let summedBySeed: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  summedBySeed = (await t.db.select({ tenantId: statRefresh.tenantId }).from(statRefresh))
    .map((row) => row.tenantId)
    .sort();
  s = await schoolSession(t, ['admin', 'pingtai']);
  await seedDemoLectures(new TenantDb(t.db, 1000), NOW);
  for (const tenant of [1000, 1001]) await refreshSchool(new TenantDb(t.db, tenant), NOW);
});
afterAll(() => t.close());

type Count = { month: string; a: string; b: string; n: number };

/** A direct count in plain SQL over one school's rows, keyed like the rollup rows. */
async function direct(tenant: number, metric: StatMetric): Promise<Count[]> {
  const month = (column: string) => sql.raw(`to_char(${column} at time zone 'Asia/Shanghai', 'YYYY-MM')`);
  const closed = sql.join(
    CLOSED_STATUSES.map((x) => sql`${x}`),
    sql`, `,
  );
  const notes = sql.join(
    NOTE_STATUSES.map((x) => sql`${x}`),
    sql`, `,
  );
  const state = () =>
    sql.raw(
      `case when done_at is null then (case when due_at < '${NOW.toISOString()}' then 'overdue' else 'open' end) when done_at <= due_at then 'on_time' else 'late' end`,
    );
  const queries: Record<StatMetric, ReturnType<typeof sql>> = {
    'screening.result': sql`select ${month('create_time')} as month, scale_code as a, level::text as b, count(*) as n from screening_result where tenant_id = ${tenant} and valid group by 1, 2, 3`,
    'screening.student': sql`select '' as month, to_char(create_time at time zone 'Asia/Shanghai', 'YYYY') as a, '' as b, count(distinct student_id) as n from screening_result where tenant_id = ${tenant} and valid group by 2`,
    'screening.attempt': sql`select ${month('create_time')} as month, attempt_status as a, '' as b, count(*) as n from screening_attempt where tenant_id = ${tenant} group by 1, 2`,
    'crisis.case': sql`select ${month('create_time')} as month, case_status as a, case when case_status in (${closed}) then 'closed' when due_at < ${NOW.toISOString()} then 'overdue' else 'on_time' end as b, count(*) as n from crisis_case where tenant_id = ${tenant} group by 1, 2, 3`,
    'crisis.level': sql`select ${month('create_time')} as month, coalesce(level, suggested_level)::text as a, '' as b, count(*) as n from crisis_case where tenant_id = ${tenant} group by 1, 2`,
    'crisis.interview': sql`select ${month('due_at')} as month, ${state()} as a, '' as b, count(*) as n from crisis_interview where tenant_id = ${tenant} group by 1, 2`,
    'crisis.followup': sql`select ${month('due_at')} as month, ${state()} as a, '' as b, count(*) as n from crisis_followup where tenant_id = ${tenant} group by 1, 2`,
    'counselling.minutes': sql`select ${month('slot_start')} as month, '' as a, '' as b, sum(extract(epoch from slot_end - slot_start) / 60)::int as n from counselling_booking where tenant_id = ${tenant} and status in (${notes}) group by 1`,
    'counselling.booking': sql`select ${month('slot_start')} as month, status as a, '' as b, count(*) as n from counselling_booking where tenant_id = ${tenant} group by 1, 2`,
    'counselling.rota': sql`select '' as month, '' as a, '' as b, coalesce(sum(extract(epoch from end_time::time - start_time::time) / 60), 0)::int as n from counselling_rota where tenant_id = ${tenant}`,
    'school.student': sql`select '' as month, coalesce(enrol_year::text, '') as a, student_status as b, count(*) as n from school_student where tenant_id = ${tenant} and del_flag = 0 group by 2, 3`,
    'school.unit': sql`select '' as month, kind as a, '' as b, count(*) as n from school_unit where tenant_id = ${tenant} group by 2`,
    'school.staff': sql`select '' as month, staff_type as a, '' as b, count(*) as n from school_staff where tenant_id = ${tenant} group by 2`,
    'career.holland': sql`select '' as month, r.score->>'code' as a, '' as b, count(*) as n from screening_result r join school_student st on st.tenant_id = r.tenant_id and st.id = r.student_id and st.del_flag = 0 where r.tenant_id = ${tenant} and r.scale_code = 'RIASEC' and r.valid and not exists (select 1 from screening_result newer where newer.tenant_id = r.tenant_id and newer.student_id = r.student_id and newer.scale_code = 'RIASEC' and newer.valid and newer.create_time > r.create_time) group by 2`,
    'lecture.registration': lecture(tenant, sql`count(*)`, sql`''`),
    'lecture.attendance': lecture(tenant, sql`count(r.checked_in_at)`, sql`''`),
    'lecture.satisfaction': lecture(
      tenant,
      sql`count(*)`,
      sql`r.satisfaction::text`,
      sql`and r.satisfaction is not null`,
    ),
    'unit.student': unit(tenant),
    'unit.screened': unit(tenant, sql``),
    'unit.alert': unit(tenant, sql`and r.level >= 2`),
    'unit.name': sql`select '' as month, d.id as a, d.depart_name as b, 1 as n from sys_depart d join school_unit u on u.tenant_id = d.tenant_id and u.depart_id = d.id and u.kind in ('college', 'grade', 'class') where d.tenant_id = ${tenant} and d.del_flag = 0`,
    'unit.college': sql`with recursive up as (select g.id as grade, g.parent_id as at from sys_depart g join school_unit u on u.tenant_id = g.tenant_id and u.depart_id = g.id and u.kind = 'grade' where g.tenant_id = ${tenant} and g.del_flag = 0 union all select up.grade, p.parent_id from up join sys_depart p on p.tenant_id = ${tenant} and p.id = up.at where not exists (select 1 from school_unit k where k.tenant_id = ${tenant} and k.depart_id = p.id and k.kind = 'college')) select '' as month, up.grade as a, coalesce(max(c.id), '') as b, 1 as n from up left join sys_depart c on c.tenant_id = ${tenant} and c.id = up.at and exists (select 1 from school_unit k where k.tenant_id = ${tenant} and k.depart_id = c.id and k.kind = 'college') group by up.grade`,
  };
  const result = await t.db.execute(queries[metric]);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows
    .map((r) => ({ month: String(r.month), a: String(r.a ?? ''), b: String(r.b ?? ''), n: Number(r.n) }))
    .filter((r) => r.n !== 0);
}

/** Lecture registrations by the lecture's month and the child's grade name (a live grade unit). */
function lecture(tenant: number, n: SQL, b: SQL, where: SQL = sql``): SQL {
  return sql`select to_char(l.start_time at time zone 'Asia/Shanghai', 'YYYY-MM') as month, coalesce(g.depart_name, '') as a, ${b} as b, ${n} as n from lecture_registration r join lecture l on l.tenant_id = r.tenant_id and l.id = r.lecture_id and l.del_flag = 0 left join (select d.tenant_id, d.id, d.depart_name from sys_depart d join school_unit u on u.tenant_id = d.tenant_id and u.depart_id = d.id and u.kind = 'grade' where d.del_flag = 0) g on g.tenant_id = r.tenant_id and g.id = r.grade_id where r.tenant_id = ${tenant} ${where} group by 1, 2, 3`;
}

/** Students on roll by grade id × class id; with `results`, those with such a valid result this year. */
function unit(tenant: number, results?: SQL): SQL {
  const year = String(new Date(NOW.getTime() + 8 * 3600_000).getUTCFullYear());
  const join = results
    ? sql`join screening_result r on r.tenant_id = st.tenant_id and r.student_id = st.id and r.valid and to_char(r.create_time at time zone 'Asia/Shanghai', 'YYYY') = ${year} ${results}`
    : sql``;
  return sql`select '' as month, coalesce(c.parent_id, '') as a, c.id as b, count(distinct st.id) as n from school_student st join sys_depart c on c.tenant_id = st.tenant_id and c.id = st.class_id ${join} where st.tenant_id = ${tenant} and st.del_flag = 0 and st.student_status = '1' group by 2, 3`;
}

const key = (r: { month: string; a: string; b: string }) => `${r.month}|${r.a}|${r.b}`;

it('sums up every demo school of a region at seeding, so a region shows figures from the first start', () => {
  expect(summedBySeed).toEqual([1000, 1001]);
});

describe('statistics rollups', () => {
  it('hold, metric by metric, what a direct count of the rows gives', async () => {
    for (const tenant of [1000, 1001]) {
      const stored = await readRollups(new TenantDb(t.db, tenant), STAT_METRICS);
      for (const metric of STAT_METRICS) {
        const expected = new Map((await direct(tenant, metric)).map((r) => [key(r), r.n]));
        const got = new Map(
          stored
            .filter((r) => r.metric === metric)
            .map((r) => [key({ month: r.month, a: r.dimA, b: r.dimB }), r.value]),
        );
        expect({ tenant, metric, rows: Object.fromEntries(got) }).toEqual({
          tenant,
          metric,
          rows: Object.fromEntries(expected),
        });
      }
    }
    const demo = await readRollups(new TenantDb(t.db, 1000), STAT_METRICS);
    for (const metric of [
      'crisis.case',
      'school.student',
      'school.unit',
      'counselling.rota',
      'lecture.registration',
      'lecture.satisfaction',
      'unit.student',
      'unit.name',
      'unit.college',
    ] as const)
      expect(demo.some((r) => r.metric === metric)).toBe(true);
  });

  it('are rebuilt by the scheduled job, not when a row is written', async () => {
    const db = new TenantDb(t.db, 1000);
    const before = (await readRollups(db, ['crisis.case'])).reduce((n, r) => n + r.value, 0);
    const [student] = await t.db
      .execute(sql`select id, org_code from school_student where tenant_id = 1000 limit 1`)
      .then((r) => (r as unknown as { rows: { id: string; org_code: string }[] }).rows);
    await db.insert(crisisCase, {
      studentId: student?.id ?? '',
      orgCode: student?.org_code ?? '',
      suggestedLevel: 2,
      source: 'manual',
      summary: '统计测试',
    });
    expect((await readRollups(db, ['crisis.case'])).reduce((n, r) => n + r.value, 0)).toBe(before);
    await statisticsRefresh.run({
      db,
      platformDb: t.db,
      parameter: null,
      fireTime: new Date(),
      log: t.app.log,
    });
    expect((await readRollups(db, ['crisis.case'])).reduce((n, r) => n + r.value, 0)).toBe(before + 1);
    expect((await countSchool(db)).length).toBe(await db.count(statRollup));
  });
});

describe('small-cell suppression', () => {
  it('hides 1–4 and, when only one cell is hidden, the next smallest too', () => {
    expect(suppressVector([0, 3, 10, 7])).toEqual([0, '<5', 10, '<5']);
    expect(suppressVector([2, 3, 10])).toEqual(['<5', '<5', 10]);
    expect(suppressVector([5, 6])).toEqual([5, 6]);
    expect(suppressVector([4])).toEqual(['<5']);
  });
});

/** Fields that are not counts of people or records: codes, years, percentages, hours. */
const NOT_COUNTS = [
  'tenantId',
  'level',
  'year',
  'curYear',
  'schools',
  'completeness',
  'coverage',
  'lagMinutes',
  'counsellingHours',
  'rotaHoursWeekly',
  'bookedHoursLastMonth',
  // A mean score 1–5, not a count (null in a region view behind fewer than five answers).
  'satisfaction',
  'score',
];

describe('statistics calls', () => {
  it('serve the region tree with each school under its county', async () => {
    const reply = await s.get('/saas/baseXzqh/getAllXzqhsSchool?xzqhDm=140000', 'pingtai');
    const tree = reply.body.result as RegionNode[];
    const taiyuan = tree.find((n) => n.code === '140100');
    const xiaodian = taiyuan?.children?.find((n) => n.code === '140105');
    expect(xiaodian?.children?.find((n) => n.kind === 'school')).toMatchObject({ tenantId: 1000 });
    const national = (await s.get('/saas/baseXzqh/getAllXzqhsSchool', 'pingtai')).body.result as RegionNode[];
    expect(national.length).toBeGreaterThan(30);
  });

  it('give a school its own figures unsuppressed, equal to the rollups', async () => {
    const year = NOW.getFullYear();
    const reply = await s.send('POST', '/saas/statistics/getIndexData', 'admin', { xzqhDm: '140000' });
    const index = reply.body.result as IndexData;
    expect(index.scope).toBe('school');
    expect(index.schools).toBe(1);
    const open = await t.db.execute(
      sql`select count(*) as n from crisis_case where tenant_id = 1000 and case_status not in ('dismissed', 'released', 'archived')`,
    );
    expect(index.openCases).toBe(Number((open as unknown as { rows: { n: number }[] }).rows[0]?.n));
    expect(index.curYear).toBe(year);
    expect(index.lagMinutes).not.toBeNull();
  });

  it('answer from the rollups as the job last wrote them, however often they are asked', async () => {
    const openCases = async () =>
      (
        (await s.send('POST', '/saas/statistics/getIndexData', 'admin', { xzqhDm: '140000' })).body
          .result as IndexData
      ).openCases;
    const before = await openCases();
    const db = new TenantDb(t.db, 1000);
    const [student] = await t.db
      .execute(sql`select id, org_code from school_student where tenant_id = 1000 limit 1`)
      .then((r) => (r as unknown as { rows: { id: string; org_code: string }[] }).rows);
    await db.insert(crisisCase, {
      studentId: student?.id ?? '',
      orgCode: student?.org_code ?? '',
      suggestedLevel: 2,
      source: 'manual',
      summary: '缓存测试',
    });
    expect(await openCases()).toBe(before);
    await refreshSchool(db);
    expect(await openCases()).toBe(Number(before) + 1);
  });

  it('give the platform operator region figures with no cell under five', async () => {
    const calls = [
      s.send('POST', '/saas/statistics/getIndexData', 'pingtai', { xzqhDm: '140000' }),
      s.get('/saas/statistics/getNewStuCount?curYear=2024&xzqhDm=140000', 'pingtai'),
      s.send('POST', '/saas/statistics/getTopCityLedger', 'pingtai', { xzqhDm: '140000' }),
      s.send('POST', '/saas/statistics/getTopSchoolLedger', 'pingtai', { xzqhDm: '140000' }),
      s.send('POST', '/saas/statistics/getSchoolLedgerList', 'pingtai', { xzqhDm: '140000' }),
      s.get('/saas/statistics/getMonthPrAnalysis?xzqhDm=140000', 'pingtai'),
      s.send('POST', '/saas/statistics/getScStatistics', 'pingtai', { xzqhDm: '140000' }),
      s.get('/saas/statistics/getCockpitData?xzqhDm=140000', 'pingtai'),
    ];
    const replies = await Promise.all(calls);
    for (const reply of replies) expect(reply.body.success).toBe(true);
    /** Paths of the counts from 1 to 4 in a reply. */
    const small = (value: unknown, path: string): string[] => {
      if (Array.isArray(value)) return value.flatMap((v, i) => small(v, `${path}[${i}]`));
      if (value && typeof value === 'object')
        return Object.entries(value).flatMap(([k, v]) =>
          NOT_COUNTS.includes(k) ? [] : small(v, `${path}.${k}`),
        );
      return typeof value === 'number' && value > 0 && value < 5 ? [path] : [];
    };
    // The ledger page's paging figures (total, current, pages) count schools, not people.
    const results = replies.map((reply, i) =>
      i === 4 ? (reply.body.result as { records: unknown[] }).records : reply.body.result,
    );
    for (const result of results) expect(small(result, '')).toEqual([]);
    const schools = replies[6]?.body.result as ScStatistics[];
    expect(schools.map((x) => x.tenantId)).toEqual([1000, 1001]);
    const cockpit = replies[7]?.body.result as CockpitData;
    expect(cockpit.scope).toBe('region');
    expect(cockpit.lectures.months).toHaveLength(12);
    const elsewhere = await s.send('POST', '/saas/statistics/getIndexData', 'pingtai', { xzqhDm: '110000' });
    expect((elsewhere.body.result as IndexData).schools).toBe(0);
  });
});

const SCHOOL_NAMES = ['另一所示范中学', '心苗示范大学'].sort();

describe('台账 exports', () => {
  it('give the region its ledger as Excel and PDF with no count under five', async () => {
    const xlsx = await s.download('/saas/statistics/ledger/exportXls?xzqhDm=140000', 'pingtai');
    expect(xlsx.statusCode).toBe(200);
    const sheet = await readWorkbook(xlsx.rawPayload);
    expect(sheet[2]).toContain('台账完整度（%）');
    const body = sheet.slice(3);
    expect(body.map((row) => row[0]).sort()).toEqual(SCHOOL_NAMES);
    const counts = body.flatMap((row) => row.slice(2, 11));
    expect(counts.filter((c) => /^[1-4]$/.test(c))).toEqual([]);
    const pdf = await s.download('/saas/statistics/ledger/exportPdf?xzqhDm=140000', 'pingtai');
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = (await pdfPagesText(pdf.rawPayload)).join('\n');
    expect(text).toContain('台账事项');
    expect(text).toContain('尚未记录');
  });
});
