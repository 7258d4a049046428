import { auditRoutes, RESOURCES, type ReadAudit } from '@xinmiao/shared';
import { asc, desc, inArray, type SQL, sql } from 'drizzle-orm';
import { sqlList } from '../../core/list/sql-list.ts';
import type { ModuleDefinition } from '../../core/module.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { formatDateTime } from '../../core/time.ts';
import { sysReadAudit, sysReadAuditRecord } from '../../db/schema.ts';

/**
 * Reads that returned record `recordId` ("who viewed student X"). Correlated on the read's own
 * tenant and id, so PostgreSQL plans it as a semi-join that can start from the tenant-leading
 * `idx_sys_read_audit_record_reads`.
 */
function readsOfRecord(recordId: string): SQL | undefined {
  if (!recordId.trim()) return undefined;
  const r = sysReadAuditRecord;
  return sql`exists (select 1 from ${r} where ${r.tenantId} = ${sysReadAudit.tenantId} and ${r.auditId} = ${sysReadAudit.id} and ${r.id} = ${recordId.trim()})`;
}

/** The record ids of each read on the page, sorted. */
async function recordIdsByRead(db: TenantDb, auditIds: string[]): Promise<Map<string, string[]>> {
  const byRead = new Map<string, string[]>();
  if (auditIds.length === 0) return byRead;
  const rows = await db.list(sysReadAuditRecord, {
    where: inArray(sysReadAuditRecord.auditId, auditIds),
    orderBy: [asc(sysReadAuditRecord.id)],
  });
  for (const row of rows) byRead.set(row.auditId, [...(byRead.get(row.auditId) ?? []), row.id]);
  return byRead;
}

/** `screening:result:read` → 测评结果: the permission's resource names the kind of data read. */
function dataTypeOf(access: string | undefined): string | null {
  const labels: Record<string, string> = RESOURCES;
  const resource = access?.split(':').slice(0, 2).join(':') ?? '';
  return Object.hasOwn(labels, resource) ? (labels[resource] ?? null) : null;
}

/** 读取审计: who read which sensitive records, newest first, within the caller's tenant. */
function registerAuditModule(r: Registrar): void {
  const toRecord = (row: typeof sysReadAudit.$inferSelect, recordIds: string[]): ReadAudit => {
    const route = r.auditedRoute(row.resource);
    return {
      id: row.id,
      userId: row.userId,
      username: row.username,
      resource: row.resource,
      resourceName: route?.summary || null,
      dataType: dataTypeOf(route?.access),
      recordIds,
      ip: row.ip,
      createTime: formatDateTime(row.createTime) ?? '',
    };
  };

  r.route(
    auditRoutes.readList,
    sqlList(auditRoutes.readList, {
      table: sysReadAudit,
      sort: {
        createTime: sysReadAudit.createTime,
        username: sysReadAudit.username,
        resource: sysReadAudit.resource,
      },
      filters: {
        username: sysReadAudit.username,
        resource: sysReadAudit.resource,
        recordId: readsOfRecord,
        createTime: sysReadAudit.createTime,
      },
      defaultOrder: [desc(sysReadAudit.createTime)],
      tiebreak: desc(sysReadAudit.id),
      toRecords: async (rows, ctx) => {
        const ids = await recordIdsByRead(
          ctx.db,
          rows.map((row) => row.id),
        );
        return rows.map((row) => toRecord(row, ids.get(row.id) ?? []));
      },
    }),
  );
}

export const auditModule: ModuleDefinition = {
  name: 'audit',
  register: registerAuditModule,
};
