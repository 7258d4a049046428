import { foreignKey, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ownId, tenantId, tenantKey } from '../columns.ts';
import { sysTenant } from '../schema.ts';

/**
 * Which default jobs a school has been given, one row per job class. A default is installed once:
 * a school that deletes or changes it keeps its choice across restarts, and a default added by a
 * later release still reaches schools that predate it.
 */
export const sysQuartzJobDefault = pgTable(
  'sys_quartz_job_default',
  {
    id: ownId(),
    tenantId: tenantId(),
    jobClassName: text('job_class_name').notNull(),
    createBy: text('create_by'),
    createTime: createdAt(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_sys_quartz_job_default').on(t.tenantId, t.jobClassName),
    foreignKey({ columns: [t.tenantId], foreignColumns: [sysTenant.id] }).onDelete('restrict'),
  ],
);
