import { auditRoutes, RESOURCES, type ReadAudit } from '@xinmiao/shared';
import { desc } from 'drizzle-orm';
import { sqlList } from '../../core/list/sql-list.ts';
import type { Registrar } from '../../core/register-route.ts';
import { formatDateTime } from '../../core/time.ts';
import { sysReadAudit } from '../../db/schema.ts';

/** `screening:result:read` → 测评结果: the permission's resource names the kind of data read. */
function dataTypeOf(access: string | undefined): string | null {
  const labels: Record<string, string> = RESOURCES;
  const resource = access?.split(':').slice(0, 2).join(':') ?? '';
  return Object.hasOwn(labels, resource) ? (labels[resource] ?? null) : null;
}

/** 读取审计: who read which sensitive record, newest first, within the caller's tenant. */
export function registerAuditModule(r: Registrar): void {
  const toRecord = (row: typeof sysReadAudit.$inferSelect): ReadAudit => {
    const route = r.auditedRoute(row.resource);
    return {
      id: row.id,
      userId: row.userId,
      username: row.username,
      resource: row.resource,
      resourceName: route?.summary || null,
      dataType: dataTypeOf(route?.access),
      recordId: row.recordId,
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
        recordId: sysReadAudit.recordId,
        createTime: sysReadAudit.createTime,
      },
      defaultOrder: [desc(sysReadAudit.createTime)],
      tiebreak: desc(sysReadAudit.id),
      toRecords: (rows) => rows.map(toRecord),
    }),
  );
}
