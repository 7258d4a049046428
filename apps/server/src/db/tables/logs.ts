import { foreignKey, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, ownId, tenantId } from '../columns.ts';

// The operation log and the audit of sensitive reads. All three grow with every request and are
// partitioned by month on `create_time` (migration 0073, `core/log-partitions.ts`): drizzle-kit does not
// know partitioning, so the migration that partitions them is written by hand, and their keys carry
// `create_time` because a partitioned table's unique keys must hold its partition column.

export const sysLog = pgTable(
  'sys_log',
  {
    id: ownId(),
    tenantId: tenantId(),
    logType: integer('log_type').notNull(),
    logContent: text('log_content').notNull(),
    operateType: integer('operate_type'),
    userid: text('userid'),
    username: text('username'),
    ip: text('ip'),
    method: text('method'),
    requestUrl: text('request_url'),
    requestParam: text('request_param'),
    requestType: text('request_type'),
    costTime: integer('cost_time'),
    clientType: text('client_type'),
    createBy: text('create_by'),
    createTime: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id, t.createTime] }),
    index('idx_sys_log_list').on(t.tenantId, t.createTime.desc().nullsFirst()),
    index('idx_sys_log_type').on(t.tenantId, t.logType, t.createTime.desc().nullsFirst()),
  ],
);

export const sysReadAudit = pgTable(
  'sys_read_audit',
  {
    id: ownId(),
    tenantId: tenantId(),
    userId: text('user_id').notNull(),
    username: text('username').notNull(),
    resource: text('resource').notNull(),
    /** How many records the request read (the ids are rows of `sys_read_audit_record`). */
    recordCount: integer('record_count').notNull().default(0),
    ip: text('ip'),
    /** 查看目的 the reader gave (optional, `X-Read-Purpose`). */
    purpose: text('purpose'),
    createTime: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id, t.createTime] }),
    index('idx_sys_read_audit_list').on(t.tenantId, t.createTime.desc().nullsFirst()),
  ],
);

/**
 * The records one audited read returned, one row each. Child rows rather than an array column so
 * "who read record X" (PIPL Art. 45 access requests) is a tenant-leading b-tree lookup on both
 * drivers; `create_time` repeats the parent's so that lookup comes out newest first from the index,
 * and so a record lands in the same month's partition as its read.
 */
export const sysReadAuditRecord = pgTable(
  'sys_read_audit_record',
  {
    tenantId: tenantId(),
    auditId: text('audit_id').notNull(),
    // TenantDb addresses rows by `id`; here that is the record that was read, not an id of its own.
    id: text('record_id').notNull(),
    createTime: createdAt(),
  },
  (t) => [
    // Named: drizzle's generated names pass PostgreSQL's 63-character limit here.
    primaryKey({
      name: 'sys_read_audit_record_tenant_audit_record_time_pk',
      columns: [t.tenantId, t.auditId, t.id, t.createTime],
    }),
    foreignKey({
      name: 'sys_read_audit_record_audit_fk',
      columns: [t.tenantId, t.auditId, t.createTime],
      foreignColumns: [sysReadAudit.tenantId, sysReadAudit.id, sysReadAudit.createTime],
    }).onDelete('cascade'),
    index('idx_sys_read_audit_record_reads').on(t.tenantId, t.id, t.createTime.desc()),
  ],
);
