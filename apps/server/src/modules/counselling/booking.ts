import { BOOKING_ACTION_LABELS, BOOKING_MESSAGES, bookingRoutes, type MyBooking } from '@xinmiao/shared';
import { and, asc, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { fail, ok, okMsg, okWith } from '../../core/envelope.ts';
import { allows, findInReach, listCondition } from '../../core/policy/policy.ts';
import type { Registrar } from '../../core/register-route.ts';
import { chinaDateTime, parseChinaTime } from '../../core/time.ts';
import { counsellingBooking, counsellingBookingEvent, schoolStudent } from '../../db/schema.ts';
import type { Notifier } from '../../realtime/notifier.ts';
import { withBookingAbilities } from './booking-abilities.ts';
import { claimSlot } from './booking-claim.ts';
import { toBookingEvents } from './booking-history.ts';
import { listBookings } from './booking-list.ts';
import { move } from './booking-moves.ts';
import { toBookings } from './booking-records.ts';
import { centreStep } from './centre-steps.ts';
import { counsellingBookingPolicy } from './policies/counselling-booking.ts';

/** The student record of the signed-in account, if it is a student's. */
async function ownStudent(ctx: AuthCtx) {
  return ctx.db.first(schoolStudent, eq(schoolStudent.userId, ctx.userId));
}

/** 咨询预约: the student's booking page and the centre's steps of the state machine. */
export function registerBookingRoutes(r: Registrar, notifier: Notifier): void {
  r.route(bookingRoutes.book, async (ctx, { body }) => {
    // One tenant transaction for the reads, the claim and the insert: under a burst every request
    // costs as few round trips as it can, and a loser is refused at the claim without waiting
    // (booking-claim.ts). The partial unique indexes still decide if anything slips past.
    const outcome = await ctx.db.transaction<{ error: string } | { id: string; student: string }>(
      async (tdb) => {
        const student = await tdb.first(schoolStudent, eq(schoolStudent.userId, ctx.userId));
        if (!student) return { error: BOOKING_MESSAGES.notStudent };
        const claim = await claimSlot(tdb, { counsellorId: body.counsellorId, slotStart: body.slotStart });
        if ('error' in claim) return claim;
        // The kind is the line's: a 生涯导师's slot is a 生涯咨询, a 咨询师's a 心理咨询.
        if (claim.slot.line.kind !== body.kind) return { error: BOOKING_MESSAGES.wrongKind };
        const [id = ''] = await tdb.insert(counsellingBooking, {
          studentId: student.id,
          counsellorId: body.counsellorId,
          roomId: claim.roomId,
          slotStart: claim.slot.start,
          slotEnd: claim.slot.end,
          seat: claim.seat,
          mode: claim.mode,
          kind: body.kind,
          topic: body.topic,
          // A 生涯咨询 asks no intake: nothing clinical is kept for it.
          intake: body.kind === 'career' ? null : body.intake || null,
          consentTime: new Date(),
        });
        await tdb.insert(counsellingBookingEvent, {
          bookingId: id,
          step: 'book',
          fromStatus: '',
          toStatus: 'requested',
        });
        return { id, student: student.name };
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
    const problem = await move(
      ctx.db,
      row,
      'studentCancel',
      { cancelReason: body.reason },
      { note: body.reason },
    );
    if (problem) return fail(problem);
    ctx.logSubject(row.topic);
    return okMsg(BOOKING_MESSAGES.cancelled);
  });

  r.route(bookingRoutes.page, listBookings);

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
        await listCondition(ctx, counsellingBookingPolicy),
      ),
      orderBy: [asc(counsellingBooking.slotStart)],
      limit: 2000,
    });
    return ok(await withBookingAbilities(ctx, rows, await toBookings(ctx.db, rows)));
  });

  r.route(bookingRoutes.today, async (ctx) => {
    const day = chinaDateTime(new Date()).slice(0, 10);
    const from = parseChinaTime(`${day} 00:00`);
    const rows = await ctx.db
      .select({ status: counsellingBooking.status, count: count() })
      .from(counsellingBooking)
      .where(
        and(
          gte(counsellingBooking.slotStart, from),
          lt(counsellingBooking.slotStart, new Date(from.getTime() + 86_400_000)),
          await listCondition(ctx, counsellingBookingPolicy),
        ),
      )
      .groupBy(counsellingBooking.status);
    const statuses = rows.map((r) => ({ status: r.status, count: Number(r.count) }));
    return ok({ total: statuses.reduce((n, r) => n + r.count, 0), statuses });
  });

  r.route(bookingRoutes.history, async (ctx, { query }) => {
    const row = await findInReach(ctx, counsellingBookingPolicy, query.id);
    if (!row) return fail(BOOKING_MESSAGES.notFound);
    const events = await ctx.db.list(counsellingBookingEvent, {
      where: eq(counsellingBookingEvent.bookingId, row.id),
      orderBy: [asc(counsellingBookingEvent.createTime)],
    });
    await ctx.auditRead(bookingRoutes.history.path, [row.id, row.studentId]);
    const lines = await toBookingEvents(ctx.db, events);
    // Step notes carry the pre-screen findings and reasons: clinical, like the intake.
    if (await allows(ctx, counsellingBookingPolicy, 'readIntake', row)) return ok(lines);
    return ok(lines.map((line) => ({ ...line, note: null })));
  });

  r.route(bookingRoutes.action, async (ctx, { body }) => {
    const row = await findInReach(ctx, counsellingBookingPolicy, body.id);
    if (!row) return fail(BOOKING_MESSAGES.notFound);
    const problem = await centreStep(ctx, notifier, row, body);
    if (problem) return fail(problem);
    ctx.logSubject(row.topic, BOOKING_ACTION_LABELS[body.action]);
    return okMsg(BOOKING_MESSAGES.done);
  });
}
