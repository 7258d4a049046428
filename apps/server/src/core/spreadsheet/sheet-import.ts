import path from 'node:path';
import {
  ResultCode,
  type RouteDef,
  type SheetImportResult,
  UPLOAD_TYPES,
  type UploadedFile,
} from '@xinmiao/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { sysDict, sysDictItem } from '../../db/schema.ts';
import type { AuthCtx, Handler } from '../context.ts';
import { fail, okWith, type Reply } from '../envelope.ts';
import { exportWorkbook, type WorkbookColumn } from '../export-workbook.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { storeGeneratedFile } from '../files/generated-file.ts';
import type { TenantDb } from '../tenant-db.ts';
import type { SheetLimits } from './limits.ts';
import { parseWorkbook } from './pool.ts';
import { rowsByNumber } from './rows-by-number.ts';
import { classifyUpload, SMALL_SHEET } from './upload-kind.ts';

/** A column of an import: its export header, and the headers JeecgBoot's own files give it. */
export type ImportColumn<K extends string> = WorkbookColumn & { key: K; aliases?: readonly string[] };
export type SheetRow<K extends string> = { line: number; values: Record<K, string> };

export type SheetImportSpec<K extends string> = {
  /** What the rows are (职务, 角色 …): the error list is `<title>导入错误清单.xlsx`. */
  title: string;
  columns: readonly ImportColumn<K>[];
  /** Rows one file may hold. */
  maxRows: number;
  /** The pool's caps for this sheet, when wider than `SMALL_SHEET` (more columns). */
  limits?: SheetLimits;
  /**
   * Every reason each row cannot be written, by its line: its own checks, repeats within the file
   * and clashes with stored data. No entry (or an empty list) for a good row.
   */
  check: (ctx: AuthCtx, rows: readonly SheetRow<K>[]) => Promise<Map<number, string[]>>;
  /** Writes every row; runs in one transaction, after `check` found nothing. */
  write: (db: TenantDb, rows: readonly SheetRow<K>[], ctx: AuthCtx) => Promise<void>;
};

export const SheetImportMsg = {
  wrongFile: '只支持 .xlsx 文件（.xls 请另存为 .xlsx 后再导入）',
  noHeader: (first: string) => `未找到表头行（应包含“${first}”列），请使用导出的文件作为模板`,
  noRows: '文件中没有数据行',
  tooMany: (max: number) => `一次最多导入 ${max} 行，请分批导入`,
  rejected: (bad: number, total: number) =>
    `文件导入失败：${total} 行中有 ${bad} 行数据有误，未导入任何数据，请下载错误清单修改后重新导入`,
  imported: (n: number) => `文件导入成功！数据行数：${n}`,
  required: (header: string) => `${header}：不能为空`,
  tooLong: (header: string, max: number) => `${header}：最多 ${max} 个字符`,
  repeated: (header: string, line: number) => `${header}：与第 ${line} 行重复`,
  taken: (header: string) => `${header}：已存在`,
} as const;

/** The rows below the header row (the first of the top three naming the first column). */
export function readSheetRows<K extends string>(
  sheet: readonly string[][],
  columns: readonly ImportColumn<K>[],
): SheetRow<K>[] | { error: string } {
  const first = columns[0];
  if (!first) return { error: SheetImportMsg.noRows };
  const names = (c: ImportColumn<K>) => [c.header, ...(c.aliases ?? [])];
  const headerAt = sheet
    .slice(0, 3)
    .findIndex((row) => row.some((cell) => names(first).includes(cell.trim())));
  const header = sheet[headerAt];
  if (headerAt < 0 || !header) return { error: SheetImportMsg.noHeader(first.header) };
  const index = new Map(header.map((text, i) => [text.trim(), i]));
  const rows: SheetRow<K>[] = [];
  sheet.forEach((cells, i) => {
    if (i <= headerAt || cells.every((c) => c.trim() === '')) return;
    const values = Object.fromEntries(
      columns.map((c) => {
        const at = names(c)
          .map((name) => index.get(name))
          .find((n) => n !== undefined);
        return [c.key, at === undefined ? '' : (cells[at] ?? '').trim()];
      }),
    ) as Record<K, string>;
    rows.push({ line: i + 1, values });
  });
  return rows.length ? rows : { error: SheetImportMsg.noRows };
}

/** Problems collected per line, in the order they are found. */
export class RowProblems {
  readonly byLine = new Map<number, string[]>();

  add(line: number, reason: string): void {
    const list = this.byLine.get(line) ?? [];
    list.push(reason);
    this.byLine.set(line, list);
  }

  /** Empty or too long: one reason. */
  text(line: number, value: string, header: string, max: number, required = true): void {
    if (!value && required) this.add(line, SheetImportMsg.required(header));
    else if (value.length > max) this.add(line, SheetImportMsg.tooLong(header, max));
  }

  /**
   * The row through the page's own input schema (the add form's rules): each issue becomes
   * `<header>：<message>`. Answers the parsed value when there was none.
   */
  schema<K extends string, T>(
    row: SheetRow<K>,
    columns: readonly ImportColumn<K>[],
    schema: z.ZodType<T>,
    input: Record<string, unknown>,
  ): T | null {
    const parsed = schema.safeParse(input);
    if (parsed.success) return parsed.data;
    const headers = new Map<string, string>(columns.map((c) => [c.key, c.header]));
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      this.add(row.line, `${headers.get(field) ?? field}：${issue.message}`);
    }
    return null;
  }

  /** A value that must be unique: repeated in the file, or already stored (`taken`). */
  unique<K extends string>(
    rows: readonly SheetRow<K>[],
    key: K,
    header: string,
    taken: ReadonlySet<string>,
    normalise: (value: string) => string = (v) => v,
  ): void {
    const seen = new Map<string, number>();
    for (const row of rows) {
      const value = normalise(row.values[key]);
      if (!value) continue;
      const first = seen.get(value);
      if (first !== undefined) this.add(row.line, SheetImportMsg.repeated(header, first));
      else if (taken.has(value)) this.add(row.line, SheetImportMsg.taken(header));
      if (first === undefined) seen.set(value, row.line);
    }
  }

  /** `unique` against the values the school already stores in `column`. */
  async uniqueStored<K extends string>(
    db: TenantDb,
    rows: readonly SheetRow<K>[],
    key: K,
    header: string,
    column: AnyPgColumn,
  ): Promise<void> {
    const values = rows.map((row) => row.values[key]).filter(Boolean);
    const stored = values.length
      ? await db.select({ value: column }).from(column.table).where(inArray(column, values))
      : [];
    this.unique(rows, key, header, new Set(stored.map((row) => String(row.value))));
  }
}

/**
 * A dictionary's value for what a cell says: its item text (exports write the text) or its value;
 * empty stays empty, anything else is null.
 */
export async function dictValueOf(db: TenantDb, dictCode: string): Promise<(cell: string) => string | null> {
  const items = await db
    .select({ value: sysDictItem.itemValue, text: sysDictItem.itemText })
    .from(sysDictItem)
    .innerJoin(sysDict, eq(sysDict.id, sysDictItem.dictId))
    .where(and(eq(sysDict.dictCode, dictCode), eq(sysDictItem.status, 1)));
  const byCell = new Map<string, string>();
  for (const item of items) byCell.set(item.value, item.value);
  for (const item of items) if (!byCell.has(item.text)) byCell.set(item.text, item.value);
  return (cell) => (cell === '' ? '' : (byCell.get(cell) ?? null));
}

function result(total: number, errors: number, extra: Partial<SheetImportResult> = {}): SheetImportResult {
  return {
    totalCount: total,
    errorCount: errors,
    successCount: errors ? 0 : total,
    msg: '',
    fileUrl: null,
    fileName: null,
    ...extra,
  };
}

async function parseUpload(file: UploadedFile, limits: SheetLimits): Promise<string[][] | { error: string }> {
  if (path.extname(file.filename).toLowerCase() !== '.xlsx') return { error: SheetImportMsg.wrongFile };
  const upload = classifyUpload(file);
  if ('error' in upload) return upload;
  if (upload.kind !== 'xlsx') return { error: SheetImportMsg.wrongFile };
  const sheet = await parseWorkbook(upload.data, limits);
  if ('error' in sheet) return sheet;
  return rowsByNumber(sheet.rows);
}

/**
 * The `importExcel` of a system page, on the spreadsheet pool (its limits, in a worker): all rows or
 * none. Any bad row → nothing is written and the reply (code 201, JeecgBoot's partial-import shape)
 * links a stored workbook of the bad rows with 行号 and 错误原因; else every row in one transaction.
 */
export function sheetImport<E extends RouteDef, K extends string>(
  files: FileStorage,
  spec: SheetImportSpec<K>,
): Handler<E> {
  const handler = async (
    ctx: AuthCtx,
    { body }: { body: { file: UploadedFile } },
  ): Promise<Reply<SheetImportResult> | Reply<null>> => {
    const sheet = await parseUpload(body.file, spec.limits ?? SMALL_SHEET);
    if ('error' in sheet) return fail(sheet.error);
    const rows = readSheetRows(sheet, spec.columns);
    if ('error' in rows) return fail(rows.error);
    if (rows.length > spec.maxRows) return fail(SheetImportMsg.tooMany(spec.maxRows));

    const problems = await spec.check(ctx, rows);
    const bad = rows.filter((row) => (problems.get(row.line) ?? []).length > 0);
    if (bad.length) {
      const fileName = `${spec.title}导入错误清单.xlsx`;
      const workbook = await exportWorkbook(
        spec.title,
        `${spec.title}导入错误清单`,
        ctx.username,
        bad.map((row) => ({
          ...row.values,
          line: String(row.line),
          reasons: (problems.get(row.line) ?? []).join('；'),
        })),
        [
          ...spec.columns,
          { key: 'line', header: '行号', width: 8 },
          { key: 'reasons', header: '错误原因', width: 60 },
        ],
      );
      const fileUrl = await storeGeneratedFile(ctx, files, {
        biz: 'importError',
        extension: 'xlsx',
        fileName,
        contentType: UPLOAD_TYPES.xlsx,
        data: workbook,
      });
      const message = SheetImportMsg.rejected(bad.length, rows.length);
      const reply = okWith(message, result(rows.length, bad.length, { msg: message, fileName, fileUrl }));
      return { ...reply, code: ResultCode.IMPORT_PARTIAL };
    }
    await ctx.db.transaction((tdb) => spec.write(tdb, rows, ctx));
    ctx.logSubject(`${rows.length} 条${spec.title}`);
    const message = SheetImportMsg.imported(rows.length);
    return okWith(message, result(rows.length, 0, { msg: message }));
  };
  return handler as unknown as Handler<E>;
}
