import { ROLE_MESSAGES, type roleInput, roleRoutes } from '@xinmiao/shared';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthCtx } from '../../core/context.ts';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import { AppError } from '../../core/errors.ts';
import { uniqueIdList } from '../../core/id-list.ts';
import { listExport } from '../../core/list/list-export.ts';
import { type SqlListConfig, sqlList, sqlListRows } from '../../core/list/sql-list.ts';
import type { PermissionService } from '../../core/permissions.ts';
import type { Registrar } from '../../core/register-route.ts';
import { sysRole } from '../../db/schema.ts';
import { withoutLockout } from './lockout.ts';
import { toRole } from './records.ts';

type Input = z.output<typeof roleInput>;

async function codeTaken(ctx: AuthCtx, roleCode: string, exceptId?: string): Promise<boolean> {
  const row = await ctx.db.first(
    sysRole,
    and(eq(sysRole.roleCode, roleCode), exceptId ? ne(sysRole.id, exceptId) : undefined),
  );
  return row !== undefined;
}

function values(input: Input) {
  return {
    roleName: input.roleName,
    roleCode: input.roleCode,
    description: input.description ?? null,
    dataScope: input.dataScope,
  };
}

/** 角色管理: roles of the caller's school. Codes are unique per school, never across schools. */
export function registerRoleCrud(r: Registrar, permissions: PermissionService): void {
  const list: SqlListConfig<typeof roleRoutes.list, typeof sysRole> = {
    table: sysRole,
    sort: {
      createTime: sysRole.createTime,
      roleName: sysRole.roleName,
      roleCode: sysRole.roleCode,
      id: sysRole.id,
    },
    filters: { roleName: sysRole.roleName, roleCode: sysRole.roleCode },
    defaultOrder: [desc(sysRole.createTime)],
    tiebreak: desc(sysRole.id),
    toRecords: (rows) => rows.map(toRole),
  };
  r.route(roleRoutes.list, sqlList(roleRoutes.list, list));
  r.route(
    roleRoutes.exportXls,
    listExport(sqlListRows(roleRoutes.list, list), {
      title: '角色',
      columns: [
        { key: 'roleName', header: '角色名称', width: 20, value: (role) => role.roleName },
        { key: 'roleCode', header: '角色编码', width: 20, value: (role) => role.roleCode },
        { key: 'description', header: '备注', width: 30, value: (role) => role.description },
        { key: 'createTime', header: '创建时间', width: 20, value: (role) => role.createTime },
      ],
    }),
  );

  r.route(roleRoutes.queryall, async (ctx) =>
    ok((await ctx.db.list(sysRole, { orderBy: [asc(sysRole.createTime), asc(sysRole.id)] })).map(toRole)),
  );

  r.route(roleRoutes.queryById, async (ctx, { query }) => {
    const row = await ctx.db.byId(sysRole, query.id);
    return row ? ok(toRole(row)) : fail(ROLE_MESSAGES.notFound);
  });

  r.route(roleRoutes.checkRoleCode, async (ctx, { query }) =>
    (await codeTaken(ctx, query.roleCode, query.id))
      ? fail(ROLE_MESSAGES.codeTaken)
      : okMsg(ROLE_MESSAGES.codeFree),
  );

  r.route(roleRoutes.add, async (ctx, { body }) => {
    if (await codeTaken(ctx, body.roleCode)) return fail(ROLE_MESSAGES.codeTaken);
    await ctx.db.insert(sysRole, values(body));
    ctx.logSubject(body.roleName);
    return okMsg(ROLE_MESSAGES.addOk);
  });

  r.route(roleRoutes.edit, async (ctx, { body }) => {
    const row = await ctx.db.byId(sysRole, body.id);
    if (!row) return fail(ROLE_MESSAGES.notFound);
    if (await codeTaken(ctx, body.roleCode, row.id)) return fail(ROLE_MESSAGES.codeTaken);
    await ctx.db.update(sysRole, values(body), eq(sysRole.id, row.id));
    await permissions.invalidateTenant(ctx.tenantId);
    ctx.logSubject(body.roleName);
    return okMsg(ROLE_MESSAGES.editOk);
  });

  const remove = async (ctx: AuthCtx, ids: string[]) => {
    if (ids.length === 0) throw new AppError(ROLE_MESSAGES.notFound);
    const chosen = inArray(sysRole.id, ids) ?? sql`false`;
    const rows = await ctx.db.list(sysRole, { where: chosen });
    if (rows.length === 0) throw new AppError(ROLE_MESSAGES.notFound);
    // Grants and memberships cascade with the role.
    await withoutLockout(ctx, (tdb) => tdb.delete(sysRole, chosen));
    await permissions.invalidateTenant(ctx.tenantId);
    ctx.logSubject(rows.map((row) => row.roleName));
  };

  r.route(roleRoutes.delete, async (ctx, { query }) => {
    await remove(ctx, [query.id]);
    return okMsg(ROLE_MESSAGES.deleteOk);
  });

  r.route(roleRoutes.deleteBatch, async (ctx, { query }) => {
    await remove(ctx, uniqueIdList(query.ids));
    return okMsg(ROLE_MESSAGES.deleteBatchOk);
  });
}
