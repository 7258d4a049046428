import { eq, inArray } from 'drizzle-orm';
import type { JobDefinition } from '../../core/module.ts';
import { allOf } from '../../core/query.ts';
import type { JobHandler } from '../../core/scheduler/job-handler.ts';
import { screeningTask } from '../../db/schema.ts';
import { scheduledStatus } from './task-state.ts';

/**
 * Opens scheduled tasks at their start, closes open ones at their end and make-up windows at
 * theirs. Each move is conditional on the status it read, so two instances firing together (or a
 * person pausing meanwhile) never move a task twice.
 */
export const screeningWindow: JobHandler = {
  name: '测评任务按时开始/结束',
  parameterHint: '',
  async run({ db, fireTime }) {
    const tasks = await db.list(screeningTask, {
      where: inArray(screeningTask.taskStatus, ['scheduled', 'open', 'makeup']),
    });
    for (const task of tasks) {
      const to = scheduledStatus(task.taskStatus, task, fireTime);
      if (!to) continue;
      await db.update(
        screeningTask,
        { taskStatus: to },
        allOf(eq(screeningTask.id, task.id), eq(screeningTask.taskStatus, task.taskStatus)),
      );
    }
  },
};

export const screeningWindowJob: JobDefinition = {
  className: 'xinmiao.job.ScreeningWindowJob',
  handler: () => screeningWindow,
  schedule: {
    // Every five minutes, not every minute: a task opens at most five minutes late, and a school
    // keeps 288 fire records a day for it instead of 1,440.
    cron: '0 0/5 * * * ?',
    description: '按时开启、结束测评任务及补测窗口',
  },
};
