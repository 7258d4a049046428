import { DepartMsg, type DepartNode, departRoutes } from '@xinmiao/shared';
import { eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { fail, ok } from '../../core/envelope.ts';
import { likeContains } from '../../core/query.ts';
import type { Registrar } from '../../core/register-route.ts';
import { sysDepart } from '../../db/schema.ts';
import { buildTree, type DepartRow, toIdTree, toNode } from './records.ts';
import { departs, ownDepartsAndBelow, withChildren } from './scope.ts';

/** Rows as flat nodes (search results, lazy levels) with their leaf flag. */
function flatNodes(rows: DepartRow[], parents: Set<string>): DepartNode[] {
  return rows
    .sort((a, b) => a.departOrder - b.departOrder || a.orgCode.localeCompare(b.orgCode))
    .map((row) => toNode(row, !parents.has(row.id)));
}

/** The department trees: whole, the caller's own, searched, lazy, id-only, and the schools. */
export function registerDepartTreeRoutes(r: Registrar): void {
  r.route(departRoutes.queryTreeList, async (ctx, { query }) => {
    const rows = await departs(ctx.db);
    if (!query.ids?.length) return ok(buildTree(rows));
    const wanted = rows.filter((d) => query.ids?.includes(d.id));
    return ok(buildTree(rows.filter((d) => wanted.some((w) => d.orgCode.startsWith(w.orgCode)))));
  });

  r.route(departRoutes.queryMyDeptTreeList, async (ctx) =>
    ok(buildTree(await ownDepartsAndBelow(ctx.db, ctx.userId))),
  );

  r.route(departRoutes.searchBy, async (ctx, { query }) => {
    const keyWord = query.keyWord.trim();
    const matching = keyWord ? ilike(sysDepart.departName, likeContains(keyWord)) : undefined;
    const hits =
      query.myDeptSearch === '1'
        ? (await ownDepartsAndBelow(ctx.db, ctx.userId)).filter((d) =>
            d.departName.toLowerCase().includes(keyWord.toLowerCase()),
          )
        : await departs(ctx.db, matching);
    return ok(
      flatNodes(
        hits,
        await withChildren(
          ctx.db,
          hits.map((d) => d.id),
        ),
      ),
    );
  });

  r.route(departRoutes.queryIdTree, async (ctx) => ok(toIdTree(buildTree(await departs(ctx.db)))));

  const level = async (ctx: AuthCtx, { query }: { query: { pid?: string | undefined } }) => {
    const pid = query.pid?.trim();
    const rows = await departs(
      ctx.db,
      pid ? eq(sysDepart.parentId, pid) : or(isNull(sysDepart.parentId), eq(sysDepart.parentId, '')),
    );
    return ok(
      flatNodes(
        rows,
        await withChildren(
          ctx.db,
          rows.map((d) => d.id),
        ),
      ),
    );
  };
  r.route(departRoutes.queryDepartTreeSync, level);
  r.route(departRoutes.queryDepartAndPostTreeSync, level);

  r.route(departRoutes.departPathName, async (ctx, { query }) => {
    const depId = query.depId?.trim();
    const orgCode = query.orgCode?.trim();
    const [target] = depId
      ? await departs(ctx.db, eq(sysDepart.id, depId))
      : orgCode
        ? await departs(ctx.db, eq(sysDepart.orgCode, orgCode))
        : [];
    if (!target?.orgCode) return ok('');
    // Org codes nest by prefix, so the department's ancestors are the codes its own code starts with.
    const path = await departs(ctx.db, sql`starts_with(${target.orgCode}, ${sysDepart.orgCode})`);
    const names = path
      .sort((a, b) => (a.orgCode ?? '').length - (b.orgCode ?? '').length)
      .map((d) => d.departName);
    return ok(names.join('/'));
  });

  r.route(departRoutes.getSchoolList, async (ctx) => {
    const rows = await departs(ctx.db, eq(sysDepart.orgCategory, '1'));
    return ok(
      flatNodes(
        rows,
        await withChildren(
          ctx.db,
          rows.map((d) => d.id),
        ),
      ),
    );
  });

  r.route(departRoutes.queryById, async (ctx, { query }) => {
    const row = await ctx.db.byId(sysDepart, query.id);
    if (!row) return fail(DepartMsg.notFound);
    const parents = await withChildren(ctx.db, [row.id]);
    return ok(toNode(row, !parents.has(row.id)));
  });
}
