import { CATEGORY_ROOT, categoryInput, categoryRoutes, EXCEL_CONTENT_TYPE } from '@xinmiao/shared';
import { asc, inArray } from 'drizzle-orm';
import { exportWorkbook } from '../../core/export-workbook.ts';
import { FileReply } from '../../core/file-reply.ts';
import type { FileStorage } from '../../core/files/file-storage.ts';
import { idList } from '../../core/id-list.ts';
import type { Registrar } from '../../core/register-route.ts';
import {
  type ImportColumn,
  RowProblems,
  type SheetRow,
  sheetImport,
} from '../../core/spreadsheet/sheet-import.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { sysCategory } from '../../db/schema.ts';
import type { CategoryRow } from './tree.ts';

type Column = 'name' | 'code' | 'parentCode';
/** JeecgBoot's own file names them 类型名称, 类型编码 and 父级节点. */
const COLUMNS: readonly ImportColumn<Column>[] = [
  { key: 'name', header: '分类名称', width: 24, aliases: ['类型名称'] },
  { key: 'code', header: '分类编码', width: 20, aliases: ['类型编码'] },
  { key: 'parentCode', header: '父级编码', width: 20, aliases: ['父级节点'] },
];
const MAX_ROWS = 1000;

/** The roots the search form (or the ticked rows) picks, with everything under them. */
async function exportRows(db: TenantDb, query: { name?: string; code?: string; selections?: string }) {
  const all = await db.list(sysCategory, { orderBy: [asc(sysCategory.code)] });
  const ticked = query.selections ? new Set(idList(query.selections)) : null;
  const roots = all.filter(
    (row) =>
      row.pid === CATEGORY_ROOT &&
      (!ticked || ticked.has(row.id)) &&
      (!query.name || row.name.includes(query.name)) &&
      (!query.code || row.code.includes(query.code)),
  );
  const prefixes = roots.map((row) => row.code);
  return all.filter((row) => prefixes.some((prefix) => row.code.startsWith(prefix)));
}

/** Where a row goes: its parent stored or earlier in the file, its code extending the parent's. */
function checkTree(
  rows: readonly SheetRow<Column>[],
  stored: ReadonlyMap<string, CategoryRow>,
  problems: RowProblems,
) {
  const inFile = new Set(rows.map((row) => row.values.code));
  for (const row of rows) {
    const { code, parentCode } = row.values;
    if (parentCode && !stored.has(parentCode) && !inFile.has(parentCode)) {
      problems.add(row.line, `父级编码：${parentCode} 不存在`);
    } else if (code && (!code.startsWith(parentCode) || code === parentCode)) {
      problems.add(row.line, `分类编码：须以父级编码“${parentCode}”开头`);
    }
  }
}

/** 分类字典's export (the tree as rows, parents by code) and import (all rows or none). */
export function registerCategoryWorkbook(r: Registrar, files: FileStorage): void {
  r.route(categoryRoutes.exportXls, async (ctx, { query }) => {
    const rows = await exportRows(ctx.db, query);
    const codeOf = new Map(rows.map((row) => [row.id, row.code]));
    const workbook = await exportWorkbook(
      '分类字典',
      '分类字典报表',
      ctx.username,
      rows.map((row) => ({ name: row.name, code: row.code, parentCode: codeOf.get(row.pid) ?? '' })),
      COLUMNS,
    );
    ctx.logSubject(`${rows.length} 条分类字典`);
    return new FileReply(workbook, EXCEL_CONTENT_TYPE, '分类字典.xlsx');
  });

  r.route(
    categoryRoutes.importExcel,
    sheetImport(files, {
      title: '分类字典',
      columns: COLUMNS,
      maxRows: MAX_ROWS,
      async check(ctx, rows) {
        const problems = new RowProblems();
        for (const row of rows) {
          problems.schema(row, COLUMNS, categoryInput, { name: row.values.name, code: row.values.code });
          if (!row.values.code) problems.add(row.line, '分类编码：不能为空');
        }
        const codes = [
          ...new Set(rows.flatMap((row) => [row.values.code, row.values.parentCode]).filter(Boolean)),
        ];
        const stored = codes.length
          ? await ctx.db.list(sysCategory, { where: inArray(sysCategory.code, codes) })
          : [];
        const byCode = new Map(stored.map((row) => [row.code, row]));
        problems.unique(rows, 'code', '分类编码', new Set(byCode.keys()));
        checkTree(rows, byCode, problems);
        return problems.byLine;
      },
      async write(db, rows) {
        // Parents before children: a code is longer than its parent's.
        const ordered = [...rows].sort((a, b) => a.values.code.length - b.values.code.length);
        const parents = [...new Set(rows.map((row) => row.values.parentCode).filter(Boolean))];
        const stored = parents.length
          ? await db.list(sysCategory, { where: inArray(sysCategory.code, parents) })
          : [];
        const idOf = new Map(stored.map((row) => [row.code, row.id]));
        for (const { values } of ordered) {
          const pid = values.parentCode ? (idOf.get(values.parentCode) ?? CATEGORY_ROOT) : CATEGORY_ROOT;
          const [id] = await db.insert(sysCategory, { pid, name: values.name, code: values.code });
          if (id) idOf.set(values.code, id);
        }
        const withChildren = parents.flatMap((code) => idOf.get(code) ?? []);
        if (withChildren.length)
          await db.update(sysCategory, { hasChild: '1' }, inArray(sysCategory.id, withChildren));
      },
    }),
  );
}
