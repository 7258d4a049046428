import type { ReportConfig, ReportFilter } from '@xinmiao/shared';
import { formatDateTime } from '../../core/time.ts';
import type { onlCgreportHead } from '../../db/schema.ts';
import type { ReportDefinition } from './design.ts';
import { type ResolvedSource, sourceField } from './sources.ts';

type Row = typeof onlCgreportHead.$inferSelect;

/**
 * A stored report as the engine reads it. Shown columns, search fields and groups whose field has
 * left the source are dropped (a form's field removed); the conditions and statistics are checked
 * whole by `checkDesign` on every read, since dropping a condition would widen the report.
 */
export function definitionOf(
  row: Row,
  source: ResolvedSource,
): ReportDefinition & { id: string; name: string } {
  const known = (name: string) => sourceField(source, name) !== undefined;
  return {
    id: row.id,
    name: row.name,
    source: row.source,
    columns: row.columns.filter(known),
    searchFields: row.searchFields.filter(known),
    sortField: row.sortField,
    sortOrder: row.sortOrder,
    filters: row.filters,
    params: row.params,
    groupBy: row.groupBy.filter(known),
    aggregates: row.aggregates,
    columnDicts: row.columnDicts,
  };
}

export function toReportConfig(row: Row): ReportConfig {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    source: row.source,
    columns: row.columns,
    searchFields: row.searchFields,
    sortField: row.sortField,
    sortOrder: row.sortOrder === 'asc' || row.sortOrder === 'desc' ? row.sortOrder : null,
    filters: row.filters.map((f: ReportFilter) => ({ field: f.field, op: f.op, value: f.value })),
    params: row.params,
    groupBy: row.groupBy,
    aggregates: row.aggregates,
    columnDicts: row.columnDicts,
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime) ?? '',
    updateBy: row.updateBy,
    updateTime: formatDateTime(row.updateTime),
  };
}
