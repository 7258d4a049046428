import { lt } from 'drizzle-orm';
import { sysLog, sysQuartzFire, sysReadAudit } from '../../db/schema.ts';
import type { JobHandler } from './job-handler.ts';

export const DEFAULT_LOG_RETENTION_DAYS = 180;
const DAY_MS = 86_400_000;

/** Days to keep from a job parameter ("90"); anything else keeps the default. */
export function retentionDays(parameter: string | null): number {
  const days = Number(parameter?.trim());
  return Number.isInteger(days) && days >= 1 ? days : DEFAULT_LOG_RETENTION_DAYS;
}

/** Deletes the tenant's operation/login logs, read audits and job fire records older than N days. */
export const logRetention: JobHandler = {
  name: '日志保留期清理',
  parameterHint: `保留天数，默认 ${DEFAULT_LOG_RETENTION_DAYS}`,
  async run({ db, parameter, fireTime }) {
    const before = new Date(fireTime.getTime() - retentionDays(parameter) * DAY_MS);
    await db.delete(sysLog, lt(sysLog.createTime, before));
    // Read-audit child rows go with their parent (cascade).
    await db.delete(sysReadAudit, lt(sysReadAudit.createTime, before));
    await db.delete(sysQuartzFire, lt(sysQuartzFire.fireTime, before));
  },
};
