import { ONLINE_FORM_MESSAGES, onlineFormRoutes, toPage } from '@xinmiao/shared';
import { desc, eq } from 'drizzle-orm';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import { sqlList } from '../../core/list/sql-list.ts';
import type { ModuleDefinition } from '../../core/module.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import type { Registrar } from '../../core/register-route.ts';
import { onlForm, onlFormVersion } from '../../db/schema.ts';
import { lowAppFilter } from '../low-app/index.ts';
import { dataPage, dataRow, formFor, subFormsOf, subRows } from './data.ts';
import { addForm, deleteForm, editForm } from './definitions.ts';
import { seedWeeklyReportForm } from './demo-seed.ts';
import { registerEnhanceRoutes } from './enhance.ts';
import { toFormVersion, toOnlineForms } from './records.ts';
import { saveRow } from './save.ts';
import { registerFormWorkbook } from './workbook.ts';

/** 表单开发: the definitions (each with its table and version history). */
function registerDefinitionRoutes(r: Registrar, { formTables }: ModuleServices): void {
  r.route(
    onlineFormRoutes.list,
    sqlList(onlineFormRoutes.list, {
      table: onlForm,
      sort: { createTime: onlForm.createTime, code: onlForm.code, name: onlForm.name },
      filters: { code: onlForm.code, name: onlForm.name },
      defaultOrder: [desc(onlForm.createTime)],
      tiebreak: desc(onlForm.id),
      toRecords: (rows, ctx) => toOnlineForms(ctx.db, rows),
    }),
  );

  r.route(onlineFormRoutes.queryById, async (ctx, { query }) => {
    const row = await ctx.db.byId(onlForm, query.id);
    const [form] = row ? await toOnlineForms(ctx.db, [row]) : [];
    return form ? ok(form) : fail(ONLINE_FORM_MESSAGES.notFound);
  });

  r.route(onlineFormRoutes.versions, async (ctx, { query }) => {
    const rows = await ctx.db.list(onlFormVersion, {
      where: eq(onlFormVersion.formId, query.id),
      orderBy: [desc(onlFormVersion.version)],
    });
    return rows.length ? ok(rows.map(toFormVersion)) : fail(ONLINE_FORM_MESSAGES.notFound);
  });

  r.route(onlineFormRoutes.add, async (ctx, { body }) => {
    ctx.logSubject(await addForm(formTables, ctx, body));
    return okMsg(ONLINE_FORM_MESSAGES.addOk);
  });

  r.route(onlineFormRoutes.edit, async (ctx, { body }) => {
    ctx.logSubject(await editForm(formTables, ctx, body));
    return okMsg(ONLINE_FORM_MESSAGES.editOk);
  });

  r.route(onlineFormRoutes.delete, async (ctx, { query }) => {
    ctx.logSubject(await deleteForm(formTables, ctx, query.id, query.confirmName));
    return okMsg(ONLINE_FORM_MESSAGES.deleteOk);
  });
}

/** A form's data (JeecgBoot `/online/cgform/api/*`), through the generated table only. */
function registerDataRoutes(r: Registrar): void {
  r.route(onlineFormRoutes.form, async (ctx, { params }) => {
    const loaded = await formFor(ctx, params.code, 'list');
    const subs = await subFormsOf(ctx.db, loaded.form);
    const [form, ...subForms] = await toOnlineForms(ctx.db, [loaded.form, ...subs.map((s) => s.form)]);
    if (!form) return fail(ONLINE_FORM_MESSAGES.formMissing);
    return ok({ ...form, subForms });
  });

  r.route(onlineFormRoutes.subRows, async (ctx, { params }) => {
    const loaded = await formFor(ctx, params.code, 'list');
    return ok(await subRows(ctx.db, loaded, params.mainId));
  });

  r.route(onlineFormRoutes.data, async (ctx, { params, query }) => {
    const loaded = await formFor(ctx, params.code, 'list');
    // A low-code app's stored filter wins over whatever the request sent for the same fields.
    const filter = await lowAppFilter(ctx, loaded.form);
    const { records, total } = await dataPage(ctx, loaded, { ...query, ...filter });
    return ok(toPage(records, total, query.pageNo, query.pageSize));
  });

  r.route(onlineFormRoutes.row, async (ctx, { params }) => {
    const loaded = await formFor(ctx, params.code, 'list');
    return ok(await dataRow(ctx, loaded, params.id));
  });

  r.route(onlineFormRoutes.addRow, async (ctx, { params, body }) => {
    const loaded = await formFor(ctx, params.code, 'add');
    await saveRow(ctx.db, loaded, body, true);
    ctx.logSubject(loaded.form.name);
    return okMsg(ONLINE_FORM_MESSAGES.addOk);
  });

  r.route(onlineFormRoutes.editRow, async (ctx, { params, body }) => {
    const loaded = await formFor(ctx, params.code, 'edit');
    await saveRow(ctx.db, loaded, body, false);
    ctx.logSubject(loaded.form.name);
    return okMsg(ONLINE_FORM_MESSAGES.editOk);
  });

  r.route(onlineFormRoutes.deleteRow, async (ctx, { params }) => {
    const { form, table } = await formFor(ctx, params.code, 'delete');
    const deleted = await ctx.db.delete(table, eq(table.id, params.id));
    if (!deleted) return fail(ONLINE_FORM_MESSAGES.notFound);
    ctx.logSubject(form.name);
    return okMsg(ONLINE_FORM_MESSAGES.deleteOk);
  });
}

export const onlineFormModule: ModuleDefinition = {
  name: 'online-form',
  register: (r, services) => {
    registerDefinitionRoutes(r, services);
    registerDataRoutes(r);
    registerFormWorkbook(r, services.files);
    registerEnhanceRoutes(r);
  },
  pages: ['/online/cgform'],
  seed: { school: seedWeeklyReportForm },
};

// The public face: forms as report sources (报表开发).
export { INCIDENT_CODE, WEEKLY_REPORT_CODE } from './demo-seed.ts';
export { type FormReportSource, formReportSource, formReportSources } from './report-source.ts';
