import {
  CGREPORT_MESSAGES,
  cgreportRoutes,
  Msg,
  REPORT_SOURCES,
  type ReportColumns,
  type ReportQueryItem,
  ResultCode,
  reportField,
  toPage,
} from '@xinmiao/shared';
import { eq, or } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { fail, ok } from '../../core/envelope.ts';
import { loadDictTexts, withDictText } from '../../core/list/dict-text.ts';
import type { Registrar } from '../../core/register-route.ts';
import { onlCgreportHead } from '../../db/schema.ts';
import { allDictItems } from '../dict/index.ts';
import { definitionOf } from './records.ts';
import { reportQuery } from './report-query.ts';
import { sourceImpl, toReportRow } from './sources.ts';

type Report = NonNullable<ReturnType<typeof definitionOf>>;

/**
 * The report named by the path, if the caller may read its source: getRpColumns names it by code,
 * the other calls by the id getRpColumns returned (JeecgBoot's `cgRpConfigId`) or by code.
 */
async function readable(ctx: AuthCtx, key: string, byIdToo: boolean) {
  const match = byIdToo
    ? or(eq(onlCgreportHead.code, key), eq(onlCgreportHead.id, key))
    : eq(onlCgreportHead.code, key);
  const row = await ctx.db.first(onlCgreportHead, match);
  const report = row ? definitionOf(row) : undefined;
  if (!report) return { refusal: fail(CGREPORT_MESSAGES.reportMissing) };
  if (!ctx.permissions.has(REPORT_SOURCES[report.source].permission)) {
    return { refusal: fail(Msg.noPermission, ResultCode.NO_AUTH) };
  }
  return { report };
}

/** Field → dictionary code of the report's shown columns that have one. */
function dictsOf(report: Report): Record<string, string> {
  const dicts: Record<string, string> = {};
  for (const name of report.columns) {
    const dict = reportField(report.source, name)?.dict;
    if (dict) dicts[name] = dict;
  }
  return dicts;
}

async function columnsOf(ctx: AuthCtx, report: Report): Promise<ReportColumns> {
  const dicts = dictsOf(report);
  const items = await allDictItems(ctx.db, [...new Set(Object.values(dicts))]);
  return {
    columns: report.columns.map((name) => {
      const field = reportField(report.source, name);
      return {
        title: field?.label ?? name,
        dataIndex: name,
        align: 'center' as const,
        sorter: field?.sortable === true,
        ...(dicts[name] ? { customRender: name } : {}),
      };
    }),
    dictOptions: Object.fromEntries(Object.entries(dicts).map(([name, code]) => [name, items[code] ?? []])),
    cgRpConfigId: report.id,
    cgRpConfigName: report.name,
    defaultSorter: report.sortField ? `${report.sortField}=${report.sortOrder ?? 'asc'}` : null,
    fieldHrefSlots: [],
    isGroupTitle: false,
  };
}

function queryItemsOf(report: Report): ReportQueryItem[] {
  return report.searchFields.flatMap((name) => {
    const field = reportField(report.source, name);
    if (!field) return [];
    const ranged = !field.dict && field.kind !== 'text';
    return [
      {
        field: name,
        label: field.label,
        view: field.dict ? 'list' : field.kind,
        mode: ranged ? 'group' : 'single',
        ...(field.dict ? { dictCode: field.dict } : {}),
        hidden: '0',
      },
    ];
  });
}

/** JeecgBoot's online-report API as the popup selector uses it, over whitelisted sources only. */
export function registerReportApiRoutes(r: Registrar): void {
  r.route(cgreportRoutes.rpColumns, async (ctx, { params }) => {
    const { report, refusal } = await readable(ctx, params.code, false);
    return report ? ok(await columnsOf(ctx, report)) : refusal;
  });

  r.route(cgreportRoutes.columns, async (ctx, { params }) => {
    const { report, refusal } = await readable(ctx, params.code, true);
    return report ? ok(await columnsOf(ctx, report)) : refusal;
  });

  r.route(cgreportRoutes.queryInfo, async (ctx, { params }) => {
    const { report, refusal } = await readable(ctx, params.code, true);
    return report ? ok(queryItemsOf(report)) : refusal;
  });

  r.route(cgreportRoutes.data, async (ctx, { params, query }) => {
    const { report, refusal } = await readable(ctx, params.code, true);
    if (!report) return refusal;
    const impl = sourceImpl(report.source);
    const { where, orderBy } = reportQuery(report, impl, query);
    const { pageNo, pageSize } = query;
    const page = await impl.page(ctx, { where, orderBy, pageNo, pageSize });
    const rows = page.rows.map((row) => toReportRow(row, report.columns));
    const dicts = dictsOf(report);
    const records = withDictText(dicts, rows, await loadDictTexts(ctx.db, dicts, rows));
    return ok(toPage(records, page.total, pageNo, pageSize));
  });
}
