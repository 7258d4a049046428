import { roleInput, roleRoutes } from '@xinmiao/shared';
import type { FileStorage } from '../../core/files/file-storage.ts';
import type { Registrar } from '../../core/register-route.ts';
import { type ImportColumn, RowProblems, sheetImport } from '../../core/spreadsheet/sheet-import.ts';
import { sysRole } from '../../db/schema.ts';

const COLUMNS: readonly ImportColumn<'roleName' | 'roleCode' | 'description'>[] = [
  { key: 'roleName', header: '角色名称', width: 20 },
  { key: 'roleCode', header: '角色编码', width: 20 },
  { key: 'description', header: '备注', width: 30, aliases: ['描述'] },
];

/** 导入角色: new roles by the add form's rules (no grants: those are given on the page), codes unused. */
export function registerRoleImport(r: Registrar, files: FileStorage): void {
  r.route(
    roleRoutes.importExcel,
    sheetImport(files, {
      title: '角色',
      columns: COLUMNS,
      maxRows: 500,
      async check(ctx, rows) {
        const problems = new RowProblems();
        for (const row of rows) problems.schema(row, COLUMNS, roleInput, row.values);
        await problems.uniqueStored(ctx.db, rows, 'roleCode', '角色编码', sysRole.roleCode);
        return problems.byLine;
      },
      async write(db, rows) {
        for (const { values } of rows) {
          const role = roleInput.parse(values);
          await db.insert(sysRole, {
            roleName: role.roleName,
            roleCode: role.roleCode,
            description: role.description || null,
            dataScope: role.dataScope,
          });
        }
      },
    }),
  );
}
