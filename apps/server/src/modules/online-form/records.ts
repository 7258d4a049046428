import type { OnlineForm, OnlineFormVersion } from '@xinmiao/shared';
import { inArray } from 'drizzle-orm';
import type { FormShape } from '../../core/form-tables.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { formatDateTime } from '../../core/time.ts';
import { onlForm, type onlFormVersion } from '../../db/schema.ts';

export type FormRow = typeof onlForm.$inferSelect;

export const shapeOf = (row: FormRow): FormShape => ({ tree: row.tree, mainFormId: row.mainFormId });

/** Forms as the console reads them, each sub-table with its main form's code. */
export async function toOnlineForms(db: TenantDb, rows: readonly FormRow[]): Promise<OnlineForm[]> {
  const mainIds = [...new Set(rows.flatMap((r) => (r.mainFormId ? [r.mainFormId] : [])))];
  const mains = mainIds.length ? await db.list(onlForm, { where: inArray(onlForm.id, mainIds) }) : [];
  const codes = new Map(mains.map((m) => [m.id, m.code]));
  return rows.map((row) => toOnlineForm(row, row.mainFormId ? (codes.get(row.mainFormId) ?? null) : null));
}

export function toOnlineForm(row: FormRow, mainCode: string | null): OnlineForm {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    version: row.version,
    fields: row.fields,
    tree: row.tree,
    mainCode,
    mainFormId: row.mainFormId,
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime) ?? '',
    updateBy: row.updateBy,
    updateTime: formatDateTime(row.updateTime),
  };
}

export function toFormVersion(row: typeof onlFormVersion.$inferSelect): OnlineFormVersion {
  return {
    version: row.version,
    name: row.name,
    fields: row.fields,
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime) ?? '',
  };
}
