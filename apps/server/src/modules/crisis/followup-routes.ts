import { type CaseLevel, CRISIS_MESSAGES, crisisRoutes, FOLLOW_UP_DAYS } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import type { Registrar } from '../../core/register-route.ts';
import { crisisCase, crisisCaseEvent, crisisFollowup } from '../../db/schema.ts';
import { followupsOf } from './followup-records.ts';
import { caseAccess } from './policies/crisis-case.ts';
import { type AssignRetest, scheduleRetest } from './retest.ts';

const DAY_MS = 86_400_000;

/** 跟踪回访: visits recorded with the next one due by the level's cadence; re-tests with a short scale. */
export function registerFollowupRoutes(r: Registrar, assignRetest: AssignRetest): void {
  r.route(crisisRoutes.recordFollowup, async (ctx, { body }) => {
    const item = await ctx.db.byId(crisisFollowup, body.id);
    const access = item && (await caseAccess(ctx, item.caseId));
    if (!item || !access || access.compartment === 'card') return fail('未找到该回访');
    if (item.doneAt) return fail('该回访已记录，不能重复填写');
    const { record } = access;
    const now = new Date();
    const next = new Date(now.getTime() + FOLLOW_UP_DAYS[(record.level ?? 0) as CaseLevel] * DAY_MS);
    const continues = record.caseStatus === 'follow_up' && item.kind === 'visit';
    await ctx.db.transaction(async (tdb) => {
      await tdb.update(
        crisisFollowup,
        { doneAt: now, content: body.content },
        eq(crisisFollowup.id, item.id),
      );
      if (continues) {
        await tdb.insert(crisisFollowup, { caseId: record.id, kind: 'visit', dueAt: next });
        await tdb.update(crisisCase, { dueAt: next, alertStage: 0 }, eq(crisisCase.id, record.id));
      }
      await tdb.insert(crisisCaseEvent, {
        caseId: record.id,
        action: 'followup',
        fromStatus: record.caseStatus,
        toStatus: record.caseStatus,
        actor: ctx.userId,
        reason: body.content,
        data: { followupId: item.id, kind: item.kind },
      });
    });
    ctx.logSubject(record.id);
    return okMsg('回访记录已保存');
  });

  r.route(crisisRoutes.scheduleRetest, async (ctx, { body }) => {
    const access = await caseAccess(ctx, body.caseId);
    if (!access || access.compartment === 'card') return fail(CRISIS_MESSAGES.notFound);
    if (access.record.openKey === null) return fail('个案已结束，不能再安排复测');
    const dueAt = new Date(body.dueAt);
    if (dueAt <= new Date()) return fail('复测截止时间须晚于现在');
    await scheduleRetest(
      ctx.db,
      {
        caseId: access.record.id,
        studentId: access.record.studentId,
        scaleCode: body.scaleCode,
        dueAt,
        reason: '预警跟踪复测',
      },
      assignRetest,
    );
    ctx.logSubject(access.record.id);
    return okMsg('复测已安排');
  });

  r.route(crisisRoutes.followups, async (ctx, { query }) =>
    ok(await followupsOf(ctx, { caseId: query.caseId })),
  );
}
