import { CGREPORT_MESSAGES, cgreportRoutes, REPORT_SOURCE_KEYS, REPORT_SOURCES } from '@xinmiao/shared';
import { desc, eq } from 'drizzle-orm';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import { sqlList } from '../../core/list/sql-list.ts';
import type { Registrar } from '../../core/register-route.ts';
import { onlCgreportHead } from '../../db/schema.ts';
import { toReportConfig } from './records.ts';

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

  r.route(cgreportRoutes.sources, async () =>
    ok(
      REPORT_SOURCE_KEYS.map((key) => ({
        key,
        label: REPORT_SOURCES[key].label,
        fields: Object.entries(REPORT_SOURCES[key].fields).map(([name, field]) => ({
          name,
          label: field.label,
          searchable: 'searchable' in field && field.searchable === true,
          sortable: 'sortable' in field && field.sortable === true,
        })),
      })),
    ),
  );

  r.route(cgreportRoutes.add, async (ctx, { body }) => {
    await ctx.db.insert(onlCgreportHead, {
      code: body.code,
      name: body.name,
      source: body.source,
      columns: body.columns,
      searchFields: body.searchFields,
      sortField: body.sortField ?? null,
      sortOrder: body.sortField ? (body.sortOrder ?? 'asc') : null,
    });
    ctx.logSubject(body.name);
    return okMsg(CGREPORT_MESSAGES.addOk);
  });

  r.route(cgreportRoutes.edit, async (ctx, { body }) => {
    const row = await ctx.db.byId(onlCgreportHead, body.id);
    if (!row) return fail(CGREPORT_MESSAGES.notFound);
    await ctx.db.update(
      onlCgreportHead,
      {
        code: body.code,
        name: body.name,
        source: body.source,
        columns: body.columns,
        searchFields: body.searchFields,
        sortField: body.sortField ?? null,
        sortOrder: body.sortField ? (body.sortOrder ?? 'asc') : null,
      },
      eq(onlCgreportHead.id, row.id),
    );
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
