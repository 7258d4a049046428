import {
  type FormRow as DataRow,
  type FilterSpecs,
  FORM_LIMITS,
  type FormButton,
  type FormField,
  filter,
  formPermissionCode,
  type ListSpec,
  Msg,
  ONLINE_FORM_MESSAGES,
  ResultCode,
} from '@xinmiao/shared';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AuthCtx } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { type FormDataTable, fieldColumn, linkColumn } from '../../core/form-tables.ts';
import { parseFilters, parseSort } from '../../core/list/conditions.ts';
import { pageRows } from '../../core/list/page-rows.ts';
import { filtersSql } from '../../core/list/sql-conditions.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { chinaDateTime } from '../../core/time.ts';
import { onlForm, sysDict, sysDictItem } from '../../db/schema.ts';
import { tableOf } from './form-table-cache.ts';
import type { FormRow } from './records.ts';

/** A form as its data routes use it: the definition and the drizzle table of its rows. */
export type LoadedForm = { form: FormRow; table: FormDataTable };

/** The caller's school's form with this code; another school's code reads as missing. */
export async function loadForm(ctx: Pick<AuthCtx, 'db'>, code: string): Promise<LoadedForm> {
  const form = await ctx.db.first(onlForm, eq(onlForm.code, code));
  if (!form) throw new AppError(ONLINE_FORM_MESSAGES.formMissing);
  return { form, table: tableOf(form) };
}

/**
 * The caller's school's form with this code, if the caller holds the form's own generated button
 * (`formPermissionCode`; a sub-table's is its main form's): the route's shared `online:formData:*`
 * code alone opens no form. Another school's code reads as missing.
 */
export async function formFor(ctx: Pick<AuthCtx, 'db' | 'permissions'>, code: string, button: FormButton) {
  const loaded = await loadForm(ctx, code);
  const owner = loaded.form.mainFormId ?? loaded.form.id;
  if (!ctx.permissions.has(formPermissionCode(owner, button)))
    throw new AppError(Msg.noPermission, ResultCode.NO_AUTH);
  return loaded;
}

/** A main form's sub-tables, oldest first (the order of their tabs). */
export async function subFormsOf(db: TenantDb, form: FormRow): Promise<LoadedForm[]> {
  const rows = await db.list(onlForm, {
    where: eq(onlForm.mainFormId, form.id),
    orderBy: [asc(onlForm.createTime)],
  });
  return rows.map((sub) => ({ form: sub, table: tableOf(sub) }));
}

export const STAMPS = ['id', 'createBy', 'createTime', 'updateBy', 'updateTime'] as const;
const PAGING_KEYS = new Set(['pageNo', 'pageSize', 'column', 'order', '_t', 'pid', 'mainId', 'selections']);

function filterOf(field: FormField) {
  if (field.type === 'int' || field.type === 'decimal') return filter.number();
  if (field.type === 'date' || field.type === 'datetime') return filter.datetime();
  return filter.text();
}

function cell(field: FormField | undefined, value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    const text = chinaDateTime(value);
    return field?.type === 'date' ? text.slice(0, 10) : text;
  }
  if (field?.type === 'decimal') return Number(value);
  return typeof value === 'number' ? value : String(value);
}

/** A stored row as the console reads it: values by API name, `id`, the stamps and its link. */
function toDataRow(form: FormRow, row: Record<string, unknown>): DataRow {
  const out: DataRow = {};
  for (const key of STAMPS) out[key] = cell(undefined, row[key]);
  if (form.tree) out.parentId = cell(undefined, row.parentId);
  if (form.mainFormId) out.mainId = cell(undefined, row.mainId);
  for (const field of form.fields) out[field.name] = cell(field, row[`f${field.no}`]);
  return out;
}

const dictTextKey = (field: FormField) => `dictText${field.no}`;

/**
 * The dictionary text of each dictionary field, read in the rows' own statement (a second statement
 * cost more than the page itself: bench/online-form.ts). A field holds one item value (`save.ts`).
 */
function dictTexts(db: TenantDb, { form, table }: LoadedForm): Record<string, SQL<string | null>> {
  return Object.fromEntries(
    form.fields.flatMap((field) =>
      field.dictCode
        ? [
            [
              dictTextKey(field),
              db.scalar(
                db
                  .select({ text: sysDictItem.itemText })
                  .from(sysDictItem)
                  .innerJoin(sysDict, eq(sysDict.id, sysDictItem.dictId))
                  .where(
                    and(
                      eq(sysDict.dictCode, field.dictCode),
                      eq(sysDictItem.itemValue, fieldColumn(table, field.no)),
                    ),
                  )
                  .limit(1),
              ),
            ],
          ]
        : [],
    ),
  );
}

/** Rows as the console reads them: JeecgBoot's `<field>_dictText` beside each dictionary value. */
function presented(form: FormRow, rows: Record<string, unknown>[]): DataRow[] {
  return rows.map((row) => {
    const out = toDataRow(form, row);
    for (const field of form.fields) {
      const value = out[field.name];
      if (!field.dictCode || value === null || value === undefined || value === '') continue;
      const text = row[dictTextKey(field)];
      out[`${field.name}_dictText`] = typeof text === 'string' ? text : String(value);
    }
    return out;
  });
}

/** A tree's rows marked `hasChild` ('1' or '0'), from one count of their children. */
async function withHasChild(db: TenantDb, table: FormDataTable, rows: DataRow[]): Promise<DataRow[]> {
  const ids = rows.map((r) => String(r.id));
  if (!ids.length) return rows;
  const parent = linkColumn(table, 'parentId');
  const counted = await db
    .select({ parentId: parent, n: count() })
    .from(table)
    .where(inArray(parent, ids))
    .groupBy(parent);
  const parents = new Set(counted.map((c) => String(c.parentId)));
  return rows.map((row) => ({ ...row, hasChild: parents.has(String(row.id)) ? '1' : '0' }));
}

/**
 * The link condition of a list: a sub-table's rows of one main row (`mainId`); a tree's children
 * of one row (`pid`), or its roots when nothing else is asked. Either key on another form is refused.
 * `where` is bound; `prepared` holds the linked id as the placeholder `link`, for a kept statement.
 */
function linkOf(
  { form, table }: LoadedForm,
  query: Record<string, unknown>,
  searching: boolean,
): { shape: string; where?: SQL; prepared?: SQL; id?: string } {
  const pid = stringOf(query.pid);
  const mainId = stringOf(query.mainId);
  if ((pid !== undefined && !form.tree) || (mainId !== undefined && !form.mainFormId)) {
    throw new AppError(ONLINE_FORM_MESSAGES.unknownParam);
  }
  const linked = (column: AnyPgColumn, shape: string, id: string) => ({
    shape,
    id,
    where: eq(column, id),
    prepared: eq(column, sql.placeholder('link')),
  });
  if (form.tree) {
    const parent = linkColumn(table, 'parentId');
    if (pid) return linked(parent, 'children', pid);
    return searching ? { shape: 'all' } : { shape: 'roots', where: isNull(parent), prepared: isNull(parent) };
  }
  return mainId ? linked(linkColumn(table, 'mainId'), 'of-main', mainId) : { shape: 'all' };
}

/**
 * One page of a form's rows through the list engine: its query fields (QueryGenerator values,
 * `_begin`/`_end` ranges) and sortable fields by API name, resolved to the generated columns; any
 * other parameter is refused, values are always bound. `everyLevel`: a tree's rows of all levels
 * (an export), not its roots.
 */
export async function dataPage(
  ctx: Pick<AuthCtx, 'db'>,
  { form, table }: LoadedForm,
  query: Record<string, unknown> & { pageNo: number; pageSize: number },
  everyLevel = false,
) {
  const filters: FilterSpecs = {};
  const columns: Record<string, AnyPgColumn> = { createTime: table.createTime };
  for (const field of form.fields) {
    columns[field.name] = fieldColumn(table, field.no);
    if (field.query !== 'none') filters[field.name] = filterOf(field);
  }
  const searched: Record<string, string> = {};
  for (const [key, raw] of Object.entries(query)) {
    if (PAGING_KEYS.has(key) || typeof raw !== 'string') continue;
    const base = key.replace(/_(begin|end)$/, '');
    const spec = Object.hasOwn(filters, base) ? filters[base] : undefined;
    if (!spec || (base !== key && spec.kind === 'text'))
      throw new AppError(ONLINE_FORM_MESSAGES.unknownParam);
    searched[key] = raw;
  }
  const sortable = ['createTime', ...form.fields.filter((f) => f.sortable).map((f) => f.name)];
  const spec: ListSpec = { sort: sortable, filters, dicts: {} };
  const searching = everyLevel || Object.keys(searched).length > 0;
  const link = linkOf({ form, table }, query, searching);
  const where = and(
    filtersSql(parseFilters(spec, searched), columns, () => undefined),
    link.where,
  );
  const sort = parseSort(spec, stringOf(query.column), stringOf(query.order));
  const direction = sort?.direction === 'asc' ? asc : desc;
  const orderBy: SQL[] = sort
    ? sort.fields.flatMap((name) => (columns[name] ? [direction(columns[name])] : []))
    : [desc(table.createTime)];
  const { pageNo, pageSize } = query;
  // Dictionary texts and a tree's child marks are read in the page's own tenant transaction: a
  // second one costs as much as the page itself (bench/online-form.ts).
  // The plain list (no search) is the call a list page makes on every visit: a kept statement.
  const dicts = form.fields.flatMap((f) => (f.dictCode ? [`${f.no}=${f.dictCode}`] : []));
  const prepared = Object.keys(searched).length
    ? undefined
    : {
        shape: [link.shape, sort?.fields.join(',') ?? '', sort?.direction ?? '', ...dicts].join('|'),
        where: link.prepared,
        values: { link: link.id },
      };
  const page = await pageRows(
    ctx.db,
    table,
    {
      where,
      orderBy: [...orderBy, desc(table.id)],
      pageNo,
      pageSize,
      also: dictTexts(ctx.db, { form, table }),
      prepared,
    },
    async (tx, rows) => {
      const records = presented(form, rows);
      return form.tree ? withHasChild(tx, table, records) : records;
    },
  );
  return { records: page.extra, total: page.total };
}

const stringOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export async function dataRow(ctx: AuthCtx, { form, table }: LoadedForm, id: string): Promise<DataRow> {
  const [row] = await ctx.db.listWith(table, dictTexts(ctx.db, { form, table }), {
    where: eq(table.id, id),
    limit: 1,
  });
  if (!row) throw new AppError(ONLINE_FORM_MESSAGES.notFound);
  return presented(form, [row])[0] ?? {};
}

/** Every row of a sub-table under one main row of the caller's school, oldest first. */
export async function subRows(db: TenantDb, { form, table }: LoadedForm, mainId: string): Promise<DataRow[]> {
  if (!form.mainFormId) throw new AppError(ONLINE_FORM_MESSAGES.formMissing);
  const rows = await db.listWith(table, dictTexts(db, { form, table }), {
    where: eq(linkColumn(table, 'mainId'), mainId),
    orderBy: [asc(table.createTime), asc(table.id)],
    limit: FORM_LIMITS.subRowsPerMain,
  });
  return presented(form, rows);
}
