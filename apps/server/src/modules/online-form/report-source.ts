import type { FormField, ReportField } from '@xinmiao/shared';
import { asc, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type FormDataTable, fieldColumn } from '../../core/form-tables.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { onlForm } from '../../db/schema.ts';
import { tableOf } from './data.ts';
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
};

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

function sourceOf(form: FormRow): FormReportSource {
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
  return { code: form.code, label: form.name, table, fields, columns };
}

/** The school's form with this code as a report source; another school's code reads as none. */
export async function formReportSource(db: TenantDb, code: string): Promise<FormReportSource | undefined> {
  const form = await db.first(onlForm, eq(onlForm.code, code));
  return form ? sourceOf(form) : undefined;
}

/** Every form of the school as a report source, by code. */
export async function formReportSources(db: TenantDb): Promise<FormReportSource[]> {
  const forms = await db.list(onlForm, { orderBy: [asc(onlForm.code)] });
  return forms.map(sourceOf);
}
