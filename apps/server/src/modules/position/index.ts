import { POSITION_MESSAGES, positionInput, positionRoutes, type SysPosition } from '@xinmiao/shared';
import { desc, eq, inArray } from 'drizzle-orm';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import { idList } from '../../core/id-list.ts';
import { listExport } from '../../core/list/list-export.ts';
import { type SqlListConfig, sqlList, sqlListRows } from '../../core/list/sql-list.ts';
import type { ModuleDefinition } from '../../core/module.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import type { Registrar } from '../../core/register-route.ts';
import {
  dictValueOf,
  type ImportColumn,
  RowProblems,
  sheetImport,
} from '../../core/spreadsheet/sheet-import.ts';
import { formatDateTime } from '../../core/time.ts';
import { sysPosition } from '../../db/schema.ts';

function toPosition(row: typeof sysPosition.$inferSelect): SysPosition {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    postRank: row.postRank,
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime) ?? '',
    updateBy: row.updateBy,
    updateTime: formatDateTime(row.updateTime),
  };
}

/** 职务管理: the school's positions (JeecgBoot sys_position), codes unique per school. */
function registerPositionModule(r: Registrar, services: ModuleServices): void {
  const list: SqlListConfig<typeof positionRoutes.list, typeof sysPosition> = {
    table: sysPosition,
    sort: {
      createTime: sysPosition.createTime,
      code: sysPosition.code,
      name: sysPosition.name,
      postRank: sysPosition.postRank,
    },
    filters: { name: sysPosition.name, code: sysPosition.code, postRank: sysPosition.postRank },
    defaultOrder: [desc(sysPosition.createTime)],
    tiebreak: desc(sysPosition.id),
    toRecords: (rows) => rows.map(toPosition),
  };
  r.route(positionRoutes.list, sqlList(positionRoutes.list, list));
  r.route(
    positionRoutes.exportXls,
    listExport(sqlListRows(positionRoutes.list, list), {
      title: '职务',
      columns: [
        { key: 'code', header: '职务编码', width: 16, value: (p) => p.code },
        { key: 'name', header: '职务名称', width: 20, value: (p) => p.name },
        { key: 'postRank', header: '职级', width: 12, value: (p) => p.postRank_dictText ?? p.postRank },
      ],
    }),
  );

  const columns: readonly ImportColumn<'code' | 'name' | 'postRank'>[] = [
    { key: 'code', header: '职务编码', width: 16 },
    { key: 'name', header: '职务名称', width: 20 },
    { key: 'postRank', header: '职级', width: 12 },
  ];
  r.route(
    positionRoutes.importExcel,
    sheetImport(services.files, {
      title: '职务',
      columns,
      maxRows: 1000,
      async check(ctx, rows) {
        const problems = new RowProblems();
        const rank = await dictValueOf(ctx.db, 'position_rank');
        for (const row of rows) {
          const postRank = rank(row.values.postRank);
          if (postRank === null) problems.add(row.line, `职级：${row.values.postRank} 不是可选的职级`);
          problems.schema(row, columns, positionInput, { ...row.values, postRank });
        }
        await problems.uniqueStored(ctx.db, rows, 'code', '职务编码', sysPosition.code);
        return problems.byLine;
      },
      async write(db, rows) {
        const rank = await dictValueOf(db, 'position_rank');
        for (const { values } of rows) {
          await db.insert(sysPosition, {
            code: values.code,
            name: values.name,
            postRank: rank(values.postRank) || null,
          });
        }
      },
    }),
  );

  r.route(positionRoutes.queryByCode, async (ctx, { query }) => {
    const row = await ctx.db.first(sysPosition, eq(sysPosition.code, query.code));
    return row ? ok(toPosition(row)) : fail(POSITION_MESSAGES.notFound);
  });

  r.route(positionRoutes.add, async (ctx, { body }) => {
    await ctx.db.insert(sysPosition, { code: body.code, name: body.name, postRank: body.postRank ?? null });
    ctx.logSubject(body.name);
    return okMsg(POSITION_MESSAGES.addOk);
  });

  r.route(positionRoutes.edit, async (ctx, { body }) => {
    const row = await ctx.db.byId(sysPosition, body.id);
    if (!row) return fail(POSITION_MESSAGES.notFound);
    await ctx.db.update(
      sysPosition,
      { code: body.code, name: body.name, postRank: body.postRank ?? null },
      eq(sysPosition.id, row.id),
    );
    ctx.logSubject(body.name);
    return okMsg(POSITION_MESSAGES.editOk);
  });

  r.route(positionRoutes.delete, async (ctx, { query }) => {
    const row = await ctx.db.byId(sysPosition, query.id);
    if (!row) return fail(POSITION_MESSAGES.notFound);
    await ctx.db.delete(sysPosition, eq(sysPosition.id, row.id));
    ctx.logSubject(row.name);
    return okMsg(POSITION_MESSAGES.deleteOk);
  });

  r.route(positionRoutes.deleteBatch, async (ctx, { query }) => {
    const ids = idList(query.ids);
    if (ids.length === 0) return fail(POSITION_MESSAGES.notFound);
    const rows = await ctx.db.list(sysPosition, { where: inArray(sysPosition.id, ids) });
    if (rows.length === 0) return fail(POSITION_MESSAGES.notFound);
    await ctx.db.delete(sysPosition, inArray(sysPosition.id, ids));
    ctx.logSubject(rows.map((row) => row.name));
    return okMsg(POSITION_MESSAGES.deleteBatchOk);
  });
}

export const positionModule: ModuleDefinition = {
  name: 'position',
  register: registerPositionModule,
  pages: ['/system/positions'],
};
