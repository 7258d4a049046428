import { RELAX_MESSAGES, relaxRoutes } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import type { Registrar } from '../../core/register-route.ts';
import { chinaToday } from '../../core/time.ts';
import { relaxUsage, schoolStudent } from '../../db/schema.ts';
import type { Notifier } from '../../realtime/notifier.ts';
import { myMoodEntries, saveMood } from './mood-diary.ts';

/** The student record of the signed-in account: a diary belongs to it and to nobody else. */
export function ownStudent(ctx: AuthCtx) {
  return ctx.db.first(schoolStudent, eq(schoolStudent.userId, ctx.userId));
}

/** 心情日记: only the student reads and writes it; no staff route reads an entry. */
export function registerMoodRoutes(r: Registrar, notifier: Notifier): void {
  r.route(relaxRoutes.myMood, async (ctx, { query }) => {
    const student = await ownStudent(ctx);
    if (!student) return ok([]);
    return ok(await myMoodEntries(ctx.db, student.id, query.days));
  });

  r.route(relaxRoutes.saveMood, async (ctx, { body }) => {
    const student = await ownStudent(ctx);
    if (!student) return fail(RELAX_MESSAGES.notStudent);
    const saved = await saveMood(ctx.db, student.id, body, notifier);
    return saved ? ok(saved) : fail(RELAX_MESSAGES.dayOutOfRange);
  });

  // A use of the planet, counted anonymously for the centre; an account without a student record
  // (staff trying the page) is not counted.
  r.route(relaxRoutes.myUsage, async (ctx, { body }) => {
    const student = await ownStudent(ctx);
    if (student)
      await ctx.db.insert(relaxUsage, {
        studentId: student.id,
        kind: body.kind,
        seconds: body.seconds,
        day: chinaToday(),
      });
    return okMsg(RELAX_MESSAGES.saved);
  });
}
