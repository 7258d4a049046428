import { gridValueOk, isGridPreset } from '@xinmiao/shared';
import type { GridColumn, GridRow, GridRule } from './types.ts';

export type CellError = { rowId: string; key: string; message: string };

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

function ruleFails(
  rule: GridRule,
  value: unknown,
  row: GridRow,
  rows: readonly GridRow[],
  key: string,
): boolean {
  const v = text(value).trim();
  if (rule.required && v === '') return true;
  if (rule.unique || rule.pattern === 'only') {
    if (v !== '' && rows.some((other) => other.id !== row.id && text(other[key]).trim() === v)) return true;
  }
  if (rule.pattern instanceof RegExp) return v !== '' && !rule.pattern.test(v);
  if (typeof rule.pattern === 'string' && isGridPreset(rule.pattern)) return !gridValueOk(rule.pattern, v);
  return false;
}

/** The first failing rule of one cell: its message, or null. Handlers run after the synchronous rules. */
export async function validateCell(
  column: GridColumn,
  row: GridRow,
  rows: readonly GridRow[],
): Promise<string | null> {
  const value = row[column.key];
  for (const rule of column.validateRules ?? []) {
    if (ruleFails(rule, value, row, rows, column.key)) return rule.message;
    if (rule.handler) {
      const failed = await rule.handler(value, row, rows);
      if (failed) return failed;
    }
  }
  return null;
}

/** Every failing cell of the grid, in row then column order. */
export async function validateRows(
  columns: readonly GridColumn[],
  rows: readonly GridRow[],
): Promise<CellError[]> {
  const errors: CellError[] = [];
  for (const row of rows) {
    for (const column of columns) {
      const message = await validateCell(column, row, rows);
      if (message) errors.push({ rowId: row.id, key: column.key, message });
    }
  }
  return errors;
}
