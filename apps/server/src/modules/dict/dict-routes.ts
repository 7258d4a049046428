import { DICT_MESSAGES, dictRoutes } from '@xinmiao/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import { idList } from '../../core/id-list.ts';
import { listExport } from '../../core/list/list-export.ts';
import { type SqlListConfig, sqlList, sqlListRows } from '../../core/list/sql-list.ts';
import type { Registrar } from '../../core/register-route.ts';
import { sysDict } from '../../db/schema.ts';
import { toDict } from './records.ts';

/** 数据字典 list, add, edit and (soft) delete, in the caller's tenant. */
export function registerDictCrud(r: Registrar): void {
  const list: SqlListConfig<typeof dictRoutes.list, typeof sysDict> = {
    table: sysDict,
    sort: { createTime: sysDict.createTime, dictCode: sysDict.dictCode, dictName: sysDict.dictName },
    filters: { dictName: sysDict.dictName, dictCode: sysDict.dictCode },
    defaultOrder: [desc(sysDict.createTime)],
    tiebreak: desc(sysDict.id),
    toRecords: (rows) => rows.map(toDict),
  };
  r.route(dictRoutes.list, sqlList(dictRoutes.list, list));
  r.route(
    dictRoutes.exportXls,
    listExport(sqlListRows(dictRoutes.list, list), {
      title: '数据字典',
      columns: [
        { key: 'dictName', header: '字典名称', width: 20, value: (d) => d.dictName },
        { key: 'dictCode', header: '字典编号', width: 20, value: (d) => d.dictCode },
        { key: 'description', header: '描述', width: 30, value: (d) => d.description },
      ],
    }),
  );

  r.route(dictRoutes.add, async (ctx, { body }) => {
    await ctx.db.insert(sysDict, {
      dictName: body.dictName,
      dictCode: body.dictCode,
      description: body.description ?? null,
      type: body.type,
    });
    ctx.logSubject(body.dictName);
    return okMsg(DICT_MESSAGES.addOk);
  });

  r.route(dictRoutes.edit, async (ctx, { body }) => {
    const row = await ctx.db.byId(sysDict, body.id);
    if (!row) return fail(DICT_MESSAGES.notFound);
    await ctx.db.update(
      sysDict,
      {
        dictName: body.dictName,
        dictCode: body.dictCode,
        description: body.description ?? null,
        type: body.type,
      },
      eq(sysDict.id, row.id),
    );
    ctx.logSubject(body.dictName);
    return okMsg(DICT_MESSAGES.editOk);
  });

  r.route(dictRoutes.delete, async (ctx, { query }) => {
    const row = await ctx.db.byId(sysDict, query.id);
    if (!row) return fail(DICT_MESSAGES.notFound);
    await ctx.db.softDelete(sysDict, eq(sysDict.id, row.id));
    ctx.logSubject(row.dictName);
    return okMsg(DICT_MESSAGES.deleteOk);
  });

  r.route(dictRoutes.deleteBatch, async (ctx, { query }) => {
    const ids = idList(query.ids);
    if (ids.length === 0) return fail(DICT_MESSAGES.notFound);
    const chosen = inArray(sysDict.id, ids);
    const rows = await ctx.db.list(sysDict, { where: chosen });
    if (rows.length === 0) return fail(DICT_MESSAGES.notFound);
    await ctx.db.softDelete(sysDict, chosen);
    ctx.logSubject(rows.map((row) => row.dictName));
    return okMsg(DICT_MESSAGES.deleteOk);
  });

  registerDictRecycleBin(r);
}

const deleted = (id: string) => and(eq(sysDict.id, id), eq(sysDict.delFlag, 1));

/** 回收站: deleted dictionaries are listed, taken back, or removed for good with their items. */
function registerDictRecycleBin(r: Registrar): void {
  r.route(dictRoutes.recycleList, async (ctx) => {
    const rows = await ctx.db.list(sysDict, {
      where: eq(sysDict.delFlag, 1),
      withDeleted: true,
      orderBy: [desc(sysDict.updateTime), desc(sysDict.id)],
      limit: 1000,
    });
    return ok(rows.map(toDict));
  });

  r.route(dictRoutes.restore, async (ctx, { params }) => {
    const row = await ctx.db.first(sysDict, deleted(params.id), { withDeleted: true });
    if (!row) return fail(DICT_MESSAGES.notFound);
    await ctx.db.restore(sysDict, eq(sysDict.id, row.id));
    ctx.logSubject(row.dictName);
    return okMsg(DICT_MESSAGES.restoreOk);
  });

  r.route(dictRoutes.deletePhysic, async (ctx, { params }) => {
    const row = await ctx.db.first(sysDict, deleted(params.id), { withDeleted: true });
    if (!row) return fail(DICT_MESSAGES.notFound);
    // The items go with the dictionary (foreign key ON DELETE CASCADE).
    await ctx.db.delete(sysDict, eq(sysDict.id, row.id));
    ctx.logSubject(row.dictName);
    return okMsg(DICT_MESSAGES.deleteOk);
  });
}
