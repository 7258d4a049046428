import {
  CGREPORT_MESSAGES,
  type ReportColumns,
  type ReportConfigInput,
  type ReportQueryItem,
} from '@xinmiao/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantFormToRole, grantToRole } from '../../test/grant.ts';
import { type Caller, signIn } from '../../test/signed-in.ts';
import { type Body, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let call: Caller;
/** A value only the other school's weekly report holds: no reply to the first school may carry it. */
const MARKER = '跨校标记甲乙丙';

beforeAll(async () => {
  t = await createTestApp();
  await grantToRole(t, 1001, 'banzhuren', [
    'online:formData:list',
    'online:formData:add',
    'online:cgreport:list',
  ]);
  await grantFormToRole(t, 1001, 'banzhuren', 'xlwy_weekly');
  ({ call } = await signIn(t, ['admin', 'banzhuren', 'zhongxue']));
  const added = await call('POST', '/online/cgform/api/form/xlwy_weekly', 'zhongxue', {
    className: MARKER,
    reporter: MARKER,
    weekStart: '2026-11-02',
    mood: '3',
    summary: MARKER,
    xlwy_incident: [
      { eventDate: '2026-11-03', eventType: 'other', attention: 'H', peopleCount: 99, description: MARKER },
    ],
  });
  expect(added.success).toBe(true);
});
afterAll(() => t.close());

type Row = Record<string, string | number | null>;
type Page = { records: Row[]; total: number };
const pageOf = (body: Body) => body.result as Page;

async function rows<R>(query: ReturnType<typeof sql>): Promise<R[]> {
  const result = (await t.db.execute(query)) as unknown as { rows: R[] };
  return result.rows;
}

/** Everything a statement could create: relations, functions, roles, schemas, policies. */
const catalog = async () =>
  rows<{ n: string }>(sql`
    select (select count(*) from pg_class)::text || '/' || (select count(*) from pg_proc)::text || '/' ||
           (select count(*) from pg_roles)::text || '/' || (select count(*) from pg_namespace)::text || '/' ||
           (select count(*) from pg_policy)::text as n`);

const incidentsByType: ReportConfigInput = {
  code: 'inc_by_type',
  name: '事件按类型',
  source: 'form:xlwy_incident',
  columns: ['eventType'],
  searchFields: ['attention'],
  filters: [{ field: 'attention', op: 'ne', value: 'L' }],
  params: [{ name: 'minPeople', label: '最少人数', field: 'peopleCount', op: 'ge' }],
  groupBy: ['eventType'],
  aggregates: [
    { fn: 'count', label: '事件数' },
    { fn: 'sum', field: 'peopleCount' },
  ],
  sortField: 'count',
  sortOrder: 'desc',
};

/** The weekly report joined with its incidents (sub-table, one level): a row per incident. */
const JOINED = 'form:xlwy_weekly__xlwy_incident';
const incidentsByClass: ReportConfigInput = {
  code: 'inc_by_class',
  name: '事件按班级',
  source: JOINED,
  columns: [],
  searchFields: ['xlwy_incident__attention'],
  filters: [{ field: 'xlwy_incident__attention', op: 'ne', value: 'L' }],
  params: [{ name: 'minPeople', label: '最少人数', field: 'xlwy_incident__peopleCount', op: 'ge' }],
  groupBy: ['className', 'xlwy_incident__eventType'],
  aggregates: [
    { fn: 'count', label: '事件数' },
    { fn: 'sum', field: 'xlwy_incident__peopleCount' },
  ],
  sortField: 'count',
  sortOrder: 'desc',
};

describe('the demo 心理委员周报 and its report', () => {
  it('seeds the form, its incidents and the grouped report over them in each demo school', async () => {
    const weekly = pageOf(await call('GET', '/online/cgform/api/getData/xlwy_weekly'));
    expect(weekly.total).toBe(4);
    expect(weekly.records[0]).toHaveProperty('mood_dictText');
    const incidents = pageOf(await call('GET', '/online/cgform/api/getData/xlwy_incident?pageSize=50'));
    expect(incidents.total).toBe(5);

    const columns = (await call('GET', '/online/cgreport/api/getRpColumns/xlwy_incident_stats'))
      .result as ReportColumns;
    expect(columns.columns.map((c) => [c.dataIndex, c.title])).toEqual([
      ['eventType', '事件类型'],
      ['attention', '关注程度'],
      ['count', '事件数'],
      ['sum_peopleCount', '涉及人数'],
    ]);
    expect(columns.dictOptions.eventType?.map((o) => o.text)).toContain('情绪波动');
    const info = (await call('GET', `/online/cgreport/api/getQueryInfo/${columns.cgRpConfigId}`))
      .result as ReportQueryItem[];
    expect(info.map((i) => i.field)).toEqual(['eventType', 'since']);

    const stats = pageOf(await call('GET', '/online/cgreport/api/getData/xlwy_incident_stats?pageSize=50'));
    expect(stats.records.reduce((n, r) => n + Number(r.count), 0)).toBe(5);
    expect(stats.records.reduce((n, r) => n + Number(r.sum_peopleCount), 0)).toBe(9);
    expect(stats.records.every((r) => typeof r.eventType_dictText === 'string')).toBe(true);
    const family = pageOf(
      await call('GET', '/online/cgreport/api/getData/xlwy_incident_stats?eventType=family'),
    );
    expect(family.records).toMatchObject([{ eventType: 'family', attention: 'H', count: 1 }]);

    // The other school has its own form, rows and report; the marker row is among its rows only.
    const theirs = pageOf(
      await call('GET', '/online/cgreport/api/getData/xlwy_incident_stats?pageSize=50', 'zhongxue'),
    );
    expect(theirs.records.reduce((n, r) => n + Number(r.count), 0)).toBe(6);
  });
});

describe('报表开发: a report designed visually', () => {
  it('previews and saves a report with a filter, a parameter and a grouping', async () => {
    const preview = await call('POST', '/online/cgreport/head/preview', 'admin', incidentsByType);
    expect(preview.success).toBe(true);
    const result = preview.result as { columns: { dataIndex: string }[]; records: Row[]; total: number };
    expect(result.columns.map((c) => c.dataIndex)).toEqual(['eventType', 'count', 'sum_peopleCount']);
    // attention ≠ 一般: 3 of the 5 incidents.
    expect(result.records.reduce((n, r) => n + Number(r.count), 0)).toBe(3);
    expect(result.records.map((r) => Number(r.count))).toEqual(
      [...result.records.map((r) => Number(r.count))].sort((a, b) => b - a),
    );

    expect((await call('POST', '/online/cgreport/head/add', 'admin', incidentsByType)).success).toBe(true);
    const withParam = pageOf(await call('GET', '/online/cgreport/api/getData/inc_by_type?minPeople=2'));
    expect(withParam.records.reduce((n, r) => n + Number(r.count), 0)).toBe(1);
    const sorted = pageOf(
      await call('GET', '/online/cgreport/api/getData/inc_by_type?column=sum_peopleCount&order=asc'),
    );
    expect(sorted.records.length).toBeGreaterThan(1);
  });

  it('offers the modules’ views and the school’s own forms as sources', async () => {
    const sources = (await call('GET', '/online/cgreport/head/sources')).result as {
      key: string;
      studentLevel: boolean;
      fields: { name: string; masked: boolean }[];
    }[];
    expect(sources.map((s) => s.key)).toEqual(
      expect.arrayContaining(['user', 'depart', 'student', 'form:xlwy_weekly', 'form:xlwy_incident']),
    );
    const student = sources.find((s) => s.key === 'student');
    expect(student?.studentLevel).toBe(true);
    expect(student?.fields.find((f) => f.name === 'phone')?.masked).toBe(true);
    expect(JSON.stringify(sources)).not.toContain('tenant');
  });
});

/** Strings that would do harm if any reached SQL as text, or named something outside a whitelist. */
const PAYLOADS = [
  "x'; drop table onl_cgreport_head;--",
  '"; create table zz_pwned(a int);--',
  'f_1',
  'tenant_id',
  'id',
  'password',
  "' or '1'='1",
  '__proto__',
  'constructor',
  'count(*)',
  'sum_peopleCount desc, (select 1)',
  'form:../../sys_user',
  '*',
];

type Mutation = (payload: string) => ReportConfigInput;
const base = incidentsByType;
const MUTATIONS: Record<string, Mutation> = {
  code: (p) => ({ ...base, code: p }),
  name: (p) => ({ ...base, code: 'inj_name', name: p }),
  source: (p) => ({ ...base, source: p }),
  columns: (p) => ({ ...base, columns: [p] }),
  plainColumns: (p) => ({ ...base, groupBy: [], aggregates: [], sortField: null, columns: ['eventType', p] }),
  searchFields: (p) => ({ ...base, searchFields: [p] }),
  sortField: (p) => ({ ...base, sortField: p }),
  filterField: (p) => ({ ...base, filters: [{ field: p, op: 'eq', value: '1' }] }),
  filterOp: (p) => ({ ...base, filters: [{ field: 'eventType', op: p as 'eq', value: '1' }] }),
  filterValue: (p) => ({
    ...base,
    code: 'inj_value',
    filters: [{ field: 'eventType', op: 'like', value: p }],
  }),
  numberValue: (p) => ({ ...base, filters: [{ field: 'peopleCount', op: 'gt', value: p }] }),
  paramName: (p) => ({ ...base, params: [{ name: p, label: '参数', field: 'peopleCount', op: 'ge' }] }),
  paramLabel: (p) => ({
    ...base,
    code: 'inj_label',
    params: [{ name: 'x', label: p, field: 'eventType', op: 'eq' }],
  }),
  paramField: (p) => ({ ...base, params: [{ name: 'x', label: '参数', field: p, op: 'eq' }] }),
  paramDefault: (p) => ({
    ...base,
    code: 'inj_default',
    params: [{ name: 'x', label: '参数', field: 'eventType', op: 'eq', defaultValue: p }],
  }),
  groupBy: (p) => ({ ...base, columns: [], groupBy: [p] }),
  aggregateFn: (p) => ({ ...base, aggregates: [{ fn: p as 'count' }] }),
  aggregateField: (p) => ({ ...base, aggregates: [{ fn: 'sum', field: p }] }),
  aggregateLabel: (p) => ({ ...base, code: 'inj_agg', aggregates: [{ fn: 'count', label: p }] }),
  dictField: (p) => ({ ...base, columnDicts: [{ field: p, dictCode: 'yn' }] }),
  dictCode: (p) => ({ ...base, columnDicts: [{ field: 'eventType', dictCode: p }] }),
  joinSource: (p) => ({ ...incidentsByClass, source: `form:xlwy_weekly__${p}` }),
  joinSubField: (p) => ({ ...incidentsByClass, groupBy: ['className', `xlwy_incident__${p}`] }),
  joinColumns: (p) => ({
    ...incidentsByClass,
    groupBy: [],
    aggregates: [],
    sortField: null,
    columns: ['className', 'xlwy_incident__eventType', p],
  }),
  joinGroupBy: (p) => ({ ...incidentsByClass, groupBy: [p] }),
  joinFilterField: (p) => ({ ...incidentsByClass, filters: [{ field: p, op: 'eq', value: '1' }] }),
  joinFilterValue: (p) => ({
    ...incidentsByClass,
    code: 'inj_join_value',
    filters: [{ field: 'xlwy_incident__eventType', op: 'like', value: p }],
  }),
  joinParamField: (p) => ({
    ...incidentsByClass,
    params: [{ name: 'x', label: '参数', field: p, op: 'eq' }],
  }),
  joinAggregateField: (p) => ({ ...incidentsByClass, aggregates: [{ fn: 'sum', field: p }] }),
  joinSearchFields: (p) => ({ ...incidentsByClass, searchFields: [p] }),
};

/** The free-text places, which take these strings as data; every other path names something and is refused. */
const DATA_PATHS = new Set([
  'aggregateLabel',
  'code',
  'filterValue',
  'joinFilterValue',
  'name',
  'paramDefault',
  'paramLabel',
  'paramName',
]);

describe('injection corpus through every definition field', () => {
  let before: { n: string }[] = [];
  let otherReports = '';
  const otherCount = async () =>
    (
      await rows<{ n: string }>(sql`select count(*)::text as n from onl_cgreport_head where tenant_id = 1001`)
    )[0]?.n ?? '';
  let serial = 0;

  beforeAll(async () => {
    before = await catalog();
    otherReports = await otherCount();
  });

  it.each(Object.keys(MUTATIONS))(
    '%s: names refused, text kept as data, nothing of the other school',
    async (path) => {
      const mutate = MUTATIONS[path];
      if (!mutate) throw new Error(path);
      let accepted = 0;
      for (const payload of PAYLOADS) {
        const design = mutate(payload);
        const preview = await call('POST', '/online/cgreport/head/preview', 'admin', design);
        expect(JSON.stringify(preview)).not.toContain(MARKER);
        if (preview.success) {
          accepted += 1;
          // An accepted payload is a label or a bound value: it shows or matches as text, no more.
          if (path === 'filterValue' || path === 'joinFilterValue') {
            expect((preview.result as Page).records, payload).toEqual([]);
          }
        }
        serial += 1;
        const code = path === 'code' ? payload : `inj_${serial}`;
        const added = await call('POST', '/online/cgreport/head/add', 'admin', { ...design, code });
        expect(added.success, `${path}: ${payload}`).toBe(preview.success);
      }
      if (DATA_PATHS.has(path)) expect(accepted).toBeGreaterThan(0);
      else expect(accepted, path).toBe(0);
    },
  );

  it('created no database object and touched no report of the other school', async () => {
    expect(await catalog()).toEqual(before);
    expect(await otherCount()).toBe(otherReports);
  });

  it('refuses request names outside the report and binds request values, on a saved report', async () => {
    const before = await catalog();
    const plain = await call('GET', '/online/cgreport/api/getData/inc_by_type');
    for (const payload of PAYLOADS) {
      const key = encodeURIComponent(payload);
      const asKey = await call('GET', `/online/cgreport/api/getData/inc_by_type?${key}=1`);
      // Refused, or (`__proto__`, which the query parser drops) read as if it had not been sent.
      if (asKey.success) expect(asKey.result, payload).toEqual(plain.result);
      const asSort = await call('GET', `/online/cgreport/api/getData/inc_by_type?column=${key}&order=asc`);
      expect(asSort.success, payload).toBe(false);
      for (const name of ['attention', 'minPeople']) {
        const asValue = await call('GET', `/online/cgreport/api/getData/inc_by_type?${name}=${key}`);
        const text = JSON.stringify(asValue);
        expect(text).not.toContain(MARKER);
        if (asValue.success && name === 'attention') expect(pageOf(asValue).records, payload).toEqual([]);
      }
    }
    expect(await catalog()).toEqual(before);
  });

  it("reads each school's own form under the same code", async () => {
    const ours = await call('POST', '/online/cgreport/head/preview', 'admin', {
      ...base,
      source: 'form:xlwy_weekly',
      columns: ['className', 'summary'],
      searchFields: [],
      filters: [],
      params: [],
      groupBy: [],
      aggregates: [],
      sortField: null,
    });
    expect(pageOf(ours).total).toBe(4);
    expect(JSON.stringify(ours)).not.toContain(MARKER);
    const theirs = await call('POST', '/online/cgreport/head/preview', 'zhongxue', {
      ...base,
      source: 'form:xlwy_weekly',
      columns: ['className'],
      searchFields: [],
      filters: [{ field: 'className', op: 'eq', value: MARKER }],
      params: [],
      groupBy: [],
      aggregates: [],
      sortField: null,
    });
    expect(pageOf(theirs).total).toBe(1);
  });
});

describe('a form joined with its sub-table (one level)', () => {
  it('offers the join as a source with the sub-table fields named under it', async () => {
    const sources = (await call('GET', '/online/cgreport/head/sources')).result as {
      key: string;
      fields: { name: string; label: string }[];
    }[];
    const joined = sources.find((s) => s.key === JOINED);
    expect(joined?.fields.map((f) => f.name)).toEqual(
      expect.arrayContaining(['className', 'xlwy_incident__eventType', 'xlwy_incident__peopleCount']),
    );
    // Only a form's own sub-table joins it; the other way round is no source.
    expect(sources.some((s) => s.key === 'form:xlwy_incident__xlwy_weekly')).toBe(false);
    const reversed = await call('POST', '/online/cgreport/head/preview', 'admin', {
      ...incidentsByClass,
      source: 'form:xlwy_incident__xlwy_weekly',
    });
    expect(reversed.success).toBe(false);
  });

  it('lists, groups, filters and counts over the joined columns, each school its own rows', async () => {
    const plain = await call('POST', '/online/cgreport/head/preview', 'admin', {
      ...incidentsByClass,
      columns: ['className', 'xlwy_incident__eventType', 'xlwy_incident__peopleCount'],
      searchFields: [],
      filters: [],
      params: [],
      groupBy: [],
      aggregates: [],
      sortField: null,
    });
    // A row per incident of the school (the demo seeds 5), each with its weekly report's class.
    expect(pageOf(plain).total).toBe(5);
    expect(pageOf(plain).records.every((r) => typeof r.className === 'string')).toBe(true);
    expect(new Set(pageOf(plain).records.map((r) => r.id)).size).toBe(5);
    expect(JSON.stringify(plain)).not.toContain(MARKER);

    const added = await call('POST', '/online/cgreport/head/add', 'admin', incidentsByClass);
    expect(added.success).toBe(true);
    const grouped = pageOf(await call('GET', '/online/cgreport/api/getData/inc_by_class?pageSize=50'));
    // attention ≠ 一般: 3 of the 5 incidents, as over the sub-table alone.
    expect(grouped.records.reduce((n, r) => n + Number(r.count), 0)).toBe(3);
    expect(grouped.records.every((r) => typeof r.xlwy_incident__eventType_dictText === 'string')).toBe(true);
    const high = pageOf(
      await call('GET', '/online/cgreport/api/getData/inc_by_class?pageSize=50&xlwy_incident__attention=H'),
    );
    expect(high.records.reduce((n, r) => n + Number(r.count), 0)).toBeLessThan(
      grouped.records.reduce((n, r) => n + Number(r.count), 0),
    );
    const many = pageOf(await call('GET', '/online/cgreport/api/getData/inc_by_class?minPeople=99'));
    expect(many.records).toEqual([]);

    const theirs = await call('POST', '/online/cgreport/head/preview', 'zhongxue', {
      ...incidentsByClass,
      filters: [{ field: 'xlwy_incident__peopleCount', op: 'eq', value: '99' }],
      params: [],
    });
    expect(pageOf(theirs).records).toMatchObject([
      { className: MARKER, count: 1, sum_xlwy_incident__peopleCount: 99 },
    ]);
  });
});

describe('student-level views', () => {
  const students: ReportConfigInput = {
    code: 'stu_list',
    name: '学生名单',
    source: 'student',
    columns: ['studentNo', 'name', 'orgCode', 'phone'],
    searchFields: ['name'],
  };

  it('refuses a masked field as a condition, a sort or a group', async () => {
    const refused = [
      { ...students, searchFields: ['phone'] },
      { ...students, filters: [{ field: 'phone', op: 'eq', value: '138' }] },
      { ...students, params: [{ name: 'p', label: '手机', field: 'idCard', op: 'like' }] },
      { ...students, sortField: 'phone' },
      { ...students, columns: [], groupBy: ['phone'], aggregates: [{ fn: 'count' }] },
      { ...students, columns: [], groupBy: ['sex'], aggregates: [{ fn: 'count', field: 'idCard' }] },
    ] as ReportConfigInput[];
    for (const design of refused) {
      const reply = await call('POST', '/online/cgreport/head/preview', 'admin', design);
      expect(reply.success, JSON.stringify(design)).toBe(false);
    }
  });

  it("reads in the student policy's reach, masks and audits for whoever reads it", async () => {
    expect((await call('POST', '/online/cgreport/head/add', 'admin', students)).success).toBe(true);
    const all = pageOf(await call('GET', '/online/cgreport/api/getData/stu_list?pageSize=200'));
    const theirs = pageOf(
      await call('GET', '/online/cgreport/api/getData/stu_list?pageSize=200', 'banzhuren'),
    );
    expect(theirs.total).toBeGreaterThan(0);
    expect(theirs.total).toBeLessThan(all.total);
    expect(new Set(theirs.records.map((r) => r.orgCode)).size).toBe(1);
    expect(theirs.records.every((r) => r.phone === null || String(r.phone).includes('*'))).toBe(true);

    const audited = await rows<{ id: string }>(sql`
      select r.record_id as id from sys_read_audit_record r
      where r.tenant_id = 1000 and r.audit_id = (
        select a.id from sys_read_audit a
        where a.tenant_id = 1000 and a.username = 'banzhuren' and a.resource = '/online/cgreport/api/getData/:code'
        order by a.create_time desc limit 1)`);
    expect(audited.map((r) => r.id).sort()).toEqual(theirs.records.map((r) => String(r.id)).sort());

    // Grouped over the same view, a class teacher counts only their own students.
    await call('POST', '/online/cgreport/head/add', 'admin', {
      ...students,
      code: 'stu_by_sex',
      columns: ['sex'],
      searchFields: [],
      groupBy: ['sex'],
      aggregates: [{ fn: 'count' }],
    });
    const counted = pageOf(await call('GET', '/online/cgreport/api/getData/stu_by_sex', 'banzhuren'));
    expect(counted.records.reduce((n, r) => n + Number(r.count), 0)).toBe(theirs.total);
  });

  it('answers a missing report like before', async () => {
    expect((await call('GET', '/online/cgreport/api/getData/nope')).message).toBe(
      CGREPORT_MESSAGES.reportMissing,
    );
  });
});
