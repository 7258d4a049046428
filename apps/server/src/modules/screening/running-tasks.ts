import { desc, inArray } from 'drizzle-orm';
import type { TenantDb } from '../../core/tenant-db.ts';
import { screeningTask } from '../../db/schema.ts';

/** Tasks students are answering now (进行中, 补测中), newest first. */
export const runningTasks = (db: TenantDb, limit = 5) =>
  db.list(screeningTask, {
    where: inArray(screeningTask.taskStatus, ['open', 'makeup']),
    orderBy: [desc(screeningTask.startAt)],
    limit,
  });
