import { type FormDataTable, formDataTable } from '../../core/form-tables.ts';
import { type FormRow, shapeOf } from './records.ts';

/** Tables kept; past it the oldest is forgotten (rebuilt on its next use). */
const KEPT = 1000;
const tables = new Map<string, FormDataTable>();

/**
 * The drizzle table of a form's rows, one object per definition: building a wide form's table costs
 * about a millisecond, and the same object lets a connection keep the list's prepared statement
 * (`TenantDb.listPage`). Keyed by everything the table is made of, so an altered form gets a new one.
 */
export function tableOf(form: FormRow): FormDataTable {
  const shape = shapeOf(form);
  const key = [form.id, shape.tree, shape.mainFormId, ...form.fields.map((f) => `${f.no}:${f.type}`)].join(
    '|',
  );
  const kept = tables.get(key);
  if (kept) {
    tables.delete(key);
    tables.set(key, kept);
    return kept;
  }
  const table = formDataTable(form.id, form.fields, shape) as FormDataTable;
  tables.set(key, table);
  for (const old of tables.keys()) {
    if (tables.size <= KEPT) break;
    tables.delete(old);
  }
  return table;
}
