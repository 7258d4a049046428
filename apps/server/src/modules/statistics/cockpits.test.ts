import {
  CLOSED_STATUSES,
  type CockpitData,
  type DrillDown,
  NOTE_STATUSES,
  STAT_MESSAGES,
} from '@xinmiao/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { counsellingBooking, sysPermission, sysRole, sysRolePermission } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { MODULES } from '../index.ts';
import { schoolSession } from '../school/test-support.ts';
import { refreshSchool } from './rollup.ts';
import { countClasses, UNIT_METRICS } from './unit-rollup.ts';

// Every number the five cockpits draw, for the school, a grade and a class of it, against a
// direct count of the rows in plain SQL; and the same call for a region view, suppressed.

let t: TestApp;
let s: Awaited<ReturnType<typeof schoolSession>>;
const NOW = new Date();
const YEAR = new Date(NOW.getTime() + 8 * 3600_000).getUTCFullYear();

beforeAll(async () => {
  t = await createTestApp();
  s = await schoolSession(t, ['admin', 'pingtai', 'fudaoyuan']);
  // The demo's activity (a closed screening, cases, bookings, career results, lectures), as a
  // demo start seeds it; the tests' template leaves it out.
  const demo = new TenantDb(t.db, 1000, 'admin');
  for (const m of MODULES) await m.seed?.demoActivity?.(demo);
  // And a few bookings this year (the demo seeds none), held and not, in several classes.
  const students = await rows(
    sql`select distinct on (class_id) id from school_student where tenant_id = 1000 order by class_id, student_no limit 6`,
  );
  const [counsellor] = await rows(sql`select id from sys_user where username = 'xinli'`);
  let hour = 0;
  for (const [i, st] of students.entries())
    for (const status of i % 2 ? ['completed', 'requested'] : ['note_signed']) {
      hour += 1;
      const start = new Date(Date.UTC(YEAR, 2 + i, 10, hour));
      await demo.insert(counsellingBooking, {
        studentId: String(st.id),
        counsellorId: String(counsellor?.id),
        slotStart: start,
        slotEnd: new Date(start.getTime() + 50 * 60_000),
        mode: 'offline',
        status,
        topic: '学业压力',
        consentTime: start,
      });
    }
  for (const tenant of [1000, 1001]) await refreshSchool(new TenantDb(t.db, tenant), NOW);
});
afterAll(() => t.close());

type Row = Record<string, unknown>;
const rows = async (query: SQL): Promise<Row[]> =>
  ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;
const asMap = (list: Row[]) => Object.fromEntries(list.map((r) => [String(r.k ?? ''), Number(r.n)]));
const one = async (query: SQL) => Number((await rows(query))[0]?.n ?? 0);
const ofYear = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'Asia/Shanghai', 'YYYY') = '${YEAR}'`);
const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * Where the node's students are: the whole school, a college, a grade or a class, each by its
 * department id (the demo's grades lie right under their colleges).
 */
type At = { college?: string; grade?: string; klass?: string };

/** The class `c` (with its grade `g`) lies in the node. */
function classIn(c: string, g: string, at: At): SQL {
  const [cls, grade] = [sql.raw(c), sql.raw(g)];
  if (at.klass !== undefined) return sql`${cls}.id = ${at.klass}`;
  if (at.grade !== undefined) return sql`${cls}.parent_id = ${at.grade}`;
  return sql`${grade}.parent_id = ${at.college ?? ''}`;
}

const whole = (at: At) => at.college === undefined && at.grade === undefined && at.klass === undefined;

/** `x.student_id` is one of the node's students (any student for the school). */
function studentOf(alias: string, at: At): SQL {
  if (whole(at)) return sql``;
  return sql`and exists (select 1 from school_student us join sys_depart uc on uc.tenant_id = us.tenant_id and uc.id = us.class_id left join sys_depart ug on ug.tenant_id = uc.tenant_id and ug.id = uc.parent_id where us.tenant_id = ${sql.raw(alias)}.tenant_id and us.id = ${sql.raw(alias)}.student_id and ${classIn('uc', 'ug', at)})`;
}

/** The cockpit figures of one school's node, counted from its rows. */
async function direct(tenant: number, at: At) {
  const sr = studentOf('r', at);
  const sc = studentOf('c', at);
  const sb = studentOf('b', at);
  const own = whole(at)
    ? sql``
    : sql`and exists (select 1 from sys_depart c left join sys_depart g on g.tenant_id = c.tenant_id and g.id = c.parent_id where c.tenant_id = st.tenant_id and c.id = st.class_id and ${classIn('c', 'g', at)})`;
  const closed = list(CLOSED_STATUSES);
  const minutes = await one(
    sql`select coalesce(sum(extract(epoch from b.slot_end - b.slot_start) / 60), 0)::int as n from counselling_booking b where b.tenant_id = ${tenant} and b.status in (${list(NOTE_STATUSES)}) and ${ofYear('b.slot_start')} ${sb}`,
  );
  const holland = asMap(
    await rows(
      sql`select r.score->>'code' as k, count(*) as n from screening_result r join school_student st0 on st0.tenant_id = r.tenant_id and st0.id = r.student_id and st0.del_flag = 0 where r.tenant_id = ${tenant} and r.scale_code = 'RIASEC' and r.valid ${sr} and not exists (select 1 from screening_result newer where newer.tenant_id = r.tenant_id and newer.student_id = r.student_id and newer.scale_code = 'RIASEC' and newer.valid and newer.create_time > r.create_time) group by 1`,
    ),
  );
  // Guardians register for a grade: a grade has its own lectures, a college its grades', a class
  // none of its own.
  const lectureGrade = whole(at)
    ? sql``
    : at.klass !== undefined
      ? sql`and false`
      : at.grade !== undefined
        ? sql`and g.id = ${at.grade}`
        : sql`and g.parent_id = ${at.college ?? ''}`;
  const lectures = (
    await rows(
      sql`select count(*) as registrations, count(lr.checked_in_at) as attendance, count(lr.satisfaction) as feedbacks, avg(lr.satisfaction) as mean from lecture_registration lr join lecture l on l.tenant_id = lr.tenant_id and l.id = lr.lecture_id and l.del_flag = 0 left join sys_depart g on g.tenant_id = lr.tenant_id and g.id = lr.grade_id where lr.tenant_id = ${tenant} and ${ofYear('l.start_time')} ${lectureGrade}`,
    )
  )[0];
  const students = await one(
    sql`select count(*) as n from school_student st where st.tenant_id = ${tenant} and st.del_flag = 0 and st.student_status = '1' ${own}`,
  );
  const screenedByYear = asMap(
    await rows(
      sql`select to_char(r.create_time at time zone 'Asia/Shanghai', 'YYYY') as k, count(distinct r.student_id) as n from screening_result r where r.tenant_id = ${tenant} and r.valid and to_char(r.create_time at time zone 'Asia/Shanghai', 'YYYY')::int between ${YEAR - 4} and ${YEAR} ${sr} group by 1`,
    ),
  );
  return {
    students,
    coverageByYear: Object.fromEntries(
      Array.from({ length: 5 }, (_, i) => String(YEAR - 4 + i)).map((y) => [
        y,
        students ? Math.round(((screenedByYear[y] ?? 0) / students) * 1000) / 10 : null,
      ]),
    ),
    screenedStudents: await one(
      sql`select count(distinct r.student_id) as n from screening_result r where r.tenant_id = ${tenant} and r.valid and ${ofYear('r.create_time')} ${sr}`,
    ),
    levels: asMap(
      await rows(
        sql`select r.level::text as k, count(*) as n from screening_result r where r.tenant_id = ${tenant} and r.valid and ${ofYear('r.create_time')} ${sr} group by 1`,
      ),
    ),
    scales: asMap(
      await rows(
        sql`select r.scale_code as k, count(*) as n from screening_result r where r.tenant_id = ${tenant} and r.valid and ${ofYear('r.create_time')} ${sr} group by 1`,
      ),
    ),
    months: asMap(
      await rows(
        sql`select to_char(r.create_time at time zone 'Asia/Shanghai', 'YYYY-MM') as k, count(*) as n from screening_result r where r.tenant_id = ${tenant} and r.valid and ${ofYear('r.create_time')} ${sr} group by 1`,
      ),
    ),
    warnings: asMap(
      await rows(
        sql`select to_char(r.create_time at time zone 'Asia/Shanghai', 'YYYY-MM') as k, count(*) as n from screening_result r where r.tenant_id = ${tenant} and r.valid and r.level >= 1 and ${ofYear('r.create_time')} ${sr} group by 1`,
      ),
    ),
    cases: asMap(
      await rows(
        sql`select to_char(c.create_time at time zone 'Asia/Shanghai', 'YYYY-MM') as k, count(*) as n from crisis_case c where c.tenant_id = ${tenant} and ${ofYear('c.create_time')} ${sc} group by 1`,
      ),
    ),
    years: asMap(
      await rows(
        sql`select to_char(r.create_time at time zone 'Asia/Shanghai', 'YYYY') as k, count(*) as n from screening_result r where r.tenant_id = ${tenant} and r.valid and to_char(r.create_time at time zone 'Asia/Shanghai', 'YYYY')::int between ${YEAR - 4} and ${YEAR} ${sr} group by 1`,
      ),
    ),
    scaleLevels: asMap(
      await rows(
        sql`select r.scale_code || '/' || r.level as k, count(*) as n from screening_result r where r.tenant_id = ${tenant} and r.valid and ${ofYear('r.create_time')} ${sr} group by 1`,
      ),
    ),
    caseStatus: asMap(
      await rows(
        sql`select c.case_status as k, count(*) as n from crisis_case c where c.tenant_id = ${tenant} and c.case_status not in (${closed}) ${sc} group by 1`,
      ),
    ),
    caseSla: asMap(
      await rows(
        sql`select case when c.case_status in (${closed}) then 'closed' when c.due_at < ${NOW.toISOString()} then 'overdue' else 'on_time' end as k, count(*) as n from crisis_case c where c.tenant_id = ${tenant} ${sc} group by 1`,
      ),
    ),
    bookings: asMap(
      await rows(
        sql`select b.status as k, count(*) as n from counselling_booking b where b.tenant_id = ${tenant} and ${ofYear('b.slot_start')} ${sb} group by 1`,
      ),
    ),
    counsellingHours: Math.round((minutes / 60) * 10) / 10,
    holland,
    careerStudents: Object.values(holland).reduce((a, b) => a + b, 0),
    staff: asMap(
      await rows(
        sql`select staff_type as k, count(*) as n from school_staff where tenant_id = ${tenant} group by 1`,
      ),
    ),
    lectures: {
      registrations: Number(lectures?.registrations ?? 0),
      attendance: Number(lectures?.attendance ?? 0),
      feedbacks: Number(lectures?.feedbacks ?? 0),
      satisfaction:
        Number(lectures?.feedbacks ?? 0) === 0 ? null : Math.round(Number(lectures?.mean) * 10) / 10,
      months: asMap(
        await rows(
          sql`select to_char(l.start_time at time zone 'Asia/Shanghai', 'YYYY-MM') as k, count(*) as n from lecture_registration lr join lecture l on l.tenant_id = lr.tenant_id and l.id = lr.lecture_id and l.del_flag = 0 left join sys_depart g on g.tenant_id = lr.tenant_id and g.id = lr.grade_id where lr.tenant_id = ${tenant} and ${ofYear('l.start_time')} ${lectureGrade} group by 1`,
        ),
      ),
      scores: asMap(
        await rows(
          sql`select lr.satisfaction::text as k, count(*) as n from lecture_registration lr join lecture l on l.tenant_id = lr.tenant_id and l.id = lr.lecture_id and l.del_flag = 0 left join sys_depart g on g.tenant_id = lr.tenant_id and g.id = lr.grade_id where lr.tenant_id = ${tenant} and lr.satisfaction is not null and ${ofYear('l.start_time')} ${lectureGrade} group by 1`,
        ),
      ),
    },
  };
}

const nonZero = (m: Record<string, number>) =>
  Object.fromEntries(Object.entries(m).filter(([, n]) => n !== 0));

/** The same figures as the cockpit call shows them. */
function shown(c: CockpitData) {
  const byName = (l: { name: string; count: unknown }[]) =>
    nonZero(Object.fromEntries(l.map((x) => [x.name, Number(x.count)])));
  return {
    students: c.students,
    screenedStudents: c.screenedStudents,
    levels: nonZero(Object.fromEntries(c.levels.map((l) => [String(l.level), Number(l.count)]))),
    scales: nonZero(Object.fromEntries(c.scales.map((x) => [x.scaleCode, Number(x.total)]))),
    months: nonZero(Object.fromEntries(c.months.map((m) => [m.month, Number(m.results)]))),
    warnings: nonZero(Object.fromEntries(c.months.map((m) => [m.month, Number(m.warnings)]))),
    cases: nonZero(Object.fromEntries(c.months.map((m) => [m.month, Number(m.cases)]))),
    years: nonZero(Object.fromEntries(c.years.map((y) => [String(y.year), Number(y.results)]))),
    coverageByYear: Object.fromEntries(c.years.map((y) => [String(y.year), y.coverage])),
    scaleLevels: nonZero(
      Object.fromEntries(
        c.scales.flatMap((x) => x.levels.map((l) => [`${x.scaleCode}/${l.level}`, Number(l.count)])),
      ),
    ),
    caseStatus: nonZero(Object.fromEntries(c.caseStatus.map((x) => [x.status, Number(x.count)]))),
    caseSla: nonZero({
      closed: Number(c.caseSla.closed),
      on_time: Number(c.caseSla.onTime),
      overdue: Number(c.caseSla.overdue),
    }),
    bookings: nonZero(Object.fromEntries(c.bookings.map((x) => [x.status, Number(x.count)]))),
    counsellingHours: c.counsellingHours,
    holland: byName(c.holland),
    careerStudents: c.careerStudents,
    staff: byName(c.staff),
    lectures: {
      registrations: c.lectures.registrations,
      attendance: c.lectures.attendance,
      feedbacks: c.lectures.feedbacks,
      satisfaction: c.lectures.satisfaction,
      months: nonZero(Object.fromEntries(c.lectures.months.map((m) => [m.month, Number(m.registrations)]))),
      scores: nonZero(Object.fromEntries(c.lectures.scores.map((x) => [String(x.score), Number(x.count)]))),
    },
  };
}

const cockpit = async (query: string, who: string) => {
  const reply = await s.get(`/saas/statistics/getCockpitData?${query}`, who);
  expect(reply.body.success, reply.body.message).toBe(true);
  return reply.body.result as CockpitData;
};

const drill = async (query: string, who = 'admin') => {
  const reply = await s.get(`/saas/statistics/getDrillDown?${query}`, who);
  expect(reply.body.success, reply.body.message).toBe(true);
  return reply.body.result as DrillDown;
};
const largest = (d: DrillDown) =>
  [...d.rows].sort((a, b) => Number(b.students) - Number(a.students))[0]?.key ?? '';

/** The university's college with the most students on roll, its largest grade, that grade's largest class. */
async function busiest(): Promise<{ college: string; grade: string; klass: string }> {
  const colleges = await drill('');
  expect(colleges.level).toBe('college');
  const college = largest(colleges);
  const grades = await drill(`college=${college}`);
  expect(grades.level).toBe('grade');
  const grade = largest(grades);
  const klass = largest(await drill(`grade=${grade}`));
  return { college, grade, klass };
}

/** A department's id by its name under a parent's name (the demo's names repeat across colleges). */
const departIn = async (parent: string, name: string) =>
  String(
    (
      await rows(
        sql`select d.id from sys_depart d join sys_depart p on p.tenant_id = d.tenant_id and p.id = d.parent_id where d.tenant_id = 1000 and p.depart_name = ${parent} and d.depart_name = ${name}`,
      )
    )[0]?.id,
  );

describe('the cockpits on seeded data', () => {
  it("show a school, its colleges, grades and classes exactly what a direct count of the school's rows gives", async () => {
    const { college, grade, klass } = await busiest();
    for (const [query, at, level] of [
      ['', {}, 'school'],
      [`college=${college}`, { college }, 'college'],
      [`grade=${grade}`, { grade }, 'grade'],
      [`college=${college}&grade=${grade}&klass=${klass}`, { klass }, 'class'],
    ] as const) {
      const c = await cockpit(query, 'admin');
      expect(c.scope).toBe('school');
      expect(c.node.level).toBe(level);
      expect({ query, ...shown(c) }).toEqual({ query, ...(await direct(1000, at)) });
      expect(Number(c.students), query).toBeGreaterThan(0);
      expect(Object.keys(shown(c).levels).length, query).toBeGreaterThan(0);
    }
    const whole = await cockpit('', 'admin');
    expect(Object.fromEntries(whole.units.map((u) => [u.name, u.count]))).toEqual(
      asMap(
        await rows(sql`select kind as k, count(*) as n from school_unit where tenant_id = 1000 group by 1`),
      ),
    );
    const rota = await one(
      sql`select coalesce(sum(extract(epoch from end_time::time - start_time::time) / 60), 0)::int as n from counselling_rota where tenant_id = 1000`,
    );
    expect(whole.rotaHoursWeekly).toBe(Math.round((rota / 60) * 10) / 10);
    expect(whole.coverage).toBe(
      Math.round((Number(whole.screenedStudents) / Number(whole.students)) * 1000) / 10,
    );
    // The school figures are not empty: the comparison above compared something.
    const school = shown(whole);
    expect(school.students).toBeGreaterThan(0);
    expect(Object.keys(school.levels).length).toBeGreaterThan(0);
    expect(Object.keys(school.caseStatus).length).toBeGreaterThan(0);
    expect(Object.keys(school.bookings).length).toBeGreaterThan(0);
    expect(Object.keys(school.scales).length).toBeGreaterThan(0);
    expect(school.lectures.registrations).toBeGreaterThan(0);
    expect(Object.keys(school.holland).length).toBeGreaterThan(0);
  });

  it('count a grade as the classes of it and a college as its grades and classes (structure), with the school staff and rota as they are', async () => {
    const { college, grade } = await busiest();
    const school = await cockpit('', 'admin');
    const g = await cockpit(`grade=${grade}`, 'admin');
    const kinds = async (under: SQL) =>
      asMap(
        await rows(
          sql`select u.kind as k, count(*) as n from school_unit u join sys_depart d on d.tenant_id = u.tenant_id and d.id = u.depart_id left join sys_depart p on p.tenant_id = d.tenant_id and p.id = d.parent_id where u.tenant_id = 1000 and u.kind in ('grade', 'class') and ${under} group by 1`,
        ),
      );
    const units = (c: CockpitData) => Object.fromEntries(c.units.map((u) => [u.name, u.count]));
    expect(units(g)).toEqual(await kinds(sql`u.kind = 'class' and d.parent_id = ${grade}`));
    const c = await cockpit(`college=${college}`, 'admin');
    expect(units(c)).toEqual(
      await kinds(
        sql`((u.kind = 'grade' and d.parent_id = ${college}) or (u.kind = 'class' and p.parent_id = ${college}))`,
      ),
    );
    expect(g.staff).toEqual(school.staff);
    expect(g.rotaHoursWeekly).toBe(school.rotaHoursWeekly);
  });

  it('key a grade by its department: 2023级 of two colleges are two places with their own figures', async () => {
    const [computing, psychology] = [
      await departIn('心苗示范大学', '计算机学院'),
      await departIn('心苗示范大学', '心理学院'),
    ];
    const [a, b] = [await departIn('计算机学院', '2023级'), await departIn('心理学院', '2023级')];
    expect(a).not.toBe(b);
    const colleges = await drill('');
    expect(colleges.rows.map((r) => r.name)).toEqual(expect.arrayContaining(['计算机学院', '心理学院']));
    for (const [college, grade] of [
      [computing, a],
      [psychology, b],
    ] as const) {
      const grades = await drill(`college=${college}`);
      expect(grades.rows.find((r) => r.key === grade)).toMatchObject({
        name: '2023级',
        students: await one(
          sql`select count(*) as n from school_student st join sys_depart c on c.tenant_id = st.tenant_id and c.id = st.class_id where st.tenant_id = 1000 and st.del_flag = 0 and st.student_status = '1' and c.parent_id = ${grade}`,
        ),
      });
      expect(grades.rows.every((r) => r.key !== (grade === a ? b : a))).toBe(true);
      const classes = await drill(`grade=${grade}`);
      expect(classes).toMatchObject({ level: 'class', unit: '2023级' });
      expect(classes.rows.map((r) => r.name).sort()).toEqual(['2023级1班', '2023级2班']);
      const c = await cockpit(`grade=${grade}`, 'admin');
      expect(shown(c)).toEqual(await direct(1000, { grade }));
    }
  });

  it('add the class rows up to the school rows for every student metric', async () => {
    const db = new TenantDb(t.db, 1000);
    const classes = await countClasses(db, NOW);
    for (const metric of UNIT_METRICS) {
      const sum = classes.filter((r) => r.metric === metric).reduce((n, r) => n + r.value, 0);
      const school = await one(
        sql`select coalesce(sum(value), 0) as n from stat_rollup where tenant_id = 1000 and metric = ${metric}`,
      );
      expect({ metric, sum }).toEqual({ metric, sum: school });
    }
  });

  it('give a region view one school of it, suppressed, and nothing below the school', async () => {
    const c = await cockpit('xzqhDm=140000&schoolId=1000', 'pingtai');
    expect(c).toMatchObject({ scope: 'region', schools: 1, node: { level: 'school', name: '心苗示范大学' } });
    const counted = await direct(1000, {});
    const same = (cell: unknown, n: number) =>
      n > 0 && n < 5 ? expect(cell).toBe('<5') : expect([n, '<5']).toContain(cell);
    same(c.students, counted.students);
    same(c.screenedStudents, counted.screenedStudents);
    for (const l of c.levels) same(l.count, counted.levels[String(l.level)] ?? 0);
    for (const h of c.holland) same(h.count, counted.holland[h.name] ?? 0);
    const small = JSON.stringify(c).match(
      /"(students|count|total|results|registrations|attendance|feedbacks|onTime|overdue|closed|warnings|cases|careerStudents|screenedStudents)":[1-4][,}]/g,
    );
    expect(small).toBeNull();
    const grade = await departIn('计算机学院', '2023级');
    const klass = await departIn('2023级', '2023级1班');
    for (const query of [
      `xzqhDm=140000&schoolId=1000&grade=${grade}`,
      `xzqhDm=140000&grade=${grade}`,
      `xzqhDm=140000&schoolId=1000&college=${await departIn('心苗示范大学', '计算机学院')}`,
      `xzqhDm=140000&schoolId=1000&grade=${grade}&klass=${klass}`,
    ]) {
      const reply = await s.get(`/saas/statistics/getCockpitData?${query}`, 'pingtai');
      expect(reply.body, query).toMatchObject({ success: false, message: STAT_MESSAGES.regionStopsAtSchool });
    }
    // Its drill-down goes on through the school's colleges, suppressed like every region level.
    const colleges = await drill('xzqhDm=140105&schoolId=1000', 'pingtai');
    expect(colleges).toMatchObject({ scope: 'region', level: 'college' });
    expect(colleges.rows.map((r) => r.name)).toEqual(expect.arrayContaining(['计算机学院', '心理学院']));
    expect(JSON.stringify(colleges.rows).match(/":[1-4][,}]/g)).toBeNull();
    const outside = await s.get('/saas/statistics/getCockpitData?xzqhDm=140106&schoolId=1000', 'pingtai');
    expect(outside.body).toMatchObject({ success: false, message: STAT_MESSAGES.schoolOutside });
  });

  it("refuse a school's users another school, and name their own", async () => {
    const reply = await s.get('/saas/statistics/getCockpitData?schoolId=1001', 'admin');
    expect(reply.body).toMatchObject({ success: false, message: STAT_MESSAGES.schoolOutside });
    const own = await cockpit('schoolId=1000', 'admin');
    expect(own.node).toEqual({ level: 'school', name: '心苗示范大学' });
  });
});

describe("a 辅导员's cockpits and statistics", () => {
  it('start at their college, count it as a direct count does, and drill only inside it', async () => {
    const computing = await departIn('心苗示范大学', '计算机学院');
    const c = await cockpit('', 'fudaoyuan');
    expect(c.node).toEqual({ level: 'college', name: '计算机学院' });
    expect(shown(c)).toEqual(await direct(1000, { college: computing }));
    expect(Number(c.students)).toBeGreaterThan(0);
    expect(Number(c.students)).toBeLessThan(Number((await cockpit('', 'admin')).students));
    // Their school id names their own school, and still their college.
    expect((await cockpit('schoolId=1000', 'fudaoyuan')).node.name).toBe('计算机学院');

    const grades = await drill('', 'fudaoyuan');
    expect(grades).toMatchObject({ level: 'grade', unit: '计算机学院' });
    expect(grades).toEqual(await drill(`college=${computing}`, 'admin'));
    const grade = await departIn('计算机学院', '2023级');
    expect(shown(await cockpit(`grade=${grade}`, 'fudaoyuan'))).toEqual(await direct(1000, { grade }));
  });

  it("refuse another college's node, in Chinese", async () => {
    const psychology = await departIn('心苗示范大学', '心理学院');
    const theirs = await departIn('心理学院', '2023级');
    for (const query of [`college=${psychology}`, `grade=${theirs}`]) {
      for (const route of ['getCockpitData', 'getDrillDown']) {
        const reply = await s.get(`/saas/statistics/${route}?${query}`, 'fudaoyuan');
        expect(reply.body, `${route} ${query}`).toMatchObject({
          success: false,
          message: STAT_MESSAGES.unitOutside,
        });
      }
    }
    const unknown = await s.get('/saas/statistics/getCockpitData?grade=no-such-grade', 'fudaoyuan');
    expect(unknown.body).toMatchObject({ success: false, message: STAT_MESSAGES.unitUnknown });
  });

  it("give 统计分析 their college's figures, no school ledger, and refuse the ledger pack", async () => {
    const computing = await departIn('心苗示范大学', '计算机学院');
    const index = await s.send('POST', '/saas/statistics/getIndexData', 'fudaoyuan', { xzqhDm: '140000' });
    expect(index.body.success, index.body.message).toBe(true);
    const counted = await direct(1000, { college: computing });
    expect(index.body.result).toMatchObject({
      students: counted.students,
      screenedStudents: counted.screenedStudents,
      unit: '计算机学院',
    });
    const whole = await s.send('POST', '/saas/statistics/getIndexData', 'admin', { xzqhDm: '140000' });
    expect(whole.body.result).not.toHaveProperty('unit');
    const ledger = await s.send('POST', '/saas/statistics/getSchoolLedgerList', 'fudaoyuan', {
      xzqhDm: '140000',
    });
    expect(ledger.body.result).toMatchObject({ records: [], total: 0 });
    // Even granted the export, the pack is the whole school's.
    const tdb = new TenantDb(t.db, 1000, 'admin');
    const role = await tdb.first(sysRole, eq(sysRole.roleCode, 'fudaoyuan'));
    const [code] = await t.db
      .select({ id: sysPermission.id })
      .from(sysPermission)
      .where(eq(sysPermission.perms, 'statistics:ledger:export'));
    await tdb.insert(sysRolePermission, { roleId: role?.id ?? '', permissionId: code?.id ?? '' });
    await t.services.permissions.invalidateTenant(1000);
    const pack = await s.get('/saas/statistics/ledger/exportXls?xzqhDm=140000', 'fudaoyuan');
    expect(pack.body).toMatchObject({ success: false, message: STAT_MESSAGES.schoolWideOnly });
  });
});
