import { type CounsellingNote, NOTE_MESSAGES, NOTE_STATUSES, noteRoutes } from '@xinmiao/shared';
import { asc, eq, isNull } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import { AppError } from '../../core/errors.ts';
import { abilitiesOf, allows, findInReach } from '../../core/policy/policy.ts';
import { allOf } from '../../core/query.ts';
import type { Registrar } from '../../core/register-route.ts';
import { formatDateTime } from '../../core/time.ts';
import { counsellingBooking, counsellingNote } from '../../db/schema.ts';
import { move } from './booking-moves.ts';
import { counsellingNotePolicy } from './policies/counselling-note.ts';
import { memberNames } from './rota.ts';

type NoteRow = typeof counsellingNote.$inferSelect;

async function toNotes(ctx: AuthCtx, rows: readonly NoteRow[]): Promise<CounsellingNote[]> {
  const signers = await memberNames(
    ctx.db,
    rows.flatMap((r) => (r.signedBy ? [r.signedBy] : [])),
  );
  return rows.map((r) => ({
    id: r.id,
    bookingId: r.bookingId,
    version: r.version,
    content: r.content,
    amendReason: r.amendReason,
    signedBy: r.signedBy ? (signers.get(r.signedBy) ?? '') : null,
    signedTime: formatDateTime(r.signedTime),
    createTime: formatDateTime(r.createTime) ?? '',
  }));
}

/** The booking of a note for its treating counsellor; anyone else is refused (and audited). */
async function bookingForWriter(ctx: AuthCtx, bookingId: string) {
  const booking = await findInReach(ctx, counsellingNotePolicy, bookingId);
  if (!booking) throw new AppError('未找到对应数据');
  if (!(await allows(ctx, counsellingNotePolicy, 'write', booking)))
    throw new AppError(NOTE_MESSAGES.notTreating);
  if (!(NOTE_STATUSES as readonly string[]).includes(booking.status))
    throw new AppError(NOTE_MESSAGES.notDue);
  return booking;
}

const latest = (ctx: AuthCtx, bookingId: string) =>
  ctx.db.list(counsellingNote, {
    where: eq(counsellingNote.bookingId, bookingId),
    orderBy: [asc(counsellingNote.version)],
  });

/**
 * 咨询记录: the treating counsellor (of a 生涯咨询, its 生涯导师) writes a draft, signs it (locked for
 * good), and amends a signed note only as a new version with a reason. Readers are the note policy's,
 * by the booking's kind; a student reads their own signed 生涯咨询 note. Every read and every
 * refusal is written to the read audit.
 */
export function registerNoteRoutes(r: Registrar): void {
  r.route(noteRoutes.mine, async (ctx, { query }) => {
    // A student's own booking is not in a staff reach: the note policy's `readOwn` rule alone decides.
    const booking = await ctx.db.byId(counsellingBooking, query.bookingId);
    if (!booking || !(await allows(ctx, counsellingNotePolicy, 'readOwn', booking)))
      return fail(NOTE_MESSAGES.careerRefused, 510);
    const signed = (await latest(ctx, booking.id)).filter((v) => v.signedTime).at(-1);
    if (!signed) return ok(null);
    const [note] = await toNotes(ctx, [signed]);
    return ok(
      note
        ? {
            bookingId: booking.id,
            content: note.content,
            signedBy: note.signedBy,
            signedTime: note.signedTime,
          }
        : null,
    );
  });

  r.route(noteRoutes.versions, async (ctx, { query }) => {
    const booking = await findInReach(ctx, counsellingNotePolicy, query.bookingId);
    if (!booking) return fail('未找到对应数据');
    const access = await abilitiesOf(ctx, counsellingNotePolicy, booking);
    if (!access.read) {
      await ctx.auditRead(`${noteRoutes.versions.path}#refused`, [booking.id, booking.studentId]);
      return fail(booking.kind === 'career' ? NOTE_MESSAGES.careerRefused : NOTE_MESSAGES.refused, 510);
    }
    const rows = await latest(ctx, booking.id);
    await ctx.auditRead(noteRoutes.versions.path, [booking.id, booking.studentId]);
    return ok({ bookingId: booking.id, canWrite: access.write, versions: await toNotes(ctx, rows) });
  });

  r.route(noteRoutes.save, async (ctx, { body }) => {
    const booking = await bookingForWriter(ctx, body.bookingId);
    const versions = await latest(ctx, booking.id);
    const last = versions.at(-1);
    if (last && !last.signedTime) {
      await ctx.db.update(
        counsellingNote,
        { content: body.content, amendReason: body.amendReason || last.amendReason },
        allOf(eq(counsellingNote.id, last.id), isNull(counsellingNote.signedTime)),
      );
    } else {
      if (last && !body.amendReason) return fail(NOTE_MESSAGES.amendReason);
      // A concurrent save of the same version loses on uq_counselling_note_version.
      await ctx.db.insert(counsellingNote, {
        bookingId: booking.id,
        version: (last?.version ?? 0) + 1,
        content: body.content,
        amendReason: last ? (body.amendReason ?? null) : null,
      });
    }
    ctx.logSubject(
      `${booking.topic} 第 ${last && !last.signedTime ? last.version : (last?.version ?? 0) + 1} 版`,
    );
    return okMsg(NOTE_MESSAGES.saved);
  });

  r.route(noteRoutes.sign, async (ctx, { body }) => {
    const booking = await bookingForWriter(ctx, body.bookingId);
    const last = (await latest(ctx, booking.id)).at(-1);
    if (!last || last.signedTime) return fail(NOTE_MESSAGES.empty);
    await ctx.db.transaction(async (tdb) => {
      await tdb.update(
        counsellingNote,
        { signedBy: ctx.userId, signedTime: new Date() },
        allOf(eq(counsellingNote.id, last.id), isNull(counsellingNote.signedTime)),
      );
      // The first signature closes the session's note; an amendment's signature changes no status.
      if (booking.status !== 'note_signed') {
        const problem = await move(tdb, booking, 'sign', {});
        if (problem) throw new AppError(problem);
      }
    });
    ctx.logSubject(`${booking.topic} 第 ${last.version} 版`);
    return okMsg(NOTE_MESSAGES.signed);
  });
}
