import { aggregateKey, maskMiddle, type ReportRow } from '@xinmiao/shared';
import { and, asc, count, desc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AuthCtx } from '../../core/context.ts';
import { loadDictTexts, withDictText } from '../../core/list/dict-text.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { chinaDateTime } from '../../core/time.ts';
import { isGrouped, type ReportDefinition } from './design.ts';
import { aggregateSql, columnOf, reportQuery } from './report-query.ts';
import { type ResolvedSource, type SourceField, sourceField } from './sources.ts';

/** The names a report's rows carry besides `id`: its shown fields, or its groups and statistics. */
export function shownNames(report: ReportDefinition): string[] {
  if (!isGrouped(report)) return [...report.columns];
  return [...report.groupBy, ...report.aggregates.map(aggregateKey)];
}

/** Field → dictionary code of the report's shown columns: the design's choice, else the field's own. */
export function dictsOf(report: ReportDefinition, source: ResolvedSource): Record<string, string> {
  const dicts: Record<string, string> = {};
  for (const name of shownNames(report)) {
    const chosen = report.columnDicts.find((d) => d.field === name)?.dictCode;
    const own = sourceField(source, name)?.dict;
    if (chosen ?? own) dicts[name] = chosen ?? own ?? '';
  }
  return dicts;
}

function cell(field: SourceField | undefined, value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    const text = chinaDateTime(value);
    return field?.dateOnly ? text.slice(0, 10) : text;
  }
  if (typeof value === 'number' || typeof value === 'string') return value;
  return String(value);
}

/** Statistics come back from PostgreSQL as numeric text; the report shows numbers. */
function statistic(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

type Joinable<Q> = { innerJoin: (table: PgTable, on: SQL | undefined) => Q };

/** `FROM` the source's table, with its sub-table joined when it reads one (a row per sub-table row). */
function fromSource<Q extends Joinable<Q>>(
  select: { from: (table: PgTable) => Q },
  source: ResolvedSource,
): Q {
  const query = select.from(source.table);
  return source.join ? query.innerJoin(source.join.table, source.join.on) : query;
}

/** A list's total: the bounded count of one table, or the exact count of a joined source's rows. */
async function totalOf(db: TenantDb, source: ResolvedSource, where: SQL | undefined): Promise<number> {
  if (!source.join) return db.pageTotal(source.table, where);
  const [row] = await fromSource(db.select({ n: count() }), source).where(where);
  return Number(row?.n ?? 0);
}

type Page = { rows: ReportRow[]; total: number; studentIds: string[] };
/** Adds dictionary texts to rows, reading through `db` (the page's own transaction where there is one). */
type WithTexts = (db: TenantDb, rows: ReportRow[]) => Promise<ReportRow[]>;

async function listPage(
  ctx: AuthCtx,
  report: ReportDefinition,
  source: ResolvedSource,
  where: SQL | undefined,
  orderBy: SQL[],
  pageNo: number,
  pageSize: number,
  withTexts: WithTexts,
): Promise<Page> {
  const idColumn = columnOf(source, 'id');
  const unmasked = source.studentLevel ? ctx.permissions.has(source.studentLevel.unmask) : true;
  const shaped = (rows: Record<string, unknown>[]) =>
    rows.map((row) => {
      const out: ReportRow = { id: cell(undefined, row.id) };
      for (const name of report.columns) {
        const field = sourceField(source, name);
        const value = cell(field, row[name]);
        out[name] = field?.masked && !unmasked ? maskMiddle(value === null ? null : String(value)) : value;
      }
      return out;
    });
  // A page, its total and its dictionary texts in one tenant transaction: a second one would cost
  // as much as the page (bench/online-form.ts).
  const read = source.page
    ? await source.page(ctx, { where, orderBy, pageNo, pageSize }).then(async (p) => ({
        rows: await withTexts(ctx.db, shaped(p.rows)),
        total: p.total,
      }))
    : await ctx.db.transaction(async (tx) => {
        const selection: Record<string, AnyPgColumn> = { id: idColumn };
        for (const name of report.columns) selection[name] = columnOf(source, name);
        const offset = (pageNo - 1) * pageSize;
        const rows = await fromSource(tx.select(selection), source)
          .where(where)
          .orderBy(...orderBy, desc(idColumn))
          .limit(pageSize)
          .offset(offset);
        const known = rows.length < pageSize && (rows.length > 0 || offset === 0);
        const total = known ? offset + rows.length : await totalOf(tx, source, where);
        return { rows: await withTexts(tx, shaped(rows)), total };
      });
  const studentIds = source.studentLevel ? read.rows.map((r) => String(r.id)) : [];
  return { rows: read.rows, total: read.total, studentIds };
}

async function groupedPage(
  ctx: AuthCtx,
  report: ReportDefinition,
  source: ResolvedSource,
  where: SQL | undefined,
  orderBy: SQL[],
  pageNo: number,
  pageSize: number,
  withTexts: WithTexts,
): Promise<Page> {
  const selection: Record<string, AnyPgColumn | SQL> = {};
  const groups = report.groupBy.map((name) => columnOf(source, name));
  groups.forEach((column, i) => {
    selection[`g${i}`] = column;
  });
  report.aggregates.forEach((a, i) => {
    selection[`a${i}`] = aggregateSql(source, a);
  });
  // Every row of a page carries how many groups there are, so the page and its total are one read.
  selection.total = sql<number>`count(*) over ()`;
  const offset = (pageNo - 1) * pageSize;
  return ctx.db.transaction(async (tx) => {
    const rows = await fromSource(tx.select(selection), source)
      .where(where)
      .groupBy(...groups)
      .orderBy(...orderBy, ...groups.map((g) => asc(g)))
      .limit(pageSize)
      .offset(offset);
    const records = rows.map((row, index) => {
      const out: ReportRow = { id: String(offset + index + 1) };
      report.groupBy.forEach((name, i) => {
        out[name] = cell(sourceField(source, name), row[`g${i}`]);
      });
      report.aggregates.forEach((a, i) => {
        out[aggregateKey(a)] = statistic(row[`a${i}`]);
      });
      return out;
    });
    const [first] = rows;
    const total = first ? Number(first.total) : offset === 0 ? 0 : offset;
    return { rows: await withTexts(tx, records), total, studentIds: [] };
  });
}

/**
 * One page of a report: the source's reach (need-to-know) and the report's conditions, then its
 * columns or its groups and statistics, dictionary texts added. A student-level list's students
 * are audited as read (`resource`), and its masked fields shown whole only with the unmask code.
 */
export async function readReport(
  ctx: AuthCtx,
  report: ReportDefinition,
  source: ResolvedSource,
  query: Record<string, unknown> & { pageNo: number; pageSize: number },
  resource: string,
): Promise<{ records: ReportRow[]; total: number }> {
  const built = reportQuery(report, source, query);
  const where = and(source.reach ? await source.reach(ctx) : undefined, built.where);
  const dicts = dictsOf(report, source);
  const withTexts: WithTexts = async (db, rows) =>
    withDictText(dicts, rows, await loadDictTexts(db, dicts, rows));
  const read = isGrouped(report) ? groupedPage : listPage;
  const page = await read(ctx, report, source, where, built.orderBy, query.pageNo, query.pageSize, withTexts);
  if (page.studentIds.length) await ctx.auditRead(resource, page.studentIds);
  return { records: page.rows, total: page.total };
}
