import type { QuartzJob } from '@xinmiao/shared';
import { formatDateTime } from '../../core/time.ts';
import type { sysQuartzJob } from '../../db/schema.ts';

export type QuartzJobRow = typeof sysQuartzJob.$inferSelect;

export function toQuartzJob(row: QuartzJobRow): QuartzJob {
  return {
    id: row.id,
    jobClassName: row.jobClassName,
    cronExpression: row.cronExpression,
    parameter: row.parameter,
    description: row.description,
    status: row.status === 0 ? 0 : -1,
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime) ?? '',
    updateBy: row.updateBy,
    updateTime: formatDateTime(row.updateTime),
  };
}
