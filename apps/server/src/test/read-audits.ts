import { and, eq } from 'drizzle-orm';
import { sysReadAudit, sysReadAuditRecord } from '../db/schema.ts';
import type { Db } from '../db/types.ts';

type Filter = { recordId?: string; userId?: string; username?: string; tenantId?: number; resource?: string };

/**
 * Audited reads matching every given field, one row per record read: who read it, in which school,
 * under which resource. Across schools, so a test also sees a read filed under the wrong one.
 */
export function auditedReads(db: Db, { recordId, userId, username, tenantId, resource }: Filter) {
  return db
    .select({
      recordId: sysReadAuditRecord.id,
      userId: sysReadAudit.userId,
      username: sysReadAudit.username,
      tenantId: sysReadAudit.tenantId,
      resource: sysReadAudit.resource,
    })
    .from(sysReadAudit)
    .innerJoin(
      sysReadAuditRecord,
      and(
        eq(sysReadAuditRecord.tenantId, sysReadAudit.tenantId),
        eq(sysReadAuditRecord.auditId, sysReadAudit.id),
      ),
    )
    .where(
      and(
        recordId === undefined ? undefined : eq(sysReadAuditRecord.id, recordId),
        userId === undefined ? undefined : eq(sysReadAudit.userId, userId),
        username === undefined ? undefined : eq(sysReadAudit.username, username),
        tenantId === undefined ? undefined : eq(sysReadAudit.tenantId, tenantId),
        resource === undefined ? undefined : eq(sysReadAudit.resource, resource),
      ),
    );
}
