import { CGREPORT_MESSAGES, cgreportRoutes, type ReportDesign } from '@xinmiao/shared';
import { desc, eq } from 'drizzle-orm';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import { AppError } from '../../core/errors.ts';
import { sqlList } from '../../core/list/sql-list.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { onlCgreportHead } from '../../db/schema.ts';
import { columnsOf } from './api-routes.ts';
import { checkDesign, checkDictionaries } from './design.ts';
import { toReportConfig } from './records.ts';
import { readReport } from './report-read.ts';
import { type ResolvedSource, resolveSource, sourceInfos, sourceRefusal } from './sources.ts';

/** The source a design names in the caller's school, once the design fits it (else refused in Chinese). */
async function designed(db: TenantDb, body: ReportDesign): Promise<ResolvedSource> {
  const source = await resolveSource(db, body.source);
  if (!source) throw new AppError('请选择数据源');
  const report = { ...body, sortField: body.sortField ?? null, sortOrder: body.sortOrder ?? null };
  checkDesign(source, report);
  await checkDictionaries(db, report);
  return source;
}

function stored(body: ReportDesign) {
  return {
    code: body.code,
    name: body.name,
    source: body.source,
    columns: body.columns,
    searchFields: body.searchFields,
    sortField: body.sortField ?? null,
    sortOrder: body.sortField ? (body.sortOrder ?? 'asc') : null,
    filters: body.filters,
    params: body.params.map((p) => ({ ...p, defaultValue: p.defaultValue ?? null })),
    groupBy: body.groupBy,
    aggregates: body.aggregates.map((a) => ({ fn: a.fn, field: a.field ?? null, label: a.label ?? null })),
    columnDicts: body.columnDicts,
  };
}

/** 报表配置 admin: a school's report configs (code unique per school), each over a whitelisted source. */
export function registerReportConfigRoutes(r: Registrar): void {
  r.route(
    cgreportRoutes.list,
    sqlList(cgreportRoutes.list, {
      table: onlCgreportHead,
      sort: {
        createTime: onlCgreportHead.createTime,
        code: onlCgreportHead.code,
        name: onlCgreportHead.name,
      },
      filters: { code: onlCgreportHead.code, name: onlCgreportHead.name, source: onlCgreportHead.source },
      defaultOrder: [desc(onlCgreportHead.createTime)],
      tiebreak: desc(onlCgreportHead.id),
      toRecords: (rows) => rows.map(toReportConfig),
    }),
  );

  r.route(cgreportRoutes.queryById, async (ctx, { query }) => {
    const row = await ctx.db.byId(onlCgreportHead, query.id);
    return row ? ok(toReportConfig(row)) : fail(CGREPORT_MESSAGES.notFound);
  });

  r.route(cgreportRoutes.sources, async (ctx) => ok(await sourceInfos(ctx.db)));

  r.route(cgreportRoutes.preview, async (ctx, { body }) => {
    const source = await designed(ctx.db, body);
    const refusal = sourceRefusal(ctx, source);
    if (refusal) return refusal;
    const report = {
      ...body,
      id: 'preview',
      sortField: body.sortField ?? null,
      sortOrder: body.sortOrder ?? null,
    };
    const page = await readReport(
      ctx,
      report,
      source,
      { pageNo: 1, pageSize: 20 },
      cgreportRoutes.preview.path,
    );
    const { columns } = await columnsOf(ctx, report, source);
    return ok({ columns: columns.map((c) => ({ title: c.title, dataIndex: c.dataIndex })), ...page });
  });

  r.route(cgreportRoutes.add, async (ctx, { body }) => {
    await designed(ctx.db, body);
    await ctx.db.insert(onlCgreportHead, stored(body));
    ctx.logSubject(body.name);
    return okMsg(CGREPORT_MESSAGES.addOk);
  });

  r.route(cgreportRoutes.edit, async (ctx, { body }) => {
    const row = await ctx.db.byId(onlCgreportHead, body.id);
    if (!row) return fail(CGREPORT_MESSAGES.notFound);
    await designed(ctx.db, body);
    await ctx.db.update(onlCgreportHead, stored(body), eq(onlCgreportHead.id, row.id));
    ctx.logSubject(body.name);
    return okMsg(CGREPORT_MESSAGES.editOk);
  });

  r.route(cgreportRoutes.delete, async (ctx, { query }) => {
    const row = await ctx.db.byId(onlCgreportHead, query.id);
    if (!row) return fail(CGREPORT_MESSAGES.notFound);
    await ctx.db.delete(onlCgreportHead, eq(onlCgreportHead.id, row.id));
    ctx.logSubject(row.name);
    return okMsg(CGREPORT_MESSAGES.deleteOk);
  });
}
