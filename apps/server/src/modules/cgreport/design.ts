import {
  aggregateKey,
  REPORT_AGGREGATES,
  REPORT_FILTER_OPS,
  type ReportAggregate,
  type ReportFilter,
  type ReportParam,
  VALUELESS_OPS,
} from '@xinmiao/shared';
import { AppError } from '../../core/errors.ts';
import { typedValue } from '../../core/list/values.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { allDictItems } from '../dict/index.ts';
import { type ResolvedSource, type SourceField, sourceField } from './sources.ts';

/** What a report asks of its source: every name a field of the source, every value bound. */
export type ReportDefinition = {
  source: string;
  columns: readonly string[];
  searchFields: readonly string[];
  sortField: string | null;
  sortOrder: string | null;
  filters: readonly ReportFilter[];
  params: readonly ReportParam[];
  groupBy: readonly string[];
  aggregates: readonly ReportAggregate[];
  columnDicts: readonly { field: string; dictCode: string }[];
};

/** Request keys every getData call may carry besides the report's own (`_t`: JeecgBoot's cache buster). */
export const PAGING_KEYS = new Set(['pageNo', 'pageSize', 'column', 'order', '_t']);
export const SELF_PREFIX = 'self_';

export const isGrouped = (report: Pick<ReportDefinition, 'groupBy' | 'aggregates'>) =>
  report.groupBy.length > 0 || report.aggregates.length > 0;

/** A field a condition, a sort or a group may name: declared, and not a masked one. */
function usable(source: ResolvedSource, name: string): SourceField | undefined {
  const field = sourceField(source, name);
  return field && !field.masked ? field : undefined;
}

function checkValue(field: SourceField, label: string, op: string, value: string): void {
  if (op === 'like' && field.kind !== 'text') throw new AppError(`「包含」只适用于文本字段（${label}）`);
  try {
    typedValue(field.kind, value);
  } catch {
    throw new AppError(`「${value}」不是字段「${label}」的有效值`);
  }
}

function checkCondition(source: ResolvedSource, c: ReportFilter | ReportParam, what: string): void {
  const field = usable(source, c.field);
  if (!field?.searchable) throw new AppError(`字段「${c.field}」不能作为「${source.label}」的${what}`);
  if (VALUELESS_OPS.includes(c.op)) return;
  const value = 'value' in c ? c.value : (c.defaultValue ?? '');
  if ('value' in c && value.trim() === '') {
    throw new AppError(`请输入「${field.label}」${REPORT_FILTER_OPS[c.op]}的值`);
  }
  if (value.trim() !== '') checkValue(field, field.label, c.op, value.trim());
}

function checkAggregate(source: ResolvedSource, a: ReportAggregate): void {
  if (!a.field) {
    if (a.fn !== 'count') throw new AppError(`「${REPORT_AGGREGATES[a.fn]}」须选择一个数字字段`);
    return;
  }
  const field = usable(source, a.field);
  if (!field) throw new AppError(`字段「${a.field}」不能作为「${source.label}」的统计字段`);
  if (a.fn !== 'count' && field.kind !== 'number') {
    throw new AppError(`「${REPORT_AGGREGATES[a.fn]}」只适用于数字字段（${field.label}）`);
  }
}

/**
 * Whether a design fits its source; the first misfit is thrown in Chinese. Run on every save and on
 * every read of a stored report (a form's fields change), so a report never names what its source
 * does not offer. Only shown columns, search fields and groups tolerate a vanished field on read.
 */
export function checkDesign(source: ResolvedSource, report: ReportDefinition): void {
  const grouped = isGrouped(report);
  for (const name of report.columns) {
    if (!sourceField(source, name)) throw new AppError(`字段「${name}」不是数据源「${source.label}」的字段`);
  }
  for (const name of report.searchFields) {
    if (!usable(source, name)?.searchable) {
      throw new AppError(`字段「${name}」不能作为「${source.label}」的查询条件`);
    }
  }
  for (const f of report.filters) checkCondition(source, f, '过滤条件');
  const reserved = new Set(report.searchFields);
  for (const p of report.params) {
    checkCondition(source, p, '参数字段');
    if (reserved.has(p.name) || PAGING_KEYS.has(p.name) || p.name.startsWith(SELF_PREFIX)) {
      throw new AppError(`参数名「${p.name}」与查询条件或系统参数重名`);
    }
  }
  if (grouped && source.page) throw new AppError(`数据源「${source.label}」不能分组统计`);
  for (const name of report.groupBy) {
    if (!usable(source, name)) throw new AppError(`字段「${name}」不能作为「${source.label}」的分组字段`);
  }
  for (const a of report.aggregates) checkAggregate(source, a);
  const keys = report.aggregates.map(aggregateKey);
  if (new Set([...keys, ...report.groupBy]).size !== keys.length + report.groupBy.length) {
    throw new AppError('统计列不能重复，也不能与分组字段同名');
  }
  if (grouped) {
    const outside = report.columns.find((name) => !report.groupBy.includes(name));
    if (outside) throw new AppError(`分组统计时，显示字段「${outside}」须为分组字段`);
  } else if (!report.columns.length) {
    throw new AppError('请至少选择一个显示字段');
  }
  if (report.sortField) {
    const ok = grouped
      ? report.groupBy.includes(report.sortField) || keys.includes(report.sortField)
      : usable(source, report.sortField)?.sortable;
    if (!ok) throw new AppError(`字段「${report.sortField}」不能作为「${source.label}」的排序字段`);
  }
  const shown = new Set([...report.columns, ...report.groupBy]);
  for (const d of report.columnDicts) {
    if (!shown.has(d.field)) throw new AppError(`字段「${d.field}」不是报表的显示字段，不能设置字典`);
  }
}

/** The dictionaries a design names exist in the school (a code is a value, never an identifier). */
export async function checkDictionaries(db: TenantDb, report: ReportDefinition): Promise<void> {
  const codes = [...new Set(report.columnDicts.map((d) => d.dictCode))];
  if (!codes.length) return;
  const known = await allDictItems(db, codes);
  const missing = codes.find((code) => !Object.hasOwn(known, code));
  if (missing) throw new AppError(`字典「${missing}」不存在`);
}
