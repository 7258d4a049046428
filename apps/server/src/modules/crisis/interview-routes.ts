import { type CaseLevel, CRISIS_MESSAGES, crisisRoutes, WORKING_STATUSES } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import type { Registrar } from '../../core/register-route.ts';
import { crisisCaseEvent, crisisInterview } from '../../db/schema.ts';
import { crisisDeadlines } from './deadlines.ts';
import { interviewsOf } from './interview-records.ts';
import { caseAccess } from './policies/crisis-case.ts';

/** 约谈: scheduled from a case within the level's time limit, then recorded. */
export function registerInterviewRoutes(r: Registrar): void {
  r.route(crisisRoutes.scheduleInterview, async (ctx, { body }) => {
    const access = await caseAccess(ctx, body.caseId);
    if (!access || access.compartment === 'card') return fail(CRISIS_MESSAGES.notFound);
    const { record } = access;
    if (!(WORKING_STATUSES as readonly string[]).includes(record.caseStatus))
      return fail('个案分派后才能安排约谈');
    const hours = (await crisisDeadlines(ctx.db)).interview[(record.level ?? 0) as CaseLevel];
    const scheduledAt = new Date(body.scheduledAt);
    const dueAt = new Date(Date.now() + hours * 3_600_000);
    if (scheduledAt > dueAt) return fail(`该等级须在 ${hours} 小时内完成约谈，请选择更早的时间`);
    await ctx.db.transaction(async (tdb) => {
      const [id] = await tdb.insert(crisisInterview, {
        caseId: record.id,
        interviewer: ctx.userId,
        scheduledAt,
        dueAt,
      });
      await tdb.insert(crisisCaseEvent, {
        caseId: record.id,
        action: 'interview_scheduled',
        fromStatus: record.caseStatus,
        toStatus: record.caseStatus,
        actor: ctx.userId,
        data: { interviewId: id, scheduledAt: body.scheduledAt },
      });
    });
    ctx.logSubject(record.id);
    return okMsg('约谈已安排');
  });

  r.route(crisisRoutes.recordInterview, async (ctx, { body }) => {
    const interview = await ctx.db.byId(crisisInterview, body.id);
    const access = interview && (await caseAccess(ctx, interview.caseId));
    if (!interview || !access || access.compartment === 'card') return fail('未找到该约谈');
    if (interview.interviewStatus === 'done') return fail('该约谈已记录，不能重复填写');
    if (body.privateNotes && access.compartment !== 'full')
      return fail('咨询记录仅限心理中心和主责咨询师填写');
    await ctx.db.transaction(async (tdb) => {
      await tdb.update(
        crisisInterview,
        {
          interviewStatus: 'done',
          outcome: body.outcome,
          riskLevel: body.riskLevel,
          nextStep: body.nextStep,
          privateNotes: body.privateNotes ?? null,
          doneAt: new Date(),
        },
        eq(crisisInterview.id, interview.id),
      );
      await tdb.insert(crisisCaseEvent, {
        caseId: interview.caseId,
        action: 'interview',
        fromStatus: access.record.caseStatus,
        toStatus: access.record.caseStatus,
        actor: ctx.userId,
        reason: body.outcome,
        data: { interviewId: interview.id, riskLevel: body.riskLevel, nextStep: body.nextStep },
      });
    });
    ctx.logSubject(interview.caseId);
    return okMsg('约谈记录已保存');
  });

  r.route(crisisRoutes.interviews, async (ctx, { query }) =>
    ok(await interviewsOf(ctx, { caseId: query.caseId })),
  );
}
