import { CASE_STATUS, type CaseStatus } from '@xinmiao/shared';
import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { JobDefinition } from '../../core/module.ts';
import type { JobHandler } from '../../core/scheduler/job-handler.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { crisisCase, crisisFollowup, crisisInterview } from '../../db/schema.ts';
import type { Notifier } from '../../realtime/notifier.ts';
import { sendSystemMessage } from '../announcement/index.ts';
import { casePage } from './case-page.ts';
import { centreStaff, collegeLeaders } from './recipients.ts';
import { joinItsCase } from './work-items.ts';

/** A step still late this long after its first alert goes on up to the centre. */
const SECOND_STAGE_MS = 24 * 3_600_000;

type Counts = { cases: number; interviews: number; followups: number };

async function alertCases(db: TenantDb, notifier: Notifier, now: Date): Promise<number> {
  const late = await db.list(crisisCase, {
    where: and(isNotNull(crisisCase.openKey), lt(crisisCase.dueAt, now), lt(crisisCase.alertStage, 2)),
    limit: 500,
  });
  let sent = 0;
  for (const row of late) {
    const dueAt = row.dueAt ?? now;
    const stage = row.alertStage === 0 ? 1 : now.getTime() - dueAt.getTime() > SECOND_STAGE_MS ? 2 : 1;
    if (stage === row.alertStage) continue;
    const step = CASE_STATUS[row.caseStatus as CaseStatus] ?? row.caseStatus;
    const userIds =
      stage === 1
        ? [
            ...(await collegeLeaders(db, row.orgCode)),
            ...(row.caseStatus === 'pending_assessment' ? await centreStaff(db) : []),
            ...(row.counsellorId ? [row.counsellorId] : []),
          ]
        : await centreStaff(db);
    await sendSystemMessage(notifier, db, {
      userIds,
      title: stage === 1 ? `预警个案「${step}」已超时` : `预警个案「${step}」超时未处理，已上报心理中心`,
      content: `一个预警个案的「${step}」环节已超过时限，请尽快处理。`,
      priority: 'H',
      openPage: casePage(row.id),
      busType: 'crisis_case',
      busId: row.id,
    });
    await db.update(crisisCase, { alertStage: stage }, eq(crisisCase.id, row.id));
    sent += 1;
  }
  return sent;
}

async function alertInterviews(db: TenantDb, notifier: Notifier, now: Date): Promise<number> {
  const late = await db
    .select({ id: crisisInterview.id, interviewer: crisisInterview.interviewer, orgCode: crisisCase.orgCode })
    .from(crisisInterview)
    .innerJoin(crisisCase, joinItsCase(crisisInterview))
    .where(
      and(
        eq(crisisInterview.interviewStatus, 'scheduled'),
        lt(crisisInterview.dueAt, now),
        eq(crisisInterview.alertStage, 0),
      ),
    )
    .limit(500);
  for (const row of late) {
    await sendSystemMessage(notifier, db, {
      userIds: [row.interviewer, ...(await collegeLeaders(db, row.orgCode))],
      title: '约谈已逾期',
      content: '一次预警约谈已超过应完成时间，请尽快约谈并填写记录。',
      priority: 'H',
      openPage: '/crisis/interviews',
      busType: 'crisis_interview',
      busId: row.id,
    });
    await db.update(crisisInterview, { alertStage: 1 }, eq(crisisInterview.id, row.id));
  }
  return late.length;
}

async function alertFollowups(db: TenantDb, notifier: Notifier, now: Date): Promise<number> {
  const late = await db
    .select({ id: crisisFollowup.id, counsellorId: crisisCase.counsellorId, orgCode: crisisCase.orgCode })
    .from(crisisFollowup)
    .innerJoin(crisisCase, joinItsCase(crisisFollowup))
    .where(
      and(
        isNull(crisisFollowup.doneAt),
        lt(crisisFollowup.dueAt, now),
        eq(crisisFollowup.alertStage, 0),
        isNotNull(crisisCase.openKey),
      ),
    )
    .limit(500);
  for (const row of late) {
    await sendSystemMessage(notifier, db, {
      userIds: [...(row.counsellorId ? [row.counsellorId] : []), ...(await collegeLeaders(db, row.orgCode))],
      title: '回访已逾期',
      content: '一次预警回访已超过计划时间，请尽快回访并填写记录。',
      priority: 'H',
      openPage: '/crisis/followups',
      busType: 'crisis_followup',
      busId: row.id,
    });
    await db.update(crisisFollowup, { alertStage: 1 }, eq(crisisFollowup.id, row.id));
  }
  return late.length;
}

/**
 * SLA and overdue alerts of one school at `now`: a late case step goes to the college level (and the
 * triage staff for an unassessed warning), then to the centre a day later; a late interview or visit
 * to whoever owes it and the college level. Each alert is sent once per stage.
 */
export async function raiseOverdueAlerts(db: TenantDb, notifier: Notifier, now: Date): Promise<Counts> {
  return {
    cases: await alertCases(db, notifier, now),
    interviews: await alertInterviews(db, notifier, now),
    followups: await alertFollowups(db, notifier, now),
  };
}

/** The scheduler's job: run every few minutes per school (定时任务, class `xinmiao.job.CrisisOverdueJob`). */
export function crisisOverdue(notifier: Notifier): JobHandler {
  return {
    name: '危机预警超时提醒',
    parameterHint: '',
    async run({ db, fireTime }) {
      await raiseOverdueAlerts(db, notifier, fireTime);
    },
  };
}

export const crisisOverdueJob: JobDefinition = {
  className: 'xinmiao.job.CrisisOverdueJob',
  handler: ({ notifier }) => crisisOverdue(notifier),
  schedule: { cron: '0 0/5 * * * ?', description: '危机个案时限与超期提醒，逐级上报' },
};
