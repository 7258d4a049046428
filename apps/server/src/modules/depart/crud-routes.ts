import { type DepartAdd, DepartMsg, departRoutes } from '@xinmiao/shared';
import { eq, inArray } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import type { Registrar } from '../../core/register-route.ts';
import { sysDepart, sysUser, sysUserDepart } from '../../db/schema.ts';
import { nextOrgCode } from './org-code.ts';
import { toNode } from './records.ts';

type Fields = Omit<DepartAdd, 'parentId'>;

function values(body: Fields) {
  return {
    departName: body.departName,
    departNameEn: body.departNameEn ?? null,
    departNameAbbr: body.departNameAbbr ?? null,
    departOrder: Number(body.departOrder ?? 0),
    description: body.description ?? null,
    orgCategory: String(body.orgCategory ?? '2'),
    mobile: body.mobile || null,
    fax: body.fax ?? null,
    address: body.address ?? null,
    memo: body.memo ?? null,
    status: Number(body.status ?? 1),
  };
}

/**
 * Why departments `ids` may not be deleted together (null when they may): live child departments
 * outside the batch, or members (a deleted account's leftover link does not count).
 */
async function deleteBlocker(ctx: AuthCtx, ids: readonly string[]): Promise<string | null> {
  const children = await ctx.db.list(sysDepart, { where: inArray(sysDepart.parentId, [...ids]) });
  if (children.some((c) => !ids.includes(c.id))) return DepartMsg.hasChildren;
  const members = await ctx.db
    .select({ id: sysUserDepart.id })
    .from(sysUserDepart)
    .innerJoin(sysUser, eq(sysUser.id, sysUserDepart.userId))
    .where(inArray(sysUserDepart.depId, [...ids]))
    .limit(1);
  return members.length ? DepartMsg.hasMembers : null;
}

/** Add, edit and delete departments; the org code is the server's, never the caller's. */
export function registerDepartCrudRoutes(r: Registrar): void {
  r.route(departRoutes.add, async (ctx, { body }) => {
    const parentId = body.parentId?.trim() || null;
    const parent = parentId ? await ctx.db.byId(sysDepart, parentId) : null;
    if (parentId && !parent) return fail(DepartMsg.parentMissing);
    const id = await ctx.db.transaction(async (tx) => {
      const orgCode = await nextOrgCode(tx, parent?.id ?? null, parent?.orgCode ?? null);
      const [newId] = await tx.insert(sysDepart, {
        ...values(body),
        parentId: parent?.id ?? null,
        orgCode,
        orgType: parent ? String(Number(parent.orgType) + 1) : '1',
      });
      return newId ?? '';
    });
    const row = await ctx.db.byId(sysDepart, id);
    if (!row) return fail(DepartMsg.notFound);
    ctx.logSubject(row.departName);
    return { ...ok(toNode(row, true)), message: DepartMsg.addOk };
  });

  // The parent stays: moving a department would re-code its whole subtree, which JeecgBoot's edit never does.
  r.route(departRoutes.edit, async (ctx, { body }) => {
    const row = await ctx.db.byId(sysDepart, body.id);
    if (!row) return fail(DepartMsg.notFound);
    if (body.parentId !== undefined && (body.parentId || null) !== (row.parentId || null)) {
      return fail(DepartMsg.parentFixed);
    }
    await ctx.db.update(sysDepart, values(body), eq(sysDepart.id, row.id));
    ctx.logSubject(body.departName);
    return okMsg(DepartMsg.editOk);
  });

  r.route(departRoutes.delete, async (ctx, { query }) => {
    const row = await ctx.db.byId(sysDepart, query.id);
    if (!row) return fail(DepartMsg.notFound);
    const blocker = await deleteBlocker(ctx, [row.id]);
    if (blocker) return fail(blocker);
    await ctx.db.softDelete(sysDepart, eq(sysDepart.id, row.id));
    ctx.logSubject(row.departName);
    return okMsg(DepartMsg.deleteOk);
  });

  r.route(departRoutes.deleteBatch, async (ctx, { query }) => {
    if (!query.ids.length) return fail(DepartMsg.notFound);
    const rows = await ctx.db.list(sysDepart, { where: inArray(sysDepart.id, query.ids) });
    if (!rows.length) return fail(DepartMsg.notFound);
    const ids = rows.map((d) => d.id);
    const blocker = await deleteBlocker(ctx, ids);
    if (blocker) return fail(blocker);
    await ctx.db.softDelete(sysDepart, inArray(sysDepart.id, ids));
    ctx.logSubject(rows.map((d) => d.departName));
    return okMsg(DepartMsg.deleteBatchOk);
  });
}
