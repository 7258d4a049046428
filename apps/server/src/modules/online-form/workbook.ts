import {
  type FormRow as DataRow,
  EXCEL_CONTENT_TYPE,
  FORM_LIMITS,
  type FormField,
  ONLINE_FORM_MESSAGES,
  onlineFormRoutes,
} from '@xinmiao/shared';
import type { AuthCtx } from '../../core/context.ts';
import { fail } from '../../core/envelope.ts';
import { exportWorkbook } from '../../core/export-workbook.ts';
import { FileReply } from '../../core/file-reply.ts';
import type { FileStorage } from '../../core/files/file-storage.ts';
import { idList } from '../../core/id-list.ts';
import { EXPORT_MAX_ROWS } from '../../core/list/list-export.ts';
import type { Registrar } from '../../core/register-route.ts';
import {
  type ImportColumn,
  RowProblems,
  type SheetRow,
  sheetImport,
} from '../../core/spreadsheet/sheet-import.ts';
import { SMALL_SHEET } from '../../core/spreadsheet/upload-kind.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { newId } from '../../db/ids.ts';
import { allDictItems } from '../dict/index.ts';
import { lowAppFilter } from '../low-app/index.ts';
import { dataPage, formFor, type LoadedForm } from './data.ts';
import { fieldValue, type Stored } from './save.ts';

const EXPORT_PAGE = 1000;
/** Rows one import may hold (the pool's small-sheet row cap, less the title and header rows). */
const IMPORT_MAX_ROWS = 1000;
/** A form's every field fits, plus the 行号 and 错误原因 of a corrected error list sent back. */
const FORM_SHEET = { ...SMALL_SHEET, maxColumns: FORM_LIMITS.fieldsPerForm + 2 };

const widthOf = (field: FormField) => (field.type === 'textarea' ? 40 : field.type === 'datetime' ? 20 : 14);

/** The form's fields as workbook columns: titled by label, the API name accepted as a header too. */
const columnsOf = (fields: readonly FormField[]): ImportColumn<string>[] =>
  fields.map((f) => ({ key: f.name, header: f.label, width: widthOf(f), aliases: [f.name] }));

/** A list row's cell as the list shows it: the dictionary text, the formatted date. */
const shown = (row: DataRow, field: FormField) =>
  String(row[`${field.name}_dictText`] ?? row[field.name] ?? '');

/**
 * The form's rows for the list's query, every page of it up to the export cap (more is refused with
 * a hint, never cut short); `selections` narrows to the ticked rows.
 */
async function exportForm(ctx: AuthCtx, loaded: LoadedForm, query: Record<string, unknown>) {
  const { form } = loaded;
  const selections = typeof query.selections === 'string' ? new Set(idList(query.selections)) : null;
  const chosen: DataRow[] = [];
  for (let pageNo = 1; pageNo <= EXPORT_MAX_ROWS / EXPORT_PAGE; pageNo++) {
    const page = await dataPage(ctx, loaded, { ...query, pageNo, pageSize: EXPORT_PAGE }, true);
    if (page.total > EXPORT_MAX_ROWS && !selections) {
      return fail(`导出数据超过 ${EXPORT_MAX_ROWS} 行，请缩小查询范围或勾选要导出的数据`);
    }
    chosen.push(...(selections ? page.records.filter((r) => selections.has(String(r.id))) : page.records));
    if (page.records.length < EXPORT_PAGE) break;
  }
  const workbook = await exportWorkbook(
    form.name.slice(0, 31),
    `${form.name}报表`,
    ctx.username,
    chosen.map((row) => Object.fromEntries(form.fields.map((f) => [f.name, shown(row, f)]))),
    columnsOf(form.fields),
  );
  ctx.logSubject(`${chosen.length} 条${form.name}`);
  return new FileReply(workbook, EXCEL_CONTENT_TYPE, `${form.name}.xlsx`);
}

/** A cell's stored value per dictionary field: the item text (what exports write) or its value. */
async function dictLookups(db: TenantDb, fields: readonly FormField[]) {
  const codes = [...new Set(fields.flatMap((f) => (f.dictCode ? [f.dictCode] : [])))];
  const items = codes.length ? await allDictItems(db, codes) : {};
  const byCode = new Map<string, Map<string, string>>();
  for (const code of codes) {
    const list = items[code] ?? [];
    const byCell = new Map(list.map((i) => [i.value, i.value]));
    for (const i of list) if (!byCell.has(i.text)) byCell.set(i.text, i.value);
    byCode.set(code, byCell);
  }
  return byCode;
}

/**
 * Every row's values checked against the form's fields as the add dialog checks them (required,
 * type, length, preset, real dates, dictionary texts); a blank cell takes the field's default.
 */
async function checkedRows(db: TenantDb, fields: readonly FormField[], rows: readonly SheetRow<string>[]) {
  const dicts = await dictLookups(db, fields);
  const problems = new RowProblems();
  const values: Record<string, Stored>[] = [];
  for (const row of rows) {
    const stored: Record<string, Stored> = {};
    for (const field of fields) {
      const cell = row.values[field.name] || field.defaultValue || '';
      const byCell = field.dictCode ? dicts.get(field.dictCode) : undefined;
      const value = byCell && cell ? (byCell.get(cell) ?? cell) : cell;
      const result = fieldValue(field, value, byCell && new Set(byCell.values()));
      if ('error' in result) problems.add(row.line, result.error);
      else stored[`f${field.no}`] = result.value;
    }
    values.push(stored);
  }
  return { problems, values };
}

/** The form's import, built for the form the request names (its fields are the columns). */
function importInto(files: FileStorage, { form, table }: LoadedForm) {
  return sheetImport<typeof onlineFormRoutes.importXls, string>(files, {
    title: form.name,
    columns: columnsOf(form.fields),
    maxRows: IMPORT_MAX_ROWS,
    limits: FORM_SHEET,
    async check(ctx, rows) {
      return (await checkedRows(ctx.db, form.fields, rows)).problems.byLine;
    },
    async write(db, rows) {
      const { values } = await checkedRows(db, form.fields, rows);
      for (const stored of values) await db.insert(table, { ...stored, id: newId() });
    },
  });
}

/** 导出 and 导入 of a form's data page (JeecgBoot `/online/cgform/api/exportXls|importXls/{code}`). */
export function registerFormWorkbook(r: Registrar, files: FileStorage): void {
  r.route(onlineFormRoutes.exportXls, async (ctx, { params, query }) => {
    const loaded = await formFor(ctx, params.code, 'export');
    return exportForm(ctx, loaded, { ...query, ...(await lowAppFilter(ctx, loaded.form)) });
  });

  r.route(onlineFormRoutes.importXls, async (ctx, input) => {
    const loaded = await formFor(ctx, input.params.code, 'import');
    if (loaded.form.mainFormId) return fail(ONLINE_FORM_MESSAGES.subImport);
    return importInto(files, loaded)(ctx, input);
  });
}
