import { and, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { JobDefinition } from '../../core/module.ts';
import type { JobHandler } from '../../core/scheduler/job-handler.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { addDays, chinaToday } from '../../core/time.ts';
import { careerGoal, careerGoalReminder, schoolStudent } from '../../db/schema.ts';
import type { Notifier } from '../../realtime/notifier.ts';
import { sendSystemMessage } from '../announcement/index.ts';

/** How many days before its due date a goal or action is announced. */
export const CAREER_REMINDER_LEAD_DAYS = 3;
/** Reminders claimed per run at most; the rest wait for the next run. */
export const CAREER_REMINDERS_PER_RUN = 500;

type ReminderKind = 'due' | 'overdue';
/** One thing to announce: a goal (`actionId` empty) or one of its actions, by kind and due date. */
export type CareerReminder = {
  goalId: string;
  actionId: string;
  kind: ReminderKind;
  dueDate: string;
  studentId: string;
  text: string;
};
type GoalRow = typeof careerGoal.$inferSelect;

/**
 * What a goal has to announce on `today`: itself (while in progress) and each action not done,
 * `due` within the lead days, `overdue` once past. A goal first seen already overdue is only told
 * it is overdue.
 */
export function remindersOf(goal: GoalRow, today: string): CareerReminder[] {
  const horizon = addDays(today, CAREER_REMINDER_LEAD_DAYS);
  const kindOn = (due: string | null | undefined): ReminderKind | null =>
    !due || due > horizon ? null : due < today ? 'overdue' : 'due';
  const out: CareerReminder[] = [];
  const goalKind = kindOn(goal.dueDate);
  if (goalKind && goal.dueDate) {
    out.push({
      goalId: goal.id,
      actionId: '',
      kind: goalKind,
      dueDate: goal.dueDate,
      studentId: goal.studentId,
      text: `目标「${goal.title}」`,
    });
  }
  for (const action of goal.actions) {
    const kind = action.done ? null : kindOn(action.dueDate);
    if (!kind || !action.dueDate) continue;
    out.push({
      goalId: goal.id,
      actionId: action.id,
      kind,
      dueDate: action.dueDate,
      studentId: goal.studentId,
      text: `目标「${goal.title}」的行动「${action.content}」`,
    });
  }
  return out;
}

const keyOf = (r: { goalId: string; actionId: string; kind: string; dueDate: string }) =>
  `${r.goalId}|${r.actionId}|${r.kind}|${r.dueDate}`;

/** The reminders due on `today` that have not been announced yet, at most `limit`. */
async function pendingReminders(db: TenantDb, today: string, limit: number): Promise<CareerReminder[]> {
  const horizon = addDays(today, CAREER_REMINDER_LEAD_DAYS);
  const goals = await db.list(careerGoal, {
    where: and(
      eq(careerGoal.status, 'active'),
      or(
        and(isNotNull(careerGoal.dueDate), lte(careerGoal.dueDate, horizon)),
        sql`exists (select 1 from jsonb_array_elements(${careerGoal.actions}) a
          where coalesce((a->>'done')::boolean, false) = false and a->>'dueDate' <= ${horizon})`,
      ),
    ),
    limit: limit * 2,
  });
  const wanted = goals.flatMap((g) => remindersOf(g, today));
  if (wanted.length === 0) return [];
  const sent = await db.list(careerGoalReminder, {
    where: inArray(careerGoalReminder.goalId, [...new Set(wanted.map((r) => r.goalId))]),
  });
  const done = new Set(sent.map(keyOf));
  return wanted.filter((r) => !done.has(keyOf(r))).slice(0, limit);
}

const OVERDUE_HINT = '已过计划日期。计划可以调整，也可以和生涯导师聊聊，在「我的生涯」里更新进度就好。';

/**
 * Tells each student of their goals and actions falling due within a few days, and once more when
 * overdue: one system message per student per run listing them, each goal or action announced once
 * per kind and due date (the reminder rows, claimed in the message's transaction). The message names
 * the student's own goals only and is worded as encouragement, never as a reproach.
 */
export function goalReminder(notifier: Notifier, perRun = CAREER_REMINDERS_PER_RUN): JobHandler {
  return {
    name: '生涯目标到期提醒',
    parameterHint: '',
    async run({ db, fireTime }) {
      const today = chinaToday(fireTime);
      const pending = await pendingReminders(db, today, perRun);
      if (pending.length === 0) return;
      const students = await db.list(schoolStudent, {
        where: inArray(schoolStudent.id, [...new Set(pending.map((r) => r.studentId))]),
      });
      for (const student of students) {
        // A student without an account cannot be told; their reminders wait until they can be.
        if (!student.userId) continue;
        const items = pending.filter((r) => r.studentId === student.id);
        const userId = student.userId;
        await db.transaction(async (tx) => {
          await tx.insert(
            careerGoalReminder,
            items.map(({ goalId, actionId, kind, dueDate }) => ({ goalId, actionId, kind, dueDate })),
          );
          const lines = items.map((r) =>
            r.kind === 'due'
              ? `<li>${r.text}计划于 ${r.dueDate} 完成</li>`
              : `<li>${r.text}计划于 ${r.dueDate} 完成，${OVERDUE_HINT}</li>`,
          );
          await sendSystemMessage(notifier, tx, {
            userIds: [userId],
            title: items.some((r) => r.kind === 'due') ? '生涯目标即将到期' : '生涯目标进度提醒',
            content: `<p>${student.name}同学，你好：</p><ul>${lines.join('')}</ul>`,
            priority: 'L',
            openPage: '/m/career',
            busType: 'career_goal',
            busId: items[0]?.goalId ?? '',
          });
        });
      }
    },
  };
}

export const careerGoalReminderJob: JobDefinition = {
  className: 'xinmiao.job.CareerGoalReminderJob',
  handler: ({ notifier }) => goalReminder(notifier),
  schedule: { cron: '0 30 8 * * ?', description: '生涯目标和行动到期提醒' },
};
