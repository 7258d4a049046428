import { CAREER_PLAN_MESSAGES, careerPlanRoutes, STUDENT_MESSAGES } from '@xinmiao/shared';
import { asc, desc } from 'drizzle-orm';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import { sqlList } from '../../core/list/sql-list.ts';
import { authorize, findInReach, listCondition } from '../../core/policy/policy.ts';
import type { Registrar } from '../../core/register-route.ts';
import { careerGoal } from '../../db/schema.ts';
import { studentNoFilter, studentPolicy } from '../school/index.ts';
import { addGoal, addNote, deleteGoal, editGoal, goalRecords, studentPlan } from './goals.ts';
import { careerGoalPolicy, ownGoal, ownStudent } from './policies/career-goal.ts';

/**
 * 目标与行动: staff who reach a student (生涯导师, the student's 辅导员 or 班主任) set, edit and
 * comment on their goals with `career:plan:*`; the student sets, edits and reviews their own on /m.
 * Every read of a student's goals lands in the read audit under the student.
 */
export function registerPlanRoutes(r: Registrar): void {
  r.route(
    careerPlanRoutes.list,
    sqlList(careerPlanRoutes.list, {
      table: careerGoal,
      sort: { createTime: careerGoal.createTime, dueDate: careerGoal.dueDate },
      filters: {
        title: careerGoal.title,
        status: careerGoal.status,
        studentNo: studentNoFilter(careerGoal.studentId),
      },
      scope: (ctx) => listCondition(ctx, careerGoalPolicy),
      defaultOrder: [desc(careerGoal.createTime)],
      tiebreak: asc(careerGoal.id),
      toRecords: (rows, ctx) => goalRecords(ctx.db, rows),
    }),
  );

  r.route(careerPlanRoutes.student, async (ctx, { query }) => {
    const student = await findInReach(ctx, studentPolicy, query.studentId);
    if (!student) return fail(STUDENT_MESSAGES.notFound);
    return ok(await studentPlan(ctx.db, student, ctx));
  });

  r.route(careerPlanRoutes.add, async (ctx, { body }) => {
    const { studentId, ...fields } = body;
    const student = await findInReach(ctx, studentPolicy, studentId);
    if (!student) return fail(STUDENT_MESSAGES.notFound);
    await addGoal(ctx.db, student.id, fields);
    ctx.logSubject(`${student.studentNo} ${student.name} ${fields.title}`);
    return okMsg(CAREER_PLAN_MESSAGES.addOk);
  });

  r.route(careerPlanRoutes.edit, async (ctx, { body }) => {
    const { id, ...fields } = body;
    const { record } = await authorize(ctx, careerGoalPolicy, 'edit', id);
    await editGoal(ctx.db, record, fields);
    ctx.logSubject(fields.title);
    return okMsg(CAREER_PLAN_MESSAGES.editOk);
  });

  r.route(careerPlanRoutes.delete, async (ctx, { query }) => {
    const { record } = await authorize(ctx, careerGoalPolicy, 'delete', query.id);
    await deleteGoal(ctx.db, record);
    ctx.logSubject(record.title);
    return okMsg(CAREER_PLAN_MESSAGES.deleteOk);
  });

  r.route(careerPlanRoutes.note, async (ctx, { body }) => {
    const { record } = await authorize(ctx, careerGoalPolicy, 'comment', body.goalId);
    const { realname } = await ctx.actorScope();
    await addNote(ctx.db, record.id, {
      kind: body.kind,
      content: body.content,
      authorName: realname || ctx.username,
    });
    ctx.logSubject(record.title);
    return okMsg(CAREER_PLAN_MESSAGES.noteOk);
  });

  r.route(careerPlanRoutes.mine, async (ctx) => {
    const student = await ownStudent(ctx);
    if (!student) return fail(STUDENT_MESSAGES.notFound);
    return ok(await studentPlan(ctx.db, student));
  });

  r.route(careerPlanRoutes.mineSave, async (ctx, { body }) => {
    const { id, status, ...fields } = body;
    const student = await ownStudent(ctx);
    if (!student) return fail(STUDENT_MESSAGES.notFound);
    if (!id) {
      await addGoal(ctx.db, student.id, fields);
      ctx.logSubject(fields.title);
      return okMsg(CAREER_PLAN_MESSAGES.addOk);
    }
    const goal = await ownGoal(ctx, id);
    if (!goal) return fail(CAREER_PLAN_MESSAGES.goalNotFound);
    await editGoal(ctx.db, goal, { ...fields, status });
    ctx.logSubject(fields.title);
    return okMsg(CAREER_PLAN_MESSAGES.editOk);
  });

  r.route(careerPlanRoutes.mineReview, async (ctx, { body }) => {
    const [student, goal] = await Promise.all([ownStudent(ctx), ownGoal(ctx, body.goalId)]);
    if (!student || !goal) return fail(CAREER_PLAN_MESSAGES.goalNotFound);
    await addNote(ctx.db, goal.id, { kind: 'review', content: body.content, authorName: student.name });
    ctx.logSubject(goal.title);
    return okMsg(CAREER_PLAN_MESSAGES.noteOk);
  });
}
