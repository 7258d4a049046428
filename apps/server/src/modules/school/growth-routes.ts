import { growthRoutes, STUDENT_MESSAGES } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import { appendGrowthEvents } from '../../core/growth-events.ts';
import { findInReach } from '../../core/policy/policy.ts';
import type { Registrar } from '../../core/register-route.ts';
import { schoolStudent } from '../../db/schema.ts';
import { readTimeline } from './growth-read.ts';
import { studentPolicy } from './policies/student.ts';

/** 成长档案: a student's timeline (read audited, need-to-know per event) and hand-written notes. */
export function registerGrowthRoutes(r: Registrar): void {
  r.route(growthRoutes.timeline, async (ctx, { query }) => {
    const { studentId, ...page } = query;
    const student = await findInReach(ctx, studentPolicy, studentId);
    if (!student) return fail(STUDENT_MESSAGES.notFound);
    return ok(await readTimeline(ctx.db, student, { self: false, permissions: ctx.permissions }, page));
  });

  // The signed-in student's own file: their own events only, without staff-only ones.
  r.route(growthRoutes.mine, async (ctx, { query }) => {
    const student = await ctx.db.first(schoolStudent, eq(schoolStudent.userId, ctx.userId));
    if (!student) return fail(STUDENT_MESSAGES.notFound);
    return ok(await readTimeline(ctx.db, student, { self: true }, query));
  });

  r.route(growthRoutes.addNote, async (ctx, { body }) => {
    const student = await findInReach(ctx, studentPolicy, body.studentId);
    if (!student) return fail(STUDENT_MESSAGES.notFound);
    await appendGrowthEvents(ctx.db, [
      {
        studentId: student.id,
        kind: 'note',
        visibility: 'staff',
        title: body.title,
        payload: { content: body.content },
        sourceModule: 'growth',
      },
    ]);
    ctx.logSubject(`${student.studentNo} ${student.name}`);
    return okMsg('添加成功！');
  });
}
