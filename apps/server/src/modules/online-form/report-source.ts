import type { FormField, ReportField } from '@xinmiao/shared';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type FormDataTable, fieldColumn, linkColumn } from '../../core/form-tables.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { onlForm } from '../../db/schema.ts';
import { tableOf } from './form-table-cache.ts';
import type { FormRow } from './records.ts';

/**
 * A form of the caller's school as a report source (报表开发): its fields by API name, each with
 * the generated column the server made for it. The report engine names nothing else of the table.
 */
export type FormReportSource = {
  code: string;
  label: string;
  table: FormDataTable;
  fields: Record<string, ReportField & { dateOnly?: boolean }>;
  columns: Record<string, AnyPgColumn>;
  /**
   * A main form read with one of its sub-tables: a row per sub-table row, joined on the sub-table's
   * `mainId`; `columns.id` is then the sub-table row's id.
   */
  join?: { table: FormDataTable; on: SQL };
  /**
   * The main form whose own 查询 (`online:form_<id>:list`) opens the source's rows through any
   * report (a sub-table's, and a joined source's, is its main form's; decisions §83).
   */
  owner: { id: string; name: string };
};

/** Between a main form and a sub-table in a joined source's key and a sub-table field's name. */
export const SUB_TABLE_SEPARATOR = '__';

function reportFieldOf(field: FormField): ReportField & { dateOnly?: boolean } {
  const base = {
    label: field.label,
    searchable: field.type !== 'textarea',
    sortable: field.type !== 'textarea',
  };
  if (field.type === 'int' || field.type === 'decimal') return { ...base, kind: 'number' };
  if (field.type === 'date') return { ...base, kind: 'datetime', dateOnly: true };
  if (field.type === 'datetime') return { ...base, kind: 'datetime' };
  return field.dictCode ? { ...base, kind: 'text', dict: field.dictCode } : { ...base, kind: 'text' };
}

function sourceOf(form: FormRow, owner: FormRow): FormReportSource {
  const table = tableOf(form);
  const fields: FormReportSource['fields'] = {};
  const columns: FormReportSource['columns'] = { id: table.id };
  for (const field of form.fields) {
    fields[field.name] = reportFieldOf(field);
    columns[field.name] = fieldColumn(table, field.no);
  }
  // `id` and `createTime` are reserved field names, so the stamps never clash with a field.
  fields.createTime = { label: '创建时间', kind: 'datetime', sortable: true, searchable: true };
  columns.createTime = table.createTime;
  return {
    code: form.code,
    label: form.name,
    table,
    fields,
    columns,
    owner: { id: owner.id, name: owner.name },
  };
}

/**
 * A main form with one sub-table (one level): the main form's fields as they are, each sub-table
 * field as `<subCode>__<field>` (a name the main form already has is left out), all mapped by the
 * server to the two tables' own columns.
 */
function joinedSourceOf(main: FormRow, sub: FormRow): FormReportSource {
  const base = sourceOf(main, main);
  const subTable = tableOf(sub);
  const fields = { ...base.fields };
  const columns: FormReportSource['columns'] = { ...base.columns, id: subTable.id };
  for (const field of sub.fields) {
    const name = `${sub.code}${SUB_TABLE_SEPARATOR}${field.name}`;
    if (Object.hasOwn(fields, name)) continue;
    const own = reportFieldOf(field);
    fields[name] = { ...own, label: `${sub.name}·${field.label}` };
    columns[name] = fieldColumn(subTable, field.no);
  }
  return {
    code: `${main.code}${SUB_TABLE_SEPARATOR}${sub.code}`,
    label: `${main.name} › ${sub.name}`,
    table: base.table,
    fields,
    columns,
    owner: base.owner,
    // The select scopes the joined table to the tenant (and its live rows) as it does the main one.
    join: { table: subTable, on: eq(linkColumn(subTable, 'mainId'), base.table.id) },
  };
}

/**
 * The school's form with this code as a report source; `<main>__<sub>` is the main form joined
 * with that sub-table of its own. Another school's code, or a sub-table of another form, reads as none.
 */
export async function formReportSource(db: TenantDb, code: string): Promise<FormReportSource | undefined> {
  const form = await db.first(onlForm, eq(onlForm.code, code));
  if (form) {
    const owner = form.mainFormId ? await db.byId(onlForm, form.mainFormId) : form;
    return owner ? sourceOf(form, owner) : undefined;
  }
  const cut = code.indexOf(SUB_TABLE_SEPARATOR);
  if (cut < 1) return undefined;
  const main = await db.first(onlForm, eq(onlForm.code, code.slice(0, cut)));
  if (!main) return undefined;
  const sub = await db.first(
    onlForm,
    and(eq(onlForm.code, code.slice(cut + SUB_TABLE_SEPARATOR.length)), eq(onlForm.mainFormId, main.id)),
  );
  return sub ? joinedSourceOf(main, sub) : undefined;
}

/** Every form of the school as a report source, by code, each main form's sub-tables joined after it. */
export async function formReportSources(db: TenantDb): Promise<FormReportSource[]> {
  const forms = await db.list(onlForm, { orderBy: [asc(onlForm.code)] });
  const byId = new Map(forms.map((form) => [form.id, form]));
  return forms.flatMap((form) => [
    sourceOf(form, (form.mainFormId && byId.get(form.mainFormId)) || form),
    ...forms.filter((sub) => sub.mainFormId === form.id).map((sub) => joinedSourceOf(form, sub)),
  ]);
}
