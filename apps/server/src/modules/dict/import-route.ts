import { dictInput, dictRoutes } from '@xinmiao/shared';
import type { FileStorage } from '../../core/files/file-storage.ts';
import type { Registrar } from '../../core/register-route.ts';
import { type ImportColumn, RowProblems, sheetImport } from '../../core/spreadsheet/sheet-import.ts';
import { sysDict } from '../../db/schema.ts';

const COLUMNS: readonly ImportColumn<'dictName' | 'dictCode' | 'description'>[] = [
  { key: 'dictName', header: '字典名称', width: 20 },
  { key: 'dictCode', header: '字典编号', width: 20, aliases: ['字典编码'] },
  { key: 'description', header: '描述', width: 30 },
];

/** 导入数据字典: new dictionaries (their items are added on the page), codes unused in the school. */
export function registerDictImport(r: Registrar, files: FileStorage): void {
  r.route(
    dictRoutes.importExcel,
    sheetImport(files, {
      title: '数据字典',
      columns: COLUMNS,
      maxRows: 500,
      async check(ctx, rows) {
        const problems = new RowProblems();
        for (const row of rows) problems.schema(row, COLUMNS, dictInput, row.values);
        await problems.uniqueStored(ctx.db, rows, 'dictCode', '字典编号', sysDict.dictCode);
        return problems.byLine;
      },
      async write(db, rows) {
        for (const { values } of rows) {
          const dict = dictInput.parse(values);
          await db.insert(sysDict, {
            dictName: dict.dictName,
            dictCode: dict.dictCode,
            description: dict.description || null,
            type: dict.type,
          });
        }
      },
    }),
  );
}
