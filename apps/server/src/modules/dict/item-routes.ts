import { DICT_MESSAGES, dictRoutes } from '@xinmiao/shared';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { fail, okMsg } from '../../core/envelope.ts';
import { AppError } from '../../core/errors.ts';
import { sqlList } from '../../core/list/sql-list.ts';
import type { Registrar } from '../../core/register-route.ts';
import { sysDict, sysDictItem } from '../../db/schema.ts';
import { toDictItem } from './records.ts';

async function itemValueTaken(ctx: AuthCtx, dictId: string, itemValue: string, exceptId?: string) {
  const taken = await ctx.db.first(
    sysDictItem,
    and(
      eq(sysDictItem.dictId, dictId),
      eq(sysDictItem.itemValue, itemValue),
      exceptId ? ne(sysDictItem.id, exceptId) : undefined,
    ),
  );
  return taken !== undefined;
}

/** The item's dictionary must be a live one of this tenant and its value unused there. */
async function checkItem(ctx: AuthCtx, dictId: string, itemValue: string, exceptId?: string): Promise<void> {
  if (!(await ctx.db.byId(sysDict, dictId))) throw new AppError(DICT_MESSAGES.notFound);
  if (await itemValueTaken(ctx, dictId, itemValue, exceptId))
    throw new AppError(DICT_MESSAGES.itemValueTaken);
}

/** 字典项 list, add, edit and delete. */
export function registerDictItemCrud(r: Registrar): void {
  r.route(
    dictRoutes.itemList,
    sqlList(dictRoutes.itemList, {
      table: sysDictItem,
      sort: {
        sortOrder: sysDictItem.sortOrder,
        createTime: sysDictItem.createTime,
        itemValue: sysDictItem.itemValue,
      },
      filters: {
        dictId: sysDictItem.dictId,
        itemText: sysDictItem.itemText,
        itemValue: sysDictItem.itemValue,
        status: sysDictItem.status,
      },
      // JeecgBoot's listing order: sort_order asc, create_time desc.
      defaultOrder: [asc(sysDictItem.sortOrder), desc(sysDictItem.createTime)],
      tiebreak: desc(sysDictItem.id),
      toRecords: (rows) => rows.map(toDictItem),
    }),
  );

  // Another school's dictionary id finds no items here, so its values read as free.
  r.route(dictRoutes.itemCheck, async (ctx, { query }) =>
    (await itemValueTaken(ctx, query.dictId, query.itemValue, query.id || undefined))
      ? fail(DICT_MESSAGES.valueTaken)
      : okMsg(DICT_MESSAGES.valueFree),
  );

  r.route(dictRoutes.itemAdd, async (ctx, { body }) => {
    await checkItem(ctx, body.dictId, body.itemValue);
    await ctx.db.insert(sysDictItem, {
      dictId: body.dictId,
      itemText: body.itemText,
      itemValue: body.itemValue,
      itemColor: body.itemColor ?? null,
      description: body.description ?? null,
      sortOrder: body.sortOrder,
      status: body.status,
    });
    ctx.logSubject(body.itemText);
    return okMsg(DICT_MESSAGES.addOk);
  });

  r.route(dictRoutes.itemEdit, async (ctx, { body }) => {
    const row = await ctx.db.byId(sysDictItem, body.id);
    if (!row) return fail(DICT_MESSAGES.notFound);
    await checkItem(ctx, row.dictId, body.itemValue, row.id);
    await ctx.db.update(
      sysDictItem,
      {
        itemText: body.itemText,
        itemValue: body.itemValue,
        itemColor: body.itemColor ?? null,
        description: body.description ?? null,
        sortOrder: body.sortOrder,
        status: body.status,
      },
      eq(sysDictItem.id, row.id),
    );
    ctx.logSubject(body.itemText);
    return okMsg(DICT_MESSAGES.editOk);
  });

  r.route(dictRoutes.itemDelete, async (ctx, { query }) => {
    const row = await ctx.db.byId(sysDictItem, query.id);
    if (!row) return fail(DICT_MESSAGES.notFound);
    await ctx.db.delete(sysDictItem, eq(sysDictItem.id, row.id));
    ctx.logSubject(row.itemText);
    return okMsg(DICT_MESSAGES.deleteOk);
  });
}
