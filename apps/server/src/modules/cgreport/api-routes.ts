import {
  aggregateKey,
  CGREPORT_MESSAGES,
  cgreportRoutes,
  REPORT_AGGREGATES,
  type ReportColumns,
  type ReportQueryItem,
  toPage,
} from '@xinmiao/shared';
import { eq, or } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { fail, ok, type Reply } from '../../core/envelope.ts';
import type { Registrar } from '../../core/register-route.ts';
import { onlCgreportHead } from '../../db/schema.ts';
import { allDictItems } from '../dict/index.ts';
import { lowAppReportFilter } from '../low-app/index.ts';
import { checkDesign, isGrouped } from './design.ts';
import { definitionOf } from './records.ts';
import { dictsOf, readReport, shownNames } from './report-read.ts';
import {
  type ResolvedSource,
  resolveSource,
  type SourceField,
  sourceField,
  sourceRefusal,
} from './sources.ts';

type Report = ReturnType<typeof definitionOf>;
type Readable =
  | {
      report: Report;
      source: ResolvedSource;
      appFilter: Readonly<Record<string, string>>;
      refusal?: undefined;
    }
  | { refusal: Reply<null>; report?: undefined; source?: undefined; appFilter?: undefined };

/**
 * The report named by the path, if the caller may read its source: getRpColumns names it by code,
 * the other calls by the id getRpColumns returned (JeecgBoot's `cgRpConfigId`) or by code. A stored
 * design that no longer fits its source (a form's field removed) is refused with the reason.
 * Sent from a low-code app's page (`X-Low-App-ID`), the app must list the report, and its entry's
 * stored filter comes back to be merged over the request's parameters.
 */
async function readable(ctx: AuthCtx, key: string, byIdToo: boolean): Promise<Readable> {
  const match = byIdToo
    ? or(eq(onlCgreportHead.code, key), eq(onlCgreportHead.id, key))
    : eq(onlCgreportHead.code, key);
  const row = await ctx.db.first(onlCgreportHead, match);
  const source = row ? await resolveSource(ctx.db, row.source) : undefined;
  if (!row || !source) return { refusal: fail(CGREPORT_MESSAGES.reportMissing) };
  const refusal = sourceRefusal(ctx, source);
  if (refusal) return { refusal };
  const appFilter = await lowAppReportFilter(ctx, row);
  const report = definitionOf(row, source);
  checkDesign(source, report);
  return { report, source, appFilter };
}

function titleOf(report: Report, source: ResolvedSource, name: string): string {
  const statistic = report.aggregates.find((a) => aggregateKey(a) === name);
  if (statistic) {
    const field = statistic.field ? sourceField(source, statistic.field)?.label : undefined;
    return statistic.label || `${field ?? ''}${REPORT_AGGREGATES[statistic.fn]}`;
  }
  return sourceField(source, name)?.label ?? name;
}

export async function columnsOf(
  ctx: AuthCtx,
  report: Report,
  source: ResolvedSource,
): Promise<ReportColumns> {
  const dicts = dictsOf(report, source);
  const items = await allDictItems(ctx.db, [...new Set(Object.values(dicts))]);
  const grouped = isGrouped(report);
  return {
    columns: shownNames(report).map((name) => ({
      title: titleOf(report, source, name),
      dataIndex: name,
      align: 'center' as const,
      sorter: grouped || (sourceField(source, name)?.sortable === true && !sourceField(source, name)?.masked),
      ...(dicts[name] ? { customRender: name } : {}),
    })),
    dictOptions: Object.fromEntries(Object.entries(dicts).map(([name, code]) => [name, items[code] ?? []])),
    cgRpConfigId: report.id,
    cgRpConfigName: report.name,
    defaultSorter: report.sortField ? `${report.sortField}=${report.sortOrder ?? 'asc'}` : null,
    fieldHrefSlots: [],
    isGroupTitle: false,
  };
}

function queryItemsOf(report: Report, source: ResolvedSource): ReportQueryItem[] {
  const item = (name: string, label: string, field: SourceField, ranged: boolean): ReportQueryItem => ({
    field: name,
    label,
    view: field.dict ? 'list' : field.kind,
    mode: ranged ? 'group' : 'single',
    ...(field.dict ? { dictCode: field.dict } : {}),
    hidden: '0',
  });
  const searches = report.searchFields.flatMap((name) => {
    const field = sourceField(source, name);
    return field ? [item(name, field.label, field, !field.dict && field.kind !== 'text')] : [];
  });
  const params = report.params.flatMap((p) => {
    const field = sourceField(source, p.field);
    return field ? [item(p.name, p.label, field, false)] : [];
  });
  return [...searches, ...params];
}

/** JeecgBoot's online-report API as the popup selector uses it, over whitelisted sources only. */
export function registerReportApiRoutes(r: Registrar): void {
  r.route(cgreportRoutes.rpColumns, async (ctx, { params }) => {
    const { report, source, refusal } = await readable(ctx, params.code, false);
    return report ? ok(await columnsOf(ctx, report, source)) : refusal;
  });

  r.route(cgreportRoutes.columns, async (ctx, { params }) => {
    const { report, source, refusal } = await readable(ctx, params.code, true);
    return report ? ok(await columnsOf(ctx, report, source)) : refusal;
  });

  r.route(cgreportRoutes.queryInfo, async (ctx, { params }) => {
    const { report, source, refusal } = await readable(ctx, params.code, true);
    return report ? ok(queryItemsOf(report, source)) : refusal;
  });

  r.route(cgreportRoutes.data, async (ctx, { params, query }) => {
    const { report, source, appFilter, refusal } = await readable(ctx, params.code, true);
    if (!report) return refusal;
    // A low-code app's stored filter wins over whatever the request sent for the same names.
    const merged = { ...query, ...appFilter };
    const { records, total } = await readReport(ctx, report, source, merged, cgreportRoutes.data.path);
    return ok(toPage(records, total, query.pageNo, query.pageSize));
  });
}
