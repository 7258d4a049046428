import { STAFF_MESSAGES, type Staff, staffRoutes } from '@xinmiao/shared';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import { sqlList } from '../../core/list/sql-list.ts';
import type { Registrar } from '../../core/register-route.ts';
import { formatDateTime } from '../../core/time.ts';
import {
  schoolCaseload,
  schoolStaff,
  schoolStudent,
  schoolUnit,
  sysUser,
  sysUserDepart,
  sysUserTenant,
} from '../../db/schema.ts';
import { loadUnits } from './structure.ts';

type StaffRow = typeof schoolStaff.$inferSelect;

/** Levels a staff member can be put in charge of; the school root and plain departments are not scope. */
const SCOPE_KINDS = ['college', 'major', 'grade', 'class'];

async function memberByUsername(ctx: AuthCtx, username: string) {
  const [row] = await ctx.db
    .select({ id: sysUser.id, username: sysUser.username })
    .from(sysUserTenant)
    .innerJoin(sysUser, eq(sysUser.id, sysUserTenant.userId))
    .where(and(eq(sysUser.username, username), eq(sysUser.delFlag, 0)))
    .limit(1);
  return row;
}

async function toStaff(ctx: AuthCtx, rows: readonly StaffRow[]): Promise<Staff[]> {
  if (rows.length === 0) return [];
  const userIds = rows.map((r) => r.userId);
  const [users, memberships, caseloads, units] = await Promise.all([
    ctx.db
      .select({ id: sysUser.id, username: sysUser.username })
      .from(sysUserTenant)
      .innerJoin(sysUser, eq(sysUser.id, sysUserTenant.userId))
      .where(inArray(sysUser.id, userIds)),
    ctx.db
      .select({ userId: sysUserDepart.userId, depId: sysUserDepart.depId })
      .from(sysUserDepart)
      .where(inArray(sysUserDepart.userId, userIds)),
    ctx.db
      .select({ userId: schoolCaseload.userId, n: count() })
      .from(schoolCaseload)
      .where(inArray(schoolCaseload.userId, userIds))
      .groupBy(schoolCaseload.userId),
    loadUnits(ctx.db),
  ]);
  const usernames = new Map(users.map((u) => [u.id, u.username]));
  const unitNames = new Map(
    units.filter((u) => u.kind && SCOPE_KINDS.includes(u.kind)).map((u) => [u.id, u.name]),
  );
  const caseloadCounts = new Map(caseloads.map((c) => [c.userId, Number(c.n)]));
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    username: usernames.get(row.userId) ?? '',
    workNo: row.workNo,
    name: row.name,
    staffType: row.staffType,
    phone: row.phone,
    scope: memberships
      .filter((m) => m.userId === row.userId && unitNames.has(m.depId))
      .map((m) => unitNames.get(m.depId) ?? ''),
    caseloadCount: caseloadCounts.get(row.userId) ?? 0,
    createTime: formatDateTime(row.createTime) ?? '',
  }));
}

function staffList(
  route: typeof staffRoutes.list | typeof staffRoutes.consultants,
  consultantsOnly: boolean,
) {
  return sqlList(route, {
    table: schoolStaff,
    sort: { createTime: schoolStaff.createTime, workNo: schoolStaff.workNo, name: schoolStaff.name },
    filters: {
      workNo: schoolStaff.workNo,
      name: schoolStaff.name,
      staffType: schoolStaff.staffType,
      createTime: schoolStaff.createTime,
    },
    ...(consultantsOnly ? { scope: () => eq(schoolStaff.staffType, 'consultant') } : {}),
    defaultOrder: [desc(schoolStaff.createTime)],
    tiebreak: desc(schoolStaff.id),
    toRecords: (rows, ctx) => toStaff(ctx, rows),
  });
}

/**
 * 教师管理 / 咨询师管理: staff records linked to school accounts. Scope is department membership
 * (classes for a 班主任, colleges for a 辅导员) plus a consultant's caseload (decisions §22).
 */
export function registerStaffRoutes(r: Registrar): void {
  r.route(staffRoutes.list, staffList(staffRoutes.list, false));
  r.route(staffRoutes.consultants, staffList(staffRoutes.consultants, true));

  r.route(staffRoutes.add, async (ctx, { body }) => {
    const member = await memberByUsername(ctx, body.username);
    if (!member) return fail(STAFF_MESSAGES.noAccount);
    await ctx.db.insert(schoolStaff, {
      userId: member.id,
      workNo: body.workNo,
      name: body.name,
      staffType: body.staffType,
      phone: body.phone ?? null,
    });
    ctx.logSubject(`${body.workNo} ${body.name}`);
    return okMsg(STAFF_MESSAGES.addOk);
  });

  r.route(staffRoutes.edit, async (ctx, { body }) => {
    const row = await ctx.db.byId(schoolStaff, body.id);
    if (!row) return fail(STAFF_MESSAGES.notFound);
    await ctx.db.update(
      schoolStaff,
      { workNo: body.workNo, name: body.name, staffType: body.staffType, phone: body.phone ?? null },
      eq(schoolStaff.id, row.id),
    );
    ctx.logSubject(`${body.workNo} ${body.name}`);
    return okMsg(STAFF_MESSAGES.editOk);
  });

  r.route(staffRoutes.delete, async (ctx, { query }) => {
    const row = await ctx.db.byId(schoolStaff, query.id);
    if (!row) return fail(STAFF_MESSAGES.notFound);
    await ctx.db.delete(schoolStaff, eq(schoolStaff.id, row.id));
    ctx.logSubject(`${row.workNo} ${row.name}`);
    return okMsg(STAFF_MESSAGES.deleteOk);
  });

  r.route(staffRoutes.scope, async (ctx, { query }) => {
    const row = await ctx.db.byId(schoolStaff, query.id);
    if (!row) return fail(STAFF_MESSAGES.notFound);
    const units = await loadUnits(ctx.db);
    const scopeIds = new Set(units.filter((u) => u.kind && SCOPE_KINDS.includes(u.kind)).map((u) => u.id));
    const [memberships, caseload] = await Promise.all([
      ctx.db.list(sysUserDepart, { where: eq(sysUserDepart.userId, row.userId) }),
      ctx.db
        .select({ id: schoolStudent.id, studentNo: schoolStudent.studentNo, name: schoolStudent.name })
        .from(schoolCaseload)
        .innerJoin(schoolStudent, eq(schoolStudent.id, schoolCaseload.studentId))
        .where(eq(schoolCaseload.userId, row.userId)),
    ]);
    return ok({ departIds: memberships.map((m) => m.depId).filter((id) => scopeIds.has(id)), caseload });
  });

  r.route(staffRoutes.saveScope, async (ctx, { body }) => {
    const row = await ctx.db.byId(schoolStaff, body.id);
    if (!row) return fail(STAFF_MESSAGES.notFound);
    const units = await ctx.db.list(schoolUnit, { where: inArray(schoolUnit.kind, SCOPE_KINDS) });
    const scopeIds = new Set(units.map((u) => u.departId));
    const departIds = [...new Set(body.departIds)];
    if (departIds.some((id) => !scopeIds.has(id))) return fail(STAFF_MESSAGES.notFound);
    const studentIds = [...new Set(body.studentIds)];
    const students = studentIds.length
      ? await ctx.db.count(schoolStudent, inArray(schoolStudent.id, studentIds))
      : 0;
    if (students !== studentIds.length) return fail(STAFF_MESSAGES.notFound);
    await ctx.db.transaction(async (tdb) => {
      // Only memberships of school levels are scope; the user's other departments stay as they are.
      await tdb.delete(
        sysUserDepart,
        and(eq(sysUserDepart.userId, row.userId), inArray(sysUserDepart.depId, [...scopeIds])) ??
          eq(sysUserDepart.id, ''),
      );
      await tdb.insert(
        sysUserDepart,
        departIds.map((depId) => ({ userId: row.userId, depId })),
      );
      await tdb.delete(schoolCaseload, eq(schoolCaseload.userId, row.userId));
      await tdb.insert(
        schoolCaseload,
        studentIds.map((studentId) => ({ userId: row.userId, studentId })),
      );
    });
    ctx.logSubject(`${row.workNo} ${row.name}`);
    return okMsg(STAFF_MESSAGES.scopeOk);
  });
}
