import { REPORT_SOURCE_KEYS, type ReportConfig, type ReportSourceKey, reportField } from '@xinmiao/shared';
import { formatDateTime } from '../../core/time.ts';
import type { onlCgreportHead } from '../../db/schema.ts';
import type { ReportDefinition } from './report-query.ts';

type Row = typeof onlCgreportHead.$inferSelect;

export function isSourceKey(value: string): value is ReportSourceKey {
  return (REPORT_SOURCE_KEYS as readonly string[]).includes(value);
}

/**
 * A stored report as the engine reads it, or undefined when its source is gone. Field names are
 * re-checked against the source on every read, so a field dropped from a whitelist stops at once.
 */
export function definitionOf(row: Row): (ReportDefinition & { id: string; name: string }) | undefined {
  if (!isSourceKey(row.source)) return undefined;
  const source = row.source;
  return {
    id: row.id,
    name: row.name,
    source,
    columns: row.columns.filter((name) => reportField(source, name)),
    searchFields: row.searchFields.filter((name) => reportField(source, name)?.searchable),
    sortField: row.sortField,
    sortOrder: row.sortOrder,
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
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime) ?? '',
    updateBy: row.updateBy,
    updateTime: formatDateTime(row.updateTime),
  };
}
