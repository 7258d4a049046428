import { LOW_APP_MESSAGES, lowAppRoutes } from '@xinmiao/shared';
import { desc, eq } from 'drizzle-orm';
import { ok, okMsg } from '../../core/envelope.ts';
import { sqlList } from '../../core/list/sql-list.ts';
import type { ModuleDefinition } from '../../core/module.ts';
import type { Registrar } from '../../core/register-route.ts';
import { lowApp } from '../../db/schema.ts';
import { appOf, checkCap, checkedEntries, toLowApp } from './apps.ts';

export { lowAppFilter, lowAppReportFilter } from './apps.ts';

/** 低代码应用: a school's apps of forms and reports, each with its own menu. */
function registerLowAppRoutes(r: Registrar): void {
  r.route(
    lowAppRoutes.list,
    sqlList(lowAppRoutes.list, {
      table: lowApp,
      sort: { createTime: lowApp.createTime, name: lowApp.name },
      filters: { name: lowApp.name },
      defaultOrder: [desc(lowApp.createTime)],
      tiebreak: desc(lowApp.id),
      toRecords: async (rows) => rows.map(toLowApp),
    }),
  );

  r.route(lowAppRoutes.menu, async (ctx, { params }) => ok(toLowApp(await appOf(ctx.db, params.appId))));

  r.route(lowAppRoutes.add, async (ctx, { body }) => {
    await checkCap(ctx.db);
    const entries = await checkedEntries(ctx.db, body.entries);
    await ctx.db.insert(lowApp, { name: body.name, entries });
    ctx.logSubject(body.name);
    return okMsg(LOW_APP_MESSAGES.addOk);
  });

  r.route(lowAppRoutes.edit, async (ctx, { body }) => {
    await appOf(ctx.db, body.id);
    const entries = await checkedEntries(ctx.db, body.entries);
    await ctx.db.update(lowApp, { name: body.name, entries }, eq(lowApp.id, body.id));
    ctx.logSubject(body.name);
    return okMsg(LOW_APP_MESSAGES.editOk);
  });

  r.route(lowAppRoutes.delete, async (ctx, { query }) => {
    const app = await appOf(ctx.db, query.id);
    await ctx.db.delete(lowApp, eq(lowApp.id, app.id));
    ctx.logSubject(app.name);
    return okMsg(LOW_APP_MESSAGES.deleteOk);
  });
}

export const lowAppModule: ModuleDefinition = {
  name: 'low-app',
  register: registerLowAppRoutes,
  pages: ['/online/lowApp'],
};
