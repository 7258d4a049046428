import {
  type CockpitData,
  type DrillDown,
  type IndexData,
  REGION_ACCESS,
  type RegionAccountIssued,
  ResultCode,
  type ScStatistics,
  STAT_MESSAGES,
  SUPPRESSED,
  type SysTenant,
  TENANT_MESSAGES,
  UserMsg,
} from '@xinmiao/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { seedIfEmpty } from '../../seed/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { schoolSession } from '../school/test-support.ts';
import { refreshSchool } from './rollup.ts';

let t: TestApp;
let token = '';
let issued = '';
const PASSWORD = 'Region@2026xm';

const call = (method: string, url: string, payload?: Record<string, unknown>) =>
  t.call({
    method: method as 'GET',
    url: `/jeecg-boot${url}`,
    headers: { 'X-Access-Token': token },
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  t = await createTestApp();
  const platform = await schoolSession(t, ['pingtai']);
  // 小店区 holds the demo university (1000); 迎泽区 the demo secondary school (1001).
  for (const [name, regionCode] of [
    ['小店区教育局', '140105'],
    ['迎泽区教育局', '140106'],
  ] as const) {
    const added = await platform.send('POST', '/sys/tenant/add', 'pingtai', {
      name,
      kind: 'region',
      regionCode,
    });
    expect(added.body.success).toBe(true);
  }
  const list = await platform.get('/sys/tenant/list?pageSize=100&name=小店区', 'pingtai');
  const region = (list.body.result as { records: SysTenant[] }).records[0];
  expect(region?.kind).toBe('region');
  const account = await platform.send('POST', '/sys/tenant/addRegionAccount', 'pingtai', {
    tenantId: region?.id,
    username: 'xiaodian',
    realname: '小店区教研员',
    phone: '13912340105',
  });
  expect(account.body).toMatchObject({
    success: true,
    message: TENANT_MESSAGES.regionAccountAdded,
    result: { username: 'xiaodian', regionCode: '140105' },
  });
  issued = (account.body.result as RegionAccountIssued).password;
  // 2023级1班 (two colleges' classes of that name) keeps three students on roll, the rest 休学:
  // a cell the views must hide.
  await t.db.execute(sql`update school_student set student_status = '2' where tenant_id = 1000 and id in (
    select st.id from school_student st join sys_depart c on c.tenant_id = st.tenant_id and c.id = st.class_id
    where st.tenant_id = 1000 and c.depart_name = '2023级1班' order by st.student_no offset 3)`);
  for (const tenant of [1000, 1001]) await refreshSchool(new TenantDb(t.db, tenant));
  // The initial password opens nothing but the change to one of the bureau's own.
  token = await t.login('xiaodian', issued);
  expect((await call('GET', '/saas/statistics/getDrillDown')).body.code).toBe(
    ResultCode.PASSWORD_CHANGE_REQUIRED,
  );
  const changed = await call('PUT', '/sys/user/updatePassword', {
    username: 'xiaodian',
    oldpassword: issued,
    password: PASSWORD,
    confirmpassword: PASSWORD,
  });
  expect(changed.body.success, changed.body.message).toBe(true);
});
afterAll(() => t.close());

/** Each class's direct count of students on roll in school 1000, keyed grade name → class name. */
/** Students on roll of the demo university by college id → grade id → class id (its grades lie under colleges). */
async function classCounts(): Promise<Map<string, Map<string, Map<string, number>>>> {
  const result =
    await t.db.execute(sql`select coalesce(g.parent_id, '') as college, coalesce(c.parent_id, '') as grade, c.id as class, count(*) as n
    from school_student st join sys_depart c on c.tenant_id = st.tenant_id and c.id = st.class_id
    left join sys_depart g on g.tenant_id = c.tenant_id and g.id = c.parent_id
    where st.tenant_id = 1000 and st.del_flag = 0 and st.student_status = '1' group by 1, 2, 3`);
  const out = new Map<string, Map<string, Map<string, number>>>();
  for (const r of (
    result as unknown as { rows: { college: string; grade: string; class: string; n: number }[] }
  ).rows) {
    const college = out.get(r.college) ?? new Map<string, Map<string, number>>();
    const grade = college.get(r.grade) ?? new Map<string, number>();
    grade.set(r.class, Number(r.n));
    college.set(r.grade, grade);
    out.set(r.college, college);
  }
  return out;
}

const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

/** A shown cell against its true count: the count itself, or "<5" (always below five, sometimes more). */
function expectCell(shown: unknown, actual: number): void {
  if (actual > 0 && actual < 5) expect(shown).toBe(SUPPRESSED);
  else if (shown !== SUPPRESSED) expect(shown).toBe(actual);
}

describe('adding a 教育局 account', () => {
  it('issues a random initial password once, in the 教育局 role, kept only as a hash', async () => {
    const [row] = (
      (await t.db.execute(sql`select u.password, u.pwd_change_required, u.phone, r.role_code
        from sys_user u join sys_user_role ur on ur.user_id = u.id join sys_role r on r.id = ur.role_id
        where u.username = 'xiaodian'`)) as unknown as {
        rows: { password: string; pwd_change_required: number; phone: string; role_code: string }[];
      }
    ).rows;
    expect(issued).toMatch(/^(?=.*[a-zA-Z])(?=.*\d)[a-zA-Z2-9]{10}$/);
    expect(row?.password).not.toContain(issued);
    expect(row?.phone).toBe('13912340105');
    expect(row?.role_code).toBe('region');
  });

  it("refuses a school, a taken name or phone, shared rules' messages, and anyone but the platform", async () => {
    const platform = await schoolSession(t, ['pingtai', 'admin']);
    const region = (
      (await platform.get('/sys/tenant/list?pageSize=100&name=迎泽区', 'pingtai')).body.result as {
        records: SysTenant[];
      }
    ).records[0];
    const add = (who: string, body: Record<string, unknown>) =>
      platform.send('POST', '/sys/tenant/addRegionAccount', who, {
        tenantId: region?.id,
        username: 'yingze01',
        realname: '迎泽区教研员',
        ...body,
      });
    expect((await add('pingtai', { tenantId: 1000 })).body.message).toBe(TENANT_MESSAGES.notRegion);
    expect((await add('pingtai', { phone: '13912340105' })).body.message).toBe(UserMsg.phoneTaken);
    expect((await add('pingtai', { phone: '1234' })).body.message).toContain('请输入正确手机号');
    expect((await add('pingtai', { username: 'a-b' })).body.message).toContain('只允许字母、数字、下划线');
    expect((await add('pingtai', { realname: ' ' })).body.message).toContain(UserMsg.realnameRequired);
    // A school's administrator holds system:tenant:edit for its own tenant, not for a bureau's.
    expect((await add('admin', {})).body.success).toBe(false);
    expect((await add('pingtai', {})).body.success).toBe(true);
    expect((await add('pingtai', {})).body.message).toBe(UserMsg.usernameTaken);
  });
});

describe('教育局 accounts', () => {
  it('see the aggregates of the schools in their region only, whatever region they ask for', async () => {
    const index = (await call('POST', '/saas/statistics/getIndexData', { xzqhDm: '140000' })).body
      .result as IndexData;
    expect(index.scope).toBe('region');
    expect(index.schools).toBe(1);
    const schools = (await call('POST', '/saas/statistics/getScStatistics', { xzqhDm: '140106' })).body
      .result as ScStatistics[];
    expect(schools.map((s) => s.tenantId)).toEqual([1000]);
    const top = (await call('GET', '/saas/statistics/getDrillDown')).body.result as DrillDown;
    expect(top).toMatchObject({ scope: 'region', level: 'school' });
    expect(top.rows.map((r) => r.key)).toEqual(['1000']);
  });

  it('drill down region → school → college → grade → class in counts, none under five shown', async () => {
    const direct = await classCounts();
    const school = (await call('GET', '/saas/statistics/getDrillDown')).body.result as DrillDown;
    const total = [...direct.values()].flatMap((c) => [...c.values()]).reduce((n, g) => n + sum(g), 0);
    expectCell(school.rows[0]?.students, total);
    const colleges = (await call('GET', '/saas/statistics/getDrillDown?schoolId=1000')).body
      .result as DrillDown;
    expect(colleges.level).toBe('college');
    expect(colleges.rows.map((r) => r.key).sort()).toEqual([...direct.keys()].sort());
    let hidden = 0;
    const shownNoSmall = (rows: DrillDown['rows']) => {
      for (const row of rows)
        for (const value of [row.students, row.screened, row.alert])
          expect(typeof value === 'number' && value > 0 && value < 5).toBe(false);
    };
    for (const college of colleges.rows) {
      const gradesOf = direct.get(college.key) ?? new Map<string, Map<string, number>>();
      expectCell(
        college.students,
        [...gradesOf.values()].reduce((n, g) => n + sum(g), 0),
      );
      const grades = (await call('GET', `/saas/statistics/getDrillDown?schoolId=1000&college=${college.key}`))
        .body.result as DrillDown;
      expect(grades.level).toBe('grade');
      expect(grades.rows.map((r) => r.key).sort()).toEqual([...gradesOf.keys()].sort());
      shownNoSmall(grades.rows);
      for (const grade of grades.rows) {
        const classes = gradesOf.get(grade.key) ?? new Map<string, number>();
        expectCell(grade.students, sum(classes));
        const reply = await call('GET', `/saas/statistics/getDrillDown?schoolId=1000&grade=${grade.key}`);
        const drill = reply.body.result as DrillDown;
        expect(drill.level).toBe('class');
        expect(drill.rows.map((r) => r.key).sort()).toEqual([...classes.keys()].sort());
        shownNoSmall(drill.rows);
        for (const row of drill.rows) {
          expectCell(row.students, classes.get(row.key) ?? 0);
          if (row.students === SUPPRESSED) hidden += 1;
        }
        // No student-level field in a drill row: counts and a unit's name only.
        for (const row of drill.rows)
          expect(Object.keys(row).sort()).toEqual(['alert', 'key', 'name', 'screened', 'students']);
      }
    }
    expect(hidden).toBeGreaterThan(0);
  });

  it('are given no school set-up, at 新增 or at a restart: no jobs, no 学生 role', async () => {
    await seedIfEmpty(t.db, { adminPassword: PASSWORD, demo: false });
    const result = await t.db.execute(sql`select
        (select count(*) from sys_quartz_job j join sys_tenant s on s.id = j.tenant_id where s.kind = 'region') as jobs,
        (select count(*) from sys_role r join sys_tenant s on s.id = r.tenant_id where s.kind = 'region' and r.role_code <> 'region') as roles,
        (select count(*) from sys_role r join sys_tenant s on s.id = r.tenant_id where s.kind = 'region' and r.role_code = 'region') as region_roles`);
    const [row] = (result as unknown as { rows: { jobs: number; roles: number; region_roles: number }[] })
      .rows;
    expect({
      jobs: Number(row?.jobs),
      roles: Number(row?.roles),
      regionRoles: Number(row?.region_roles),
    }).toEqual({
      jobs: 0,
      roles: 0,
      regionRoles: 2,
    });
  });

  it('narrow every cockpit to one school of their region, suppressed, and go no further', async () => {
    const reply = await call('GET', '/saas/statistics/getCockpitData?schoolId=1000');
    expect(reply.body.success, reply.body.message).toBe(true);
    const cockpit = reply.body.result as CockpitData;
    expect(cockpit).toMatchObject({
      scope: 'region',
      schools: 1,
      node: { level: 'school', name: '心苗示范大学' },
    });
    const direct = await schoolCounts();
    expectCell(cockpit.students, direct.get(1000) ?? 0);
    const small = JSON.stringify(cockpit).match(
      /"(students|count|total|results|registrations|attendance|feedbacks|onTime|overdue|closed|warnings|cases|careerStudents|screenedStudents)":[1-4][,}]/g,
    );
    expect(small).toBeNull();
    for (const [query, message] of [
      ['schoolId=1001', STAT_MESSAGES.schoolOutside],
      ['xzqhDm=140106&schoolId=1001', STAT_MESSAGES.schoolOutside],
      ['schoolId=1000&grade=2023级', STAT_MESSAGES.regionStopsAtSchool],
      ['grade=2023级&klass=2023级1班', STAT_MESSAGES.regionStopsAtSchool],
    ] as const) {
      const refused = await call('GET', `/saas/statistics/getCockpitData?${query}`);
      expect(refused.body, query).toMatchObject({ success: false, message });
    }
  });

  it("are refused another region's school", async () => {
    const reply = await call('GET', '/saas/statistics/getDrillDown?schoolId=1001');
    expect(reply.body).toMatchObject({ success: false, message: STAT_MESSAGES.schoolOutside });
  });

  it('are refused every route but their sign-in routes and the statistics', async () => {
    const reached: string[] = [];
    for (const def of t.registrar.routes()) {
      if (def.access === 'public' || def.access === 'login' || REGION_ACCESS.includes(def.access)) continue;
      const method = Array.isArray(def.method) ? def.method[0] : def.method;
      const url = `/jeecg-boot${def.path.replace(/:[A-Za-z_]\w*/g, '1')}`;
      const reply = await t.app.inject({
        method,
        url,
        headers: { 'X-Access-Token': token },
        payload: method === 'GET' ? undefined : {},
      });
      const body = reply.json() as { code?: number };
      if (body.code !== ResultCode.NO_AUTH) reached.push(`${method} ${def.path}`);
    }
    expect(reached).toEqual([]);
    // Among them, the student records themselves.
    const students = await call('GET', '/school/student/list');
    expect(students.body.code).toBe(ResultCode.NO_AUTH);
  });
});

/** A level's rows: none shows a count of 1–4, and every row has only a key, a name and counts. */
function expectSuppressed(drill: DrillDown): void {
  for (const row of drill.rows) {
    expect(Object.keys(row).sort()).toEqual(['alert', 'key', 'name', 'screened', 'students']);
    for (const value of [row.students, row.screened, row.alert])
      expect(typeof value === 'number' && value > 0 && value < 5).toBe(false);
  }
}

/** Students on roll of each school, by direct count. */
async function schoolCounts(): Promise<Map<number, number>> {
  const result = await t.db.execute(sql`select tenant_id, count(*) as n from school_student
    where del_flag = 0 and student_status = '1' and tenant_id in (1000, 1001) group by 1`);
  const rows = (result as unknown as { rows: { tenant_id: number; n: number }[] }).rows;
  return new Map(rows.map((r) => [Number(r.tenant_id), Number(r.n)]));
}

describe('the drill-down', () => {
  it('takes the platform from a province through its cities and counties to a school, suppressed at every level', async () => {
    const platform = await schoolSession(t, ['pingtai']);
    const drill = async (query: string) => {
      const reply = await platform.get(`/saas/statistics/getDrillDown?${query}`, 'pingtai');
      expect(reply.body.success, reply.body.message).toBe(true);
      const result = reply.body.result as DrillDown;
      expectSuppressed(result);
      return result;
    };
    const direct = await schoolCounts();
    const province = await drill('xzqhDm=140000');
    expect(province).toMatchObject({ scope: 'region', level: 'region', region: { code: '140000' } });
    expect(province.rows.map((r) => [r.key, r.name])).toEqual([['140100', '太原市']]);
    expectCell(province.rows[0]?.students, (direct.get(1000) ?? 0) + (direct.get(1001) ?? 0));
    const city = await drill('xzqhDm=140100');
    expect(city.level).toBe('region');
    expect(city.rows.map((r) => [r.key, r.name])).toEqual([
      ['140105', '小店区'],
      ['140106', '迎泽区'],
    ]);
    expectCell(city.rows[0]?.students, direct.get(1000) ?? 0);
    expectCell(city.rows[1]?.students, direct.get(1001) ?? 0);
    const county = await drill('xzqhDm=140106');
    expect(county).toMatchObject({
      level: 'school',
      region: { code: '140106', name: '山西省/太原市/迎泽区' },
    });
    expect(county.rows.map((r) => r.key)).toEqual(['1001']);
    const grades = await drill('xzqhDm=140106&schoolId=1001');
    expect(grades.level).toBe('grade');
    // A school is opened only from a region that holds it.
    const outside = await platform.get(
      '/saas/statistics/getDrillDown?xzqhDm=140105&schoolId=1001',
      'pingtai',
    );
    expect(outside.body).toMatchObject({ success: false, message: STAT_MESSAGES.schoolOutside });
  });

  it('keeps a 教育局 in its own county whatever region or school it names', async () => {
    const narrowed = (await call('GET', '/saas/statistics/getDrillDown?xzqhDm=140106')).body
      .result as DrillDown;
    expect(narrowed).toMatchObject({ level: 'school', region: { code: '140105' } });
    expect(narrowed.rows.map((r) => r.key)).toEqual(['1000']);
    const reply = await call('GET', '/saas/statistics/getDrillDown?xzqhDm=140106&schoolId=1001');
    expect(reply.body).toMatchObject({ success: false, message: STAT_MESSAGES.schoolOutside });
  });

  it("gives a school's staff their own school's colleges and refuses another school's id", async () => {
    const school = await schoolSession(t, ['xinli', 'banzhuren', 'zhongxue']);
    const own = await school.get('/saas/statistics/getDrillDown?xzqhDm=140106', 'xinli');
    expect(own.body.result).toMatchObject({ scope: 'school', region: null, level: 'college' });
    const ownColleges = (own.body.result as DrillDown).rows.map((r) => r.key).sort();
    expect(ownColleges).toEqual([...(await classCounts()).keys()].sort());
    for (const query of [
      'schoolId=1001',
      'xzqhDm=140106&schoolId=1001',
      'xzqhDm=86&schoolId=1001&grade=2023级',
      'schoolId=1',
    ]) {
      const reply = await school.get(`/saas/statistics/getDrillDown?${query}`, 'xinli');
      expect(reply.body, query).toMatchObject({ success: false, message: STAT_MESSAGES.schoolOutside });
    }
    // Accounts without statistics:view (a 班主任 in either school) get nothing, not even their own school.
    for (const who of ['banzhuren', 'zhongxue']) {
      const reply = await school.get('/saas/statistics/getDrillDown?schoolId=1000', who);
      expect(reply.body.code, who).toBe(ResultCode.NO_AUTH);
    }
  });
});
