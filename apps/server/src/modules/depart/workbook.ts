import { departAddSchema, departRoutes, EXCEL_CONTENT_TYPE } from '@xinmiao/shared';
import { asc, inArray } from 'drizzle-orm';
import { exportWorkbook } from '../../core/export-workbook.ts';
import { FileReply } from '../../core/file-reply.ts';
import type { FileStorage } from '../../core/files/file-storage.ts';
import type { Registrar } from '../../core/register-route.ts';
import {
  dictValueOf,
  type ImportColumn,
  RowProblems,
  type SheetRow,
  sheetImport,
} from '../../core/spreadsheet/sheet-import.ts';
import { sysDepart } from '../../db/schema.ts';
import { nextOrgCode } from './org-code.ts';

type Column =
  | 'departName'
  | 'orgCode'
  | 'parentCode'
  | 'departOrder'
  | 'orgCategory'
  | 'mobile'
  | 'fax'
  | 'address'
  | 'memo';

/**
 * 部门编码 is the server's (the add form never takes one): in an import it only names a row so that
 * another row of the same file can give it as its 上级部门编码; the stored code is assigned anew.
 */
const COLUMNS: readonly ImportColumn<Column>[] = [
  { key: 'departName', header: '部门名称', width: 24, aliases: ['机构/部门名称'] },
  { key: 'orgCode', header: '部门编码', width: 16, aliases: ['机构编码'] },
  { key: 'parentCode', header: '上级部门编码', width: 16 },
  { key: 'departOrder', header: '排序', width: 8 },
  { key: 'orgCategory', header: '机构类别', width: 10 },
  { key: 'mobile', header: '手机号', width: 14 },
  { key: 'fax', header: '传真', width: 14 },
  { key: 'address', header: '地址', width: 24 },
  { key: 'memo', header: '备注', width: 24 },
];

type Row = SheetRow<Column>;

/** The file rows each row hangs under, and those whose 上级部门编码 leads round in a circle. */
function fileParents(rows: readonly Row[]) {
  const byCode = new Map(rows.filter((row) => row.values.orgCode).map((row) => [row.values.orgCode, row]));
  const circular = new Set<number>();
  for (const row of rows) {
    let at: Row | undefined = row;
    for (let steps = 0; at && steps <= rows.length; steps++) {
      at = byCode.get(at.values.parentCode);
      if (at === row) circular.add(row.line);
    }
  }
  return { byCode, circular };
}

/** 部门's export (live departments, parents first) and import (all rows or none, codes assigned anew). */
export function registerDepartWorkbook(r: Registrar, files: FileStorage): void {
  r.route(departRoutes.exportXls, async (ctx, { query }) => {
    const ticked = query.selections?.length ? new Set(query.selections) : null;
    const rows = (await ctx.db.list(sysDepart, { orderBy: [asc(sysDepart.orgCode)] })).filter(
      (row) => row.delFlag === 0 && (!ticked || ticked.has(row.id)),
    );
    const codeOf = new Map(rows.map((row) => [row.id, row.orgCode]));
    const workbook = await exportWorkbook(
      '部门',
      '部门报表',
      ctx.username,
      rows.map((row) => ({
        departName: row.departName,
        orgCode: row.orgCode,
        parentCode: row.parentId ? (codeOf.get(row.parentId) ?? '') : '',
        departOrder: String(row.departOrder ?? 0),
        orgCategory: row.orgCategory,
        mobile: row.mobile ?? '',
        fax: row.fax ?? '',
        address: row.address ?? '',
        memo: row.memo ?? '',
      })),
      COLUMNS,
    );
    ctx.logSubject(`${rows.length} 个部门`);
    return new FileReply(workbook, EXCEL_CONTENT_TYPE, '部门.xlsx');
  });

  r.route(
    departRoutes.importExcel,
    sheetImport(files, {
      title: '部门',
      columns: COLUMNS,
      maxRows: 1000,
      async check(ctx, rows) {
        const problems = new RowProblems();
        const category = await dictValueOf(ctx.db, 'org_category');
        for (const row of rows) {
          const orgCategory = category(row.values.orgCategory);
          if (orgCategory === null)
            problems.add(row.line, `机构类别：${row.values.orgCategory} 不是可选的类别`);
          problems.schema(row, COLUMNS, departAddSchema, { ...row.values, orgCategory: orgCategory ?? '' });
        }
        const codes = [
          ...new Set(rows.flatMap((row) => [row.values.orgCode, row.values.parentCode]).filter(Boolean)),
        ];
        const stored = codes.length
          ? await ctx.db.list(sysDepart, { where: inArray(sysDepart.orgCode, codes) })
          : [];
        const live = new Set(stored.filter((row) => row.delFlag === 0).map((row) => row.orgCode));
        problems.unique(rows, 'orgCode', '部门编码', new Set(stored.map((row) => row.orgCode)));
        const { byCode, circular } = fileParents(rows);
        for (const row of rows) {
          const { parentCode } = row.values;
          if (!parentCode) continue;
          if (circular.has(row.line)) problems.add(row.line, '上级部门编码：上下级关系形成循环');
          else if (!byCode.has(parentCode) && !live.has(parentCode)) {
            problems.add(row.line, `上级部门编码：${parentCode} 不存在`);
          }
        }
        return problems.byLine;
      },
      async write(db, rows) {
        const category = await dictValueOf(db, 'org_category');
        const { byCode } = fileParents(rows);
        const parents = [
          ...new Set(rows.map((row) => row.values.parentCode).filter((code) => code && !byCode.has(code))),
        ];
        const stored = parents.length
          ? await db.list(sysDepart, { where: inArray(sysDepart.orgCode, parents) })
          : [];
        const storedByCode = new Map(stored.map((row) => [row.orgCode, row]));
        /** The stored row each file row became, by its line. */
        const made = new Map<number, typeof sysDepart.$inferSelect>();
        const add = async (row: Row): Promise<typeof sysDepart.$inferSelect | undefined> => {
          const done = made.get(row.line);
          if (done) return done;
          const { parentCode } = row.values;
          const fileParent = byCode.get(parentCode);
          const parent = fileParent ? await add(fileParent) : storedByCode.get(parentCode);
          const fields = departAddSchema.parse({
            ...row.values,
            orgCategory: category(row.values.orgCategory) ?? '',
          });
          const orgCode = await nextOrgCode(db, parent?.id ?? null, parent?.orgCode ?? null);
          const [id] = await db.insert(sysDepart, {
            departName: fields.departName,
            departOrder: Number(fields.departOrder ?? 0),
            orgCategory: String(fields.orgCategory),
            mobile: fields.mobile || null,
            fax: fields.fax ?? null,
            address: fields.address ?? null,
            memo: fields.memo ?? null,
            parentId: parent?.id ?? null,
            orgCode,
            orgType: parent ? String(Number(parent.orgType) + 1) : '1',
          });
          const stored = id ? await db.byId(sysDepart, id) : undefined;
          if (stored) made.set(row.line, stored);
          return stored;
        };
        for (const row of rows) await add(row);
      },
    }),
  );
}
