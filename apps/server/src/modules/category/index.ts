import { CATEGORY_MESSAGES, CATEGORY_ROOT, categoryRoutes, DICT_MESSAGES } from '@xinmiao/shared';
import { and, asc, desc, eq, inArray, like, ne } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { dictItem } from '../../core/dict-item.ts';
import { fail, ok, okMsg, okPlain } from '../../core/envelope.ts';
import { AppError } from '../../core/errors.ts';
import { idList } from '../../core/id-list.ts';
import { sqlList } from '../../core/list/sql-list.ts';
import type { ModuleDefinition } from '../../core/module.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import { likePattern } from '../../core/query.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { sysCategory } from '../../db/schema.ts';
import { nextCategoryCode } from './codes.ts';
import { type CategoryRow, categoryChildren, categoryNode, toCategory } from './tree.ts';
import { registerCategoryWorkbook } from './workbook.ts';

const underCode = (code: string) => like(sysCategory.code, likePattern(code, { start: false, end: true }));

async function parentOf(db: TenantDb, pid: string | null | undefined): Promise<CategoryRow | null> {
  if (!pid || pid === CATEGORY_ROOT) return null;
  const parent = await db.byId(sysCategory, pid);
  if (!parent) throw new AppError(CATEGORY_MESSAGES.parentMissing);
  return parent;
}

/** A code the caller chose must extend the parent's code and be unused; none → the next one. */
async function codeFor(ctx: AuthCtx, parent: CategoryRow | null, wanted: string | null | undefined) {
  const prefix = parent?.code ?? '';
  if (!wanted) {
    const siblings = await categoryChildren(ctx.db, parent?.id ?? CATEGORY_ROOT);
    return nextCategoryCode(
      prefix,
      siblings.map((s) => s.code),
    );
  }
  if (!wanted.startsWith(prefix) || wanted === prefix)
    throw new AppError(CATEGORY_MESSAGES.codeBadPrefix(prefix));
  if (await ctx.db.first(sysCategory, eq(sysCategory.code, wanted)))
    throw new AppError(CATEGORY_MESSAGES.codeTaken);
  return wanted;
}

async function markChildren(db: TenantDb, pid: string): Promise<void> {
  if (pid === CATEGORY_ROOT) return;
  const left = await db.count(sysCategory, eq(sysCategory.pid, pid));
  await db.update(sysCategory, { hasChild: left > 0 ? '1' : '0' }, eq(sysCategory.id, pid));
}

/** 分类字典: a per-school tree with JeecgBoot's codes (A01, A01A01 …) and its lazy-tree routes. */
function registerCategoryModule(r: Registrar, services: ModuleServices): void {
  registerCategoryWorkbook(r, services.files);
  r.route(
    categoryRoutes.rootList,
    sqlList(categoryRoutes.rootList, {
      table: sysCategory,
      sort: { createTime: sysCategory.createTime, code: sysCategory.code, name: sysCategory.name },
      filters: { name: sysCategory.name, code: sysCategory.code },
      scope: () => eq(sysCategory.pid, CATEGORY_ROOT),
      defaultOrder: [asc(sysCategory.code)],
      tiebreak: desc(sysCategory.id),
      toRecords: (rows) => rows.map(toCategory),
    }),
  );

  r.route(categoryRoutes.childList, async (ctx, { query }) =>
    ok((await categoryChildren(ctx.db, query.pid)).map(toCategory)),
  );

  r.route(categoryRoutes.add, async (ctx, { body }) => {
    const parent = await parentOf(ctx.db, body.pid);
    const code = await codeFor(ctx, parent, body.code);
    await ctx.db.insert(sysCategory, { pid: parent?.id ?? CATEGORY_ROOT, name: body.name, code });
    if (parent) await markChildren(ctx.db, parent.id);
    ctx.logSubject(`${body.name}（${code}）`);
    return okMsg(CATEGORY_MESSAGES.addOk);
  });

  r.route(categoryRoutes.edit, async (ctx, { body }) => {
    const row = await ctx.db.byId(sysCategory, body.id);
    if (!row) return fail(CATEGORY_MESSAGES.notFound);
    await ctx.db.update(sysCategory, { name: body.name }, eq(sysCategory.id, row.id));
    ctx.logSubject(body.name);
    return okMsg(CATEGORY_MESSAGES.editOk);
  });

  r.route(categoryRoutes.delete, async (ctx, { query }) => {
    const row = await ctx.db.byId(sysCategory, query.id);
    if (!row) return fail(CATEGORY_MESSAGES.notFound);
    await ctx.db.delete(sysCategory, underCode(row.code));
    await markChildren(ctx.db, row.pid);
    ctx.logSubject(row.name);
    return okMsg(CATEGORY_MESSAGES.deleteOk);
  });

  r.route(categoryRoutes.checkCode, async (ctx, { query }) => {
    const parent = await parentOf(ctx.db, query.pid);
    const prefix = parent?.code ?? '';
    if (!query.code.startsWith(prefix) || query.code === prefix) {
      return fail(CATEGORY_MESSAGES.codeBadPrefix(prefix));
    }
    const taken = await ctx.db.first(sysCategory, eq(sysCategory.code, query.code));
    return taken ? fail(CATEGORY_MESSAGES.codeTaken) : okMsg(CATEGORY_MESSAGES.codeFree);
  });

  r.route(categoryRoutes.loadTreeRoot, async (ctx, { query }) => {
    const pcode = query.pcode ?? '';
    if (pcode === '' || pcode === CATEGORY_ROOT) {
      return ok((await categoryChildren(ctx.db, CATEGORY_ROOT)).map(categoryNode));
    }
    const node = await ctx.db.first(sysCategory, eq(sysCategory.code, pcode));
    if (!node) return fail(CATEGORY_MESSAGES.codeUnknown(pcode));
    return ok((await categoryChildren(ctx.db, node.id)).map(categoryNode));
  });

  r.route(categoryRoutes.loadTreeData, async (ctx, { query }) => {
    // JeecgBoot turns `condition` into SQL; this tree takes none.
    const condition = (query.condition ?? '').trim();
    if (condition !== '' && condition !== '{}') return fail(DICT_MESSAGES.treeBad);
    if (query.pid) return ok((await categoryChildren(ctx.db, query.pid)).map(categoryNode));
    const pcode = query.pcode ?? '';
    if (pcode === '' || pcode === CATEGORY_ROOT) {
      return ok((await categoryChildren(ctx.db, CATEGORY_ROOT)).map(categoryNode));
    }
    const node = await ctx.db.first(sysCategory, eq(sysCategory.code, pcode));
    if (!node) return fail(CATEGORY_MESSAGES.codeUnknown(pcode));
    return ok((await categoryChildren(ctx.db, node.id)).map(categoryNode));
  });

  r.route(categoryRoutes.loadOne, async (ctx, { query }) => {
    const column = query.field === 'code' ? sysCategory.code : sysCategory.id;
    const row = await ctx.db.first(sysCategory, eq(column, query.val));
    return row ? ok(toCategory(row)) : fail(CATEGORY_MESSAGES.notFound);
  });

  r.route(categoryRoutes.loadTreeChildren, async (ctx, { query }) =>
    ok((await categoryChildren(ctx.db, query.pid)).map(categoryNode)),
  );

  r.route(categoryRoutes.loadDictItem, async (ctx, { query }) => {
    const ids = idList(query.ids);
    if (ids.length === 0) return ok([]);
    const rows = await ctx.db.list(sysCategory, { where: inArray(sysCategory.id, ids) });
    const nameOf = new Map(rows.map((row) => [row.id, row.name]));
    const keepMissing = query.delNotExist === 'false';
    return ok(ids.flatMap((id) => nameOf.get(id) ?? (keepMissing ? [id] : [])));
  });

  r.route(categoryRoutes.loadAllData, async (ctx, { query }) => {
    const code = query.code ?? '';
    const whole = code === '' || code === CATEGORY_ROOT;
    const rows = await ctx.db.list(sysCategory, {
      where: whole ? undefined : and(underCode(code), ne(sysCategory.code, code)),
      orderBy: [asc(sysCategory.code)],
    });
    return okPlain(rows.map((row) => dictItem(row.id, row.name)));
  });
}

export const categoryModule: ModuleDefinition = {
  name: 'category',
  register: registerCategoryModule,
  pages: ['/system/categories'],
};

// The public face: what other modules use of 分类字典.
export { categoryChildren, categoryNode } from './tree.ts';
