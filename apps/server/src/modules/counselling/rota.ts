import { COUNSELLING_MESSAGES, counsellingRoutes, type RotaLine, WEEKDAYS } from '@xinmiao/shared';
import { and, asc, eq } from 'drizzle-orm';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import { sqlList } from '../../core/list/sql-list.ts';
import { tenantMembers } from '../../core/members.ts';
import type { PermissionService } from '../../core/permissions.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import {
  counsellingRoom,
  counsellingRota,
  counsellingRotaException,
  schoolStaff,
  sysPermission,
  sysRolePermission,
  sysUserRole,
} from '../../db/schema.ts';
import { studentPlaces } from './room-availability.ts';
import { roomLabel } from './rooms.ts';

type RotaRow = typeof counsellingRota.$inferSelect;
type RotaFields = {
  counsellorId: string;
  weekday: number;
  startTime: string;
  endTime: string;
  slotMinutes: number;
  seats?: number | undefined;
  mode: 'offline' | 'online';
  roomId?: string | null | undefined;
  specialties?: string | undefined;
  targetGroups?: string | undefined;
  kind?: 'psych' | 'career' | undefined;
};

/** What makes a member a 生涯导师, who may hold 生涯咨询 rota lines. */
const CAREER_MENTOR_CODE = 'counselling:booking:career';

/**
 * Counsellors: the school's 咨询师 records, the members whose roles make them 生涯导师, and every
 * member already on the rota, by name.
 */
export async function counsellors(db: TenantDb): Promise<{ id: string; name: string }[]> {
  const [staff, onRota, mentors] = await Promise.all([
    db
      .select({ id: schoolStaff.userId, name: schoolStaff.name })
      .from(schoolStaff)
      .where(eq(schoolStaff.staffType, 'consultant')),
    db
      .select({ id: counsellingRota.counsellorId })
      .from(counsellingRota)
      .groupBy(counsellingRota.counsellorId),
    db
      .select({ id: sysUserRole.userId })
      .from(sysUserRole)
      .innerJoin(sysRolePermission, eq(sysRolePermission.roleId, sysUserRole.roleId))
      .innerJoin(sysPermission, eq(sysPermission.id, sysRolePermission.permissionId))
      .where(and(eq(sysPermission.perms, CAREER_MENTOR_CODE), eq(sysPermission.delFlag, 0))),
  ]);
  const known = new Set(staff.map((s) => s.id));
  const others = await tenantMembers(db, [
    ...new Set([...onRota, ...mentors].map((r) => r.id).filter((id) => !known.has(id))),
  ]);
  return [...staff, ...others.map((m) => ({ id: m.id, name: m.realname || m.username }))].sort((a, b) =>
    a.name.localeCompare(b.name, 'zh'),
  );
}

/** Names of the given users in this tenant (counsellors, signers). */
export async function memberNames(db: TenantDb, ids: readonly string[]): Promise<Map<string, string>> {
  const members = await tenantMembers(db, [...new Set(ids)]);
  return new Map(members.map((m) => [m.id, m.realname || m.username]));
}

async function toLines(db: TenantDb, rows: readonly RotaRow[]): Promise<RotaLine[]> {
  const [names, rooms] = await Promise.all([
    memberNames(
      db,
      rows.map((r) => r.counsellorId),
    ),
    db.list(counsellingRoom, { withDeleted: true }),
  ]);
  const roomNames = new Map(rooms.map((r) => [r.id, roomLabel(r)]));
  return rows.map((r) => ({
    id: r.id,
    counsellorId: r.counsellorId,
    counsellorName: names.get(r.counsellorId) ?? '',
    weekday: r.weekday,
    startTime: r.startTime,
    endTime: r.endTime,
    slotMinutes: r.slotMinutes,
    seats: r.seats,
    mode: r.mode,
    roomId: r.roomId,
    roomName: r.roomId ? (roomNames.get(r.roomId) ?? null) : null,
    specialties: r.specialties,
    targetGroups: r.targetGroups,
    kind: r.kind,
  }));
}

/**
 * Refuses a 生涯咨询 line of someone who is no 生涯导师 (holds no `counselling:booking:career` here).
 * Asked before the line's transaction: the permission service reads outside it.
 */
async function careerRefusal(db: TenantDb, permissions: PermissionService, line: RotaFields) {
  if (line.kind !== 'career') return null;
  const codes = await permissions.codes(line.counsellorId, db.tenantId);
  return codes.has(CAREER_MENTOR_CODE) ? null : COUNSELLING_MESSAGES.notCareerMentor;
}

/**
 * Refuses a line naming someone outside the school, a room it does not have, or more seats than
 * the room takes. Clashes of counsellor or room are the database's to refuse (counselling_rota_cell).
 */
async function checkRefs(db: TenantDb, line: RotaFields): Promise<string | null> {
  const [member] = await tenantMembers(db, [line.counsellorId]);
  if (!member) return COUNSELLING_MESSAGES.notCounsellor;
  if (line.roomId) {
    const room = await db.byId(counsellingRoom, line.roomId);
    if (!room) return COUNSELLING_MESSAGES.notFound;
    if (line.mode === 'online' && !room.meetingUrl) return COUNSELLING_MESSAGES.onlineNeedsLink;
    if ((line.seats ?? 1) > studentPlaces(room)) return COUNSELLING_MESSAGES.seatsOverCapacity;
  }
  return null;
}

const rowOf = (line: RotaFields) => ({
  counsellorId: line.counsellorId,
  weekday: line.weekday,
  startTime: line.startTime,
  endTime: line.endTime,
  slotMinutes: line.slotMinutes,
  seats: line.seats ?? 1,
  mode: line.mode,
  roomId: line.roomId || null,
  specialties: line.specialties || null,
  targetGroups: line.targetGroups || null,
  kind: line.kind ?? 'psych',
});

const subject = (line: { weekday: number; startTime: string; endTime: string }) =>
  `${WEEKDAYS[line.weekday - 1]} ${line.startTime}-${line.endTime}`;

/** 排班: weekly template lines per counsellor (no clashes of counsellor or room) and days off. */
export function registerRotaRoutes(r: Registrar, permissions: PermissionService): void {
  r.route(counsellingRoutes.counsellors, async (ctx) => ok(await counsellors(ctx.db)));

  r.route(
    counsellingRoutes.rota,
    sqlList(counsellingRoutes.rota, {
      table: counsellingRota,
      sort: { weekday: counsellingRota.weekday },
      filters: { counsellorId: counsellingRota.counsellorId, weekday: counsellingRota.weekday },
      defaultOrder: [
        asc(counsellingRota.weekday),
        asc(counsellingRota.startTime),
        asc(counsellingRota.counsellorId),
      ],
      tiebreak: asc(counsellingRota.id),
      toRecords: (rows, ctx) => toLines(ctx.db, rows),
    }),
  );

  r.route(counsellingRoutes.addRota, async (ctx, { body }) => {
    const refusal = await careerRefusal(ctx.db, permissions, body);
    if (refusal) return fail(refusal);
    return ctx.db.transaction(async (tdb) => {
      const problem = await checkRefs(tdb, body);
      if (problem) return fail(problem);
      await tdb.insert(counsellingRota, rowOf(body));
      ctx.logSubject(subject(body));
      return okMsg(COUNSELLING_MESSAGES.saved);
    });
  });

  r.route(counsellingRoutes.editRota, async (ctx, { body }) => {
    const refusal = await careerRefusal(ctx.db, permissions, body);
    if (refusal) return fail(refusal);
    return ctx.db.transaction(async (tdb) => {
      if (!(await tdb.byId(counsellingRota, body.id))) return fail(COUNSELLING_MESSAGES.notFound);
      const problem = await checkRefs(tdb, body);
      if (problem) return fail(problem);
      await tdb.update(counsellingRota, rowOf(body), eq(counsellingRota.id, body.id));
      ctx.logSubject(subject(body));
      return okMsg(COUNSELLING_MESSAGES.saved);
    });
  });

  r.route(counsellingRoutes.deleteRota, async (ctx, { query }) => {
    const row = await ctx.db.byId(counsellingRota, query.id);
    if (!row) return fail(COUNSELLING_MESSAGES.notFound);
    await ctx.db.delete(counsellingRota, eq(counsellingRota.id, row.id));
    ctx.logSubject(subject(row));
    return okMsg(COUNSELLING_MESSAGES.deleted);
  });

  r.route(counsellingRoutes.exceptions, async (ctx) => {
    const rows = await ctx.db.list(counsellingRotaException, {
      orderBy: [asc(counsellingRotaException.day)],
    });
    const names = await memberNames(
      ctx.db,
      rows.map((r) => r.counsellorId),
    );
    return ok(
      rows.map((r) => ({
        id: r.id,
        counsellorId: r.counsellorId,
        counsellorName: names.get(r.counsellorId) ?? '',
        day: r.day,
        reason: r.reason,
      })),
    );
  });

  r.route(counsellingRoutes.addException, async (ctx, { body }) => {
    const [member] = await tenantMembers(ctx.db, [body.counsellorId]);
    if (!member) return fail(COUNSELLING_MESSAGES.notCounsellor);
    await ctx.db.insert(counsellingRotaException, body);
    ctx.logSubject(`${member.realname} ${body.day}`);
    return okMsg(COUNSELLING_MESSAGES.saved);
  });

  r.route(counsellingRoutes.deleteException, async (ctx, { query }) => {
    const row = await ctx.db.byId(counsellingRotaException, query.id);
    if (!row) return fail(COUNSELLING_MESSAGES.notFound);
    await ctx.db.delete(counsellingRotaException, eq(counsellingRotaException.id, row.id));
    ctx.logSubject(row.day);
    return okMsg(COUNSELLING_MESSAGES.deleted);
  });
}
