import { FOCUS_MESSAGES, focusPlanRoutes, STUDENT_MESSAGES } from '@xinmiao/shared';
import { asc, desc, eq } from 'drizzle-orm';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import { sqlList } from '../../core/list/sql-list.ts';
import { authorize, findInReach, listCondition } from '../../core/policy/policy.ts';
import type { Registrar } from '../../core/register-route.ts';
import { focusPlan } from '../../db/schema.ts';
import { studentNoFilter, studentPolicy } from '../school/index.ts';
import { addPlan, addReview, editPlan, planDetail, planRecords, staffOptions, tickMeasure } from './plans.ts';
import { focusPlanPolicy, isCentre } from './policies/focus-plan.ts';

/**
 * 一生一策: the centre opens a plan for a student in focus and names the responsible people; they
 * and the centre read it (each read audited, under the plan and under its student) and write reviews.
 */
export function registerFocusRoutes(r: Registrar): void {
  r.route(
    focusPlanRoutes.list,
    sqlList(focusPlanRoutes.list, {
      table: focusPlan,
      sort: { createTime: focusPlan.createTime, nextReviewDate: focusPlan.nextReviewDate },
      filters: {
        status: focusPlan.status,
        basis: focusPlan.basis,
        studentNo: studentNoFilter(focusPlan.studentId),
      },
      scope: (ctx) => listCondition(ctx, focusPlanPolicy),
      defaultOrder: [desc(focusPlan.createTime)],
      tiebreak: asc(focusPlan.id),
      toRecords: async (rows, ctx) => {
        await ctx.auditRead(
          focusPlanRoutes.list.path,
          rows.map((row) => row.studentId),
        );
        return planRecords(ctx, rows);
      },
    }),
  );

  r.route(focusPlanRoutes.get, async (ctx, { query }) => {
    const { record } = await authorize(ctx, focusPlanPolicy, 'view', query.id);
    // The reply's id is the plan's (audited by the route); the student is audited here.
    await ctx.auditRead(focusPlanRoutes.get.path, [record.studentId]);
    return ok(await planDetail(ctx, record));
  });

  r.route(focusPlanRoutes.staff, async (ctx) => ok(await staffOptions(ctx.db)));

  r.route(focusPlanRoutes.add, async (ctx, { body }) => {
    // Only the centre opens plans: anyone else would name themselves into a student's plan.
    if (!isCentre(ctx)) return fail(FOCUS_MESSAGES.centreOnly);
    const { studentId, ...fields } = body;
    const student = await findInReach(ctx, studentPolicy, studentId);
    if (!student) return fail(STUDENT_MESSAGES.notFound);
    await addPlan(ctx.db, student.id, fields);
    ctx.logSubject(`${student.studentNo} ${student.name}`);
    return okMsg(FOCUS_MESSAGES.addOk);
  });

  r.route(focusPlanRoutes.edit, async (ctx, { body }) => {
    const { id, ...fields } = body;
    const { record } = await authorize(ctx, focusPlanPolicy, 'edit', id);
    await editPlan(ctx.db, record, fields);
    ctx.logSubject(record.id);
    return okMsg(FOCUS_MESSAGES.editOk);
  });

  r.route(focusPlanRoutes.delete, async (ctx, { query }) => {
    const { record } = await authorize(ctx, focusPlanPolicy, 'delete', query.id);
    await ctx.db.delete(focusPlan, eq(focusPlan.id, record.id));
    ctx.logSubject(record.id);
    return okMsg(FOCUS_MESSAGES.deleteOk);
  });

  r.route(focusPlanRoutes.review, async (ctx, { body }) => {
    const { record } = await authorize(ctx, focusPlanPolicy, 'review', body.planId);
    if (record.status !== 'active') return fail(FOCUS_MESSAGES.closed);
    const { realname } = await ctx.actorScope();
    await addReview(ctx.db, record, {
      reviewDate: body.reviewDate,
      content: body.content,
      nextReviewDate: body.nextReviewDate,
      authorName: realname || ctx.username,
    });
    ctx.logSubject(record.id);
    return okMsg(FOCUS_MESSAGES.reviewOk);
  });

  r.route(focusPlanRoutes.tick, async (ctx, { body }) => {
    const { record } = await authorize(ctx, focusPlanPolicy, 'view', body.planId);
    const { realname } = await ctx.actorScope();
    await tickMeasure(ctx, record, {
      measureId: body.measureId,
      done: body.done,
      note: body.note,
      byName: realname || ctx.username,
    });
    ctx.logSubject(`${record.id} ${body.measureId}`);
    return okMsg(body.done ? FOCUS_MESSAGES.measureDone : FOCUS_MESSAGES.measureUndone);
  });
}
