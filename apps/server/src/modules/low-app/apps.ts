import {
  LOW_APP_LIMITS,
  LOW_APP_MESSAGES,
  type LowApp,
  type LowAppEntry,
  type lowAppInput,
} from '@xinmiao/shared';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthCtx } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { formatDateTime } from '../../core/time.ts';
import { lowApp, onlCgreportHead, onlForm } from '../../db/schema.ts';

type AppRow = typeof lowApp.$inferSelect;
type EntryInput = z.output<typeof lowAppInput>['entries'][number];

export function toLowApp(row: AppRow): LowApp {
  return {
    id: row.id,
    name: row.name,
    entries: row.entries,
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime) ?? '',
    updateBy: row.updateBy,
    updateTime: formatDateTime(row.updateTime),
  };
}

/**
 * An app's entries as stored: each names one of the caller's school's forms or reports (its name
 * the default menu title), and a form entry's filter only that form's single-value query fields.
 */
export async function checkedEntries(db: TenantDb, entries: readonly EntryInput[]): Promise<LowAppEntry[]> {
  const formCodes = entries.filter((e) => e.kind === 'form').map((e) => e.code);
  const reportCodes = entries.filter((e) => e.kind === 'report').map((e) => e.code);
  const forms = formCodes.length ? await db.list(onlForm, { where: inArray(onlForm.code, formCodes) }) : [];
  const reports = reportCodes.length
    ? await db.list(onlCgreportHead, { where: inArray(onlCgreportHead.code, reportCodes) })
    : [];
  return entries.map((entry) => {
    if (entry.kind === 'report') {
      const report = reports.find((r) => r.code === entry.code);
      if (!report) throw new AppError(LOW_APP_MESSAGES.reportMissing(entry.code));
      const keys = new Set([...report.searchFields, ...report.params.map((p) => p.name)]);
      for (const key of Object.keys(entry.filter)) {
        if (!keys.has(key)) throw new AppError(LOW_APP_MESSAGES.reportFilterUnknown(entry.code, key));
      }
      return {
        kind: 'report',
        code: entry.code,
        title: entry.title || report.name,
        style: 'auto',
        filter: { ...entry.filter },
      };
    }
    const form = forms.find((f) => f.code === entry.code);
    if (!form) throw new AppError(LOW_APP_MESSAGES.formMissing(entry.code));
    for (const key of Object.keys(entry.filter)) {
      if (!form.fields.some((f) => f.name === key && f.query === 'single')) {
        throw new AppError(LOW_APP_MESSAGES.filterUnknown(entry.code, key));
      }
    }
    return {
      kind: 'form',
      code: entry.code,
      title: entry.title || form.name,
      style: entry.style,
      filter: { ...entry.filter },
    };
  });
}

export async function checkCap(db: TenantDb): Promise<void> {
  if ((await db.count(lowApp)) >= LOW_APP_LIMITS.appsPerSchool) throw new AppError(LOW_APP_MESSAGES.tooMany);
}

/** The caller's school's app of this id; another school's id reads as missing (row-level security too). */
export async function appOf(db: TenantDb, id: string): Promise<AppRow> {
  const app = await db.byId(lowApp, id);
  if (!app) throw new AppError(LOW_APP_MESSAGES.appMissing);
  return app;
}

/**
 * The list filter of a form's data request sent from a low-code app's page (`X-Low-App-ID`): the
 * app entry's stored filter, which the caller merges over the request's parameters. A request
 * without the header has none. The app must be the caller's school's and list the form, or the
 * form be a sub-table of a form it lists (opened under that form's rows, unfiltered).
 */
export async function lowAppFilter(
  ctx: AuthCtx,
  form: { code: string; mainFormId: string | null },
): Promise<Readonly<Record<string, string>>> {
  if (!ctx.lowAppId) return {};
  const app = await appOf(ctx.db, ctx.lowAppId);
  const forms = app.entries.filter((e) => e.kind === 'form');
  const entry = forms.find((e) => e.code === form.code);
  if (entry) return entry.filter;
  const main = form.mainFormId ? await ctx.db.first(onlForm, eq(onlForm.id, form.mainFormId)) : undefined;
  if (main && forms.some((e) => e.code === main.code)) return {};
  throw new AppError(LOW_APP_MESSAGES.notInApp);
}

/**
 * The same for a report's calls (`/online/cgreport/api/*`) sent from an app's page: the app must
 * list the report, and its entry's stored filter (search fields and parameters by name) is merged
 * over the request's parameters by the caller. A request without the header has none.
 */
export async function lowAppReportFilter(
  ctx: AuthCtx,
  report: { code: string },
): Promise<Readonly<Record<string, string>>> {
  if (!ctx.lowAppId) return {};
  const app = await appOf(ctx.db, ctx.lowAppId);
  const entry = app.entries.find((e) => e.kind === 'report' && e.code === report.code);
  if (!entry) throw new AppError(LOW_APP_MESSAGES.reportNotInApp);
  return entry.filter;
}
