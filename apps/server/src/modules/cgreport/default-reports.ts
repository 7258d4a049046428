import type { ReportConfigInput } from '@xinmiao/shared';
import type { TenantDb } from '../../core/tenant-db.ts';
import { onlCgreportHead } from '../../db/schema.ts';

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
