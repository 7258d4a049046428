import type { FormField, FormRow } from '@xinmiao/shared';
import { cachedDictItems } from '../../../access/dict-cache.ts';
import type { GridColumn, GridRow } from '../../../components/editable-grid/types.ts';

function cellType(field: FormField): GridColumn['type'] {
  switch (field.type) {
    case 'int':
    case 'decimal':
      return 'inputNumber';
    case 'textarea':
      return 'textarea';
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime';
    case 'dict':
      return 'select';
    default:
      return 'input';
  }
}

/** A sub-table's fields as columns of the editable grid; the server checks every value again. */
export function subTableColumns(fields: readonly FormField[]): GridColumn[] {
  return fields.map((field) => ({
    key: field.name,
    title: field.label,
    type: cellType(field),
    ...(field.type === 'dict'
      ? {
          options: cachedDictItems(field.dictCode ?? '').map((item) => ({
            value: item.value,
            text: item.text,
          })),
        }
      : {}),
    ...(field.required ? { validateRules: [{ required: true, message: `请输入${field.label}` }] } : {}),
  }));
}

type Cell = string | number | null;

/**
 * The grid's rows as the server takes a sub-table: the fields only, and `id` for saved rows (a
 * row added in the grid has a temporary id, which is left out so the server adds it).
 */
export function subTableRows(
  fields: readonly FormField[],
  rows: readonly GridRow[],
  added: ReadonlySet<string>,
): Record<string, Cell>[] {
  return rows.map((row) => {
    const out: Record<string, Cell> = added.has(row.id) ? {} : { id: row.id };
    for (const field of fields) {
      const value = row[field.name];
      out[field.name] = typeof value === 'number' || typeof value === 'string' ? value : null;
    }
    return out;
  });
}

/** Saved rows as grid rows (every row of a form has an id). */
export const toGridRows = (rows: readonly FormRow[]): GridRow[] =>
  rows.map((row) => ({ ...row, id: String(row.id) }));
