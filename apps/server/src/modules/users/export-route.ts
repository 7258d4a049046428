import { EXCEL_CONTENT_TYPE, userRoutes } from '@xinmiao/shared';
import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { FileReply } from '../../core/file-reply.ts';
import { likeContains } from '../../core/query.ts';
import type { Registrar } from '../../core/register-route.ts';
import { formatDateTime } from '../../core/time.ts';
import { sysDepart, sysRole, sysUser, sysUserDepart, sysUserRole } from '../../db/schema.ts';
import { membersVisibleTo } from './policies/user.ts';
import { selectMembers } from './records.ts';
import { USER_COLUMNS, userWorkbook } from './workbook.ts';

/** Rows one export may hold. */
const EXPORT_MAX_ROWS = 10_000;

const EXPORT_COLUMNS = [
  ...USER_COLUMNS.filter((c) => c.key !== 'password'),
  { key: 'createTime', header: '创建时间', width: 20 },
];

/**
 * 导出用户: the members matching the search (or the selected ids) in the import's layout, so an
 * export edited and imported into another school works. Never a password hash; the read is audited.
 * A real download (JeecgBoot's clients read the body as a blob).
 */
export function registerUserExportRoute(r: Registrar): void {
  r.route(userRoutes.exportXls, async (ctx, { query }) => {
    const like = (column: AnyPgColumn, value: string | undefined) =>
      value?.trim() ? ilike(column, likeContains(value.replace(/^\*|\*$/g, ''))) : undefined;
    const status = Number(query.status);
    const rows = await selectMembers(
      ctx.db,
      and(
        like(sysUser.username, query.username),
        like(sysUser.realname, query.realname),
        like(sysUser.phone, query.phone),
        status === 1 || status === 2 ? eq(sysUser.status, status) : undefined,
        query.selections?.length ? inArray(sysUser.id, query.selections) : undefined,
        await membersVisibleTo(ctx),
      ),
    )
      .orderBy(asc(sysUser.username))
      .limit(EXPORT_MAX_ROWS);
    const ids = rows.map((u) => u.id);
    const departs = ids.length
      ? await ctx.db
          .select({ userId: sysUserDepart.userId, code: sysDepart.orgCode })
          .from(sysUserDepart)
          .innerJoin(sysDepart, eq(sysDepart.id, sysUserDepart.depId))
          .where(inArray(sysUserDepart.userId, ids))
      : [];
    const roles = ids.length
      ? await ctx.db
          .select({ userId: sysUserRole.userId, code: sysRole.roleCode })
          .from(sysUserRole)
          .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
          .where(inArray(sysUserRole.userId, ids))
      : [];
    const joined = (list: { userId: string; code: string }[], id: string) =>
      list
        .filter((x) => x.userId === id)
        .map((x) => x.code)
        .join(',');
    const workbook = await userWorkbook(
      '用户信息报表',
      ctx.username,
      rows.map((u) => ({
        username: u.username,
        realname: u.realname,
        sex: u.sex === 1 ? '男' : u.sex === 2 ? '女' : '',
        birthday: u.birthday ?? '',
        phone: u.phone ?? '',
        email: u.email ?? '',
        workNo: u.workNo ?? '',
        post: u.post ?? '',
        telephone: u.telephone ?? '',
        departs: joined(departs, u.id),
        roles: joined(roles, u.id),
        status: u.status === 2 ? '冻结' : '正常',
        createTime: formatDateTime(u.createTime) ?? '',
      })),
      EXPORT_COLUMNS,
    );
    await ctx.auditRead(userRoutes.exportXls.path, ids);
    ctx.logSubject(`${rows.length} 个用户`);
    return new FileReply(workbook, EXCEL_CONTENT_TYPE, '用户信息.xlsx');
  });
}
