import { and, eq, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import type { JobDefinition } from '../../core/module.ts';
import type { JobHandler } from '../../core/scheduler/job-handler.ts';
import { addDays, chinaToday } from '../../core/time.ts';
import { focusPlan, schoolStudent } from '../../db/schema.ts';
import type { Notifier } from '../../realtime/notifier.ts';
import { sendSystemMessage } from '../announcement/index.ts';

/** How many days ahead a review is announced. */
export const FOCUS_REVIEW_LEAD_DAYS = 1;

/**
 * Tells the responsible staff of each plan in progress whose review falls due by tomorrow (or is
 * overdue): a system message to its 辅导员, 班主任 and 咨询师, once per review date (the plan is
 * claimed by stamping `reminded_for` in the same transaction). The message names the student and the
 * date only; the plan is read on its page, where the read is audited.
 */
export function focusReviewReminder(notifier: Notifier): JobHandler {
  return {
    name: '一生一策复盘提醒',
    parameterHint: '',
    async run({ db, fireTime }) {
      const horizon = addDays(chinaToday(fireTime), FOCUS_REVIEW_LEAD_DAYS);
      const due = await db.list(focusPlan, {
        where: and(
          eq(focusPlan.status, 'active'),
          lte(focusPlan.nextReviewDate, horizon),
          or(isNull(focusPlan.remindedFor), ne(focusPlan.remindedFor, focusPlan.nextReviewDate)),
        ),
        limit: 1000,
      });
      if (due.length === 0) return;
      const students = await db.list(schoolStudent, {
        where: inArray(schoolStudent.id, [...new Set(due.map((p) => p.studentId))]),
      });
      const studentOf = new Map(students.map((s) => [s.id, s]));
      for (const plan of due) {
        await db.transaction(async (tx) => {
          const claimed = await tx.update(
            focusPlan,
            { remindedFor: plan.nextReviewDate },
            and(
              eq(focusPlan.id, plan.id),
              or(isNull(focusPlan.remindedFor), ne(focusPlan.remindedFor, plan.nextReviewDate)),
            ) ?? eq(focusPlan.id, plan.id),
          );
          if (claimed !== 1) return;
          const student = studentOf.get(plan.studentId);
          const people = [plan.counsellorId, plan.headTeacherId, plan.therapistId].filter(
            (id): id is string => Boolean(id),
          );
          await sendSystemMessage(notifier, tx, {
            userIds: people,
            title: `一生一策复盘提醒：${student?.name ?? ''}`,
            content: `<p>${student?.studentNo ?? ''} ${student?.name ?? ''} 的一生一策复盘日期为 ${plan.nextReviewDate}，请按时复盘并填写复盘记录。</p>`,
            priority: 'M',
            openPage: '/growth/focusPlans',
            busType: 'focus_plan',
            busId: plan.id,
          });
        });
      }
    },
  };
}

export const focusReviewReminderJob: JobDefinition = {
  className: 'xinmiao.job.FocusReviewReminderJob',
  handler: ({ notifier }) => focusReviewReminder(notifier),
  schedule: { cron: '0 0 8 * * ?', description: '一生一策复盘日期提醒' },
};
