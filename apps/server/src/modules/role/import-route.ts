import { roleInput, roleRoutes } from '@xinmiao/shared';
import { inArray } from 'drizzle-orm';
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
        const codes = rows.map((row) => row.values.roleCode).filter(Boolean);
        const taken = codes.length
          ? await ctx.db.list(sysRole, { where: inArray(sysRole.roleCode, codes) })
          : [];
        problems.unique(rows, 'roleCode', '角色编码', new Set(taken.map((role) => role.roleCode)));
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
