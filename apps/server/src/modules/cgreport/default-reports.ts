import { FORM_SOURCE_PREFIX, PLATFORM_TENANT_ID, type ReportConfigInput } from '@xinmiao/shared';
import type { SeedingSchool } from '../../core/seed-spec.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { onlCgreportHead } from '../../db/schema.ts';
import { INCIDENT_CODE } from '../online-form/index.ts';

/** The popup reports every school starts with (the gallery's 用户选择 and 部门选择 use them). */
export const DEFAULT_REPORTS = [
  {
    code: 'user_select',
    name: '用户选择',
    source: 'user',
    columns: ['username', 'realname', 'sex', 'workNo', 'phone'],
    searchFields: ['username', 'realname'],
    sortField: 'username',
    sortOrder: 'asc',
  },
  {
    code: 'depart_select',
    name: '部门选择',
    source: 'depart',
    columns: ['departName', 'orgCode', 'orgCategory'],
    searchFields: ['departName', 'orgCode'],
    sortField: 'orgCode',
    sortOrder: 'asc',
  },
] as const satisfies readonly ReportConfigInput[];

/** Adds the default report configs to a new school (seed and 新增租户). */
export async function installDefaultReports(tdb: TenantDb): Promise<void> {
  await tdb.insert(
    onlCgreportHead,
    DEFAULT_REPORTS.map((report) => ({
      ...report,
      columns: [...report.columns],
      searchFields: [...report.searchFields],
    })),
  );
}

/** The demo's report over the 心理委员周报's incidents: counted by type and attention, from a day on. */
export const DEMO_INCIDENT_REPORT = {
  code: 'xlwy_incident_stats',
  name: '心理委员周报·事件统计',
  source: `${FORM_SOURCE_PREFIX}${INCIDENT_CODE}`,
  columns: ['eventType', 'attention'],
  searchFields: ['eventType'],
  sortField: 'count',
  sortOrder: 'desc',
  filters: [],
  params: [{ name: 'since', label: '发生日期起', field: 'eventDate', op: 'ge', defaultValue: null }],
  groupBy: ['eventType', 'attention'],
  aggregates: [
    { fn: 'count', field: null, label: '事件数' },
    { fn: 'sum', field: 'peopleCount', label: '涉及人数' },
  ],
  columnDicts: [],
} as const satisfies ReportConfigInput;

/** A demo school's report over its 心理委员周报 (online-form's demo seed made the form before). */
export async function seedDemoReports({ tdb, spec }: SeedingSchool): Promise<void> {
  // Only the demo seeds schools from specs; a production start seeds the platform's tenant alone.
  if (spec.id === PLATFORM_TENANT_ID) return;
  const r = DEMO_INCIDENT_REPORT;
  await tdb.as('admin').insert(onlCgreportHead, {
    ...r,
    columns: [...r.columns],
    searchFields: [...r.searchFields],
    filters: [],
    params: r.params.map((p) => ({ ...p })),
    groupBy: [...r.groupBy],
    aggregates: r.aggregates.map((a) => ({ ...a })),
    columnDicts: [],
  });
}
