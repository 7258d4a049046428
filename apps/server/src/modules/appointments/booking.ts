import {
  BOOKING_ACTION_LABELS,
  BOOKING_MESSAGES,
  type BookingAction,
  bookingRoutes,
  type MyBooking,
} from '@xinmiao/shared';
import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { fail, ok, okMsg, okWith } from '../../core/envelope.ts';
import { allOf } from '../../core/query.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { counsellingBooking, counsellingRoom, schoolStudent } from '../../db/schema.ts';
import { studentsVisibleTo } from '../../policies/student.ts';
import { nextStatus, type Step } from './booking-machine.ts';
import { type BookingRow, toBookings } from './booking-records.ts';
import { attachToCase } from './cases.ts';
import { parseChinaTime } from './clock.ts';
import { reportBookingRisk } from './crisis-signal.ts';
import { rotaSlotAt } from './slots.ts';

/** The student record of the signed-in account, if it is a student's. */
async function ownStudent(ctx: AuthCtx) {
  return ctx.db.first(schoolStudent, eq(schoolStudent.userId, ctx.userId));
}

/** Bookings of the students the caller may see (policies/student.ts). */
async function inReach(ctx: AuthCtx) {
  const visible = ctx.db
    .select({ id: schoolStudent.id })
    .from(schoolStudent)
    .where(await studentsVisibleTo(ctx));
  return ctx.db.inSelect(counsellingBooking.studentId, visible);
}

/** A future slot of the counsellor's rota at `slotStart`, or why there is none. */
async function openSlot(db: TenantDb, counsellorId: string, slotStart: string) {
  const start = parseChinaTime(slotStart);
  if (Number.isNaN(start.getTime()) || start.getTime() <= Date.now())
    return { error: BOOKING_MESSAGES.slotPast };
  const slot = await rotaSlotAt(db, counsellorId, start);
  return slot ? { slot } : { error: BOOKING_MESSAGES.noSlot };
}

/**
 * Moves a booking on by one step, guarded by the status it was read in, so two staff pressing at
 * once cannot both move it: the second finds it changed and is refused.
 */
async function move(
  db: TenantDb,
  row: BookingRow,
  step: Step,
  set: Partial<typeof counsellingBooking.$inferInsert>,
  riskLevel?: number,
): Promise<string | null> {
  const outcome = nextStatus(row.status, step, {
    now: new Date(),
    slotStart: row.slotStart,
    ...(riskLevel === undefined ? {} : { riskLevel }),
  });
  if (!outcome.ok) return outcome.message;
  const changed = await db.update(
    counsellingBooking,
    { ...set, status: outcome.status },
    allOf(eq(counsellingBooking.id, row.id), eq(counsellingBooking.status, row.status)),
  );
  return changed === 1 ? null : '预约状态已变化，请刷新后重试';
}

async function centreStep(ctx: AuthCtx, row: BookingRow, body: BookingAction): Promise<string | null> {
  switch (body.action) {
    case 'prescreen': {
      const risk = Number(body.riskLevel);
      const problem = await move(
        ctx.db,
        row,
        'prescreen',
        { riskLevel: risk, prescreenNote: body.note || null, prescreenBy: ctx.userId },
        risk,
      );
      if (problem) return problem;
      const after = await ctx.db.byId(counsellingBooking, row.id);
      if (after?.status === 'routed_crisis') await reportBookingRisk(ctx, after);
      return null;
    }
    case 'confirm': {
      const roomId = body.roomId || row.roomId;
      if (roomId && roomId !== row.roomId && !(await ctx.db.byId(counsellingRoom, roomId))) {
        return BOOKING_MESSAGES.notFound;
      }
      return move(ctx.db, row, 'confirm', { roomId: roomId ?? null });
    }
    case 'cancel':
      return move(ctx.db, row, 'cancel', { cancelReason: body.reason });
    case 'reschedule': {
      const found = await openSlot(ctx.db, row.counsellorId, body.slotStart);
      if (!found.slot) return found.error;
      return move(ctx.db, row, 'reschedule', {
        slotStart: found.slot.start,
        slotEnd: found.slot.end,
        roomId: found.slot.line.roomId,
        mode: found.slot.line.mode,
        rescheduleCount: row.rescheduleCount + 1,
        remindedTime: null,
      });
    }
    case 'complete':
      return ctx.db.transaction(async (tdb) => {
        const problem = await move(tdb, row, 'complete', {});
        if (problem) return problem;
        await attachToCase(tdb, row);
        return null;
      });
    default:
      return move(ctx.db, row, body.action, {});
  }
}

/** 咨询预约: the student's booking page and the centre's steps of the state machine. */
export function registerBookingRoutes(r: Registrar): void {
  r.route(bookingRoutes.book, async (ctx, { body }) => {
    // One tenant transaction for the reads and the insert: under a burst every request costs as
    // few round trips as it can. The partial unique indexes decide between simultaneous requests,
    // and the loser's 23505 becomes 该时段已被预约 at once (core/constraint-messages.ts).
    const outcome = await ctx.db.transaction<{ error: string } | { id: string; student: string }>(
      async (tdb) => {
        const student = await tdb.first(schoolStudent, eq(schoolStudent.userId, ctx.userId));
        if (!student) return { error: BOOKING_MESSAGES.notStudent };
        const found = await openSlot(tdb, body.counsellorId, body.slotStart);
        if (!found.slot) return { error: found.error };
        const [id] = await tdb.insert(counsellingBooking, {
          studentId: student.id,
          counsellorId: body.counsellorId,
          roomId: found.slot.line.roomId,
          slotStart: found.slot.start,
          slotEnd: found.slot.end,
          mode: found.slot.line.mode,
          topic: body.topic,
          intake: body.intake || null,
          consentTime: new Date(),
        });
        return { id: id ?? '', student: student.name };
      },
    );
    if ('error' in outcome) return fail(outcome.error);
    ctx.logSubject(`${outcome.student} ${body.slotStart}`);
    return okWith(BOOKING_MESSAGES.booked, { id: outcome.id });
  });

  r.route(bookingRoutes.mine, async (ctx) => {
    const student = await ownStudent(ctx);
    if (!student) return ok([]);
    const rows = await ctx.db.list(counsellingBooking, {
      where: eq(counsellingBooking.studentId, student.id),
      orderBy: [desc(counsellingBooking.slotStart)],
      limit: 100,
    });
    const bookings = await toBookings(ctx.db, rows);
    return ok(
      bookings.map(({ riskLevel: _risk, prescreenNote: _note, studentNo: _no, ...mine }): MyBooking => mine),
    );
  });

  r.route(bookingRoutes.cancelMine, async (ctx, { body }) => {
    const student = await ownStudent(ctx);
    const row = student
      ? await ctx.db.first(
          counsellingBooking,
          and(eq(counsellingBooking.id, body.id), eq(counsellingBooking.studentId, student.id)),
        )
      : undefined;
    if (!row) return fail(BOOKING_MESSAGES.notFound);
    const problem = await move(ctx.db, row, 'studentCancel', { cancelReason: body.reason });
    if (problem) return fail(problem);
    ctx.logSubject(row.topic);
    return okMsg(BOOKING_MESSAGES.cancelled);
  });

  r.route(bookingRoutes.list, async (ctx, { query }) => {
    const rows = await ctx.db.list(counsellingBooking, {
      where: and(
        gte(counsellingBooking.slotStart, parseChinaTime(`${query.from} 00:00`)),
        lt(
          counsellingBooking.slotStart,
          new Date(parseChinaTime(`${query.to} 00:00`).getTime() + 86_400_000),
        ),
        query.counsellorId ? eq(counsellingBooking.counsellorId, query.counsellorId) : undefined,
        query.roomId ? eq(counsellingBooking.roomId, query.roomId) : undefined,
        query.status ? eq(counsellingBooking.status, query.status) : undefined,
        await inReach(ctx),
      ),
      orderBy: [asc(counsellingBooking.slotStart)],
      limit: 2000,
    });
    return ok(await toBookings(ctx.db, rows));
  });

  r.route(bookingRoutes.action, async (ctx, { body }) => {
    const row = await ctx.db.first(
      counsellingBooking,
      and(eq(counsellingBooking.id, body.id), await inReach(ctx)),
    );
    if (!row) return fail(BOOKING_MESSAGES.notFound);
    const problem = await centreStep(ctx, row, body);
    if (problem) return fail(problem);
    ctx.logSubject(row.topic, BOOKING_ACTION_LABELS[body.action]);
    return okMsg(BOOKING_MESSAGES.done);
  });
}
