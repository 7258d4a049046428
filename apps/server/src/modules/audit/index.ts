import { auditRoutes, type READ_AUDIT_SORT_FIELDS, RESOURCES, type ReadAudit, toPage } from '@xinmiao/shared';
import { desc } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ok } from '../../core/envelope.ts';
import { type FilterField, filterBy, sortBy } from '../../core/query.ts';
import type { Registrar } from '../../core/register-route.ts';
import { formatDateTime } from '../../core/time.ts';
import { sysReadAudit } from '../../db/schema.ts';

const SORT: Record<(typeof READ_AUDIT_SORT_FIELDS)[number], AnyPgColumn> = {
  createTime: sysReadAudit.createTime,
  username: sysReadAudit.username,
  resource: sysReadAudit.resource,
};

const FILTERS: Record<string, FilterField> = {
  username: { column: sysReadAudit.username, type: 'text' },
  resource: { column: sysReadAudit.resource, type: 'text' },
  recordId: { column: sysReadAudit.recordId, type: 'text' },
  createTime: { column: sysReadAudit.createTime, type: 'datetime' },
};

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

  r.route(auditRoutes.readList, async (ctx, { query }) => {
    const { pageNo, pageSize, column, order, ...rest } = query;
    const where = filterBy(FILTERS, rest);
    const orderBy = [...sortBy(SORT, column, order, [desc(sysReadAudit.createTime)]), desc(sysReadAudit.id)];
    const { rows, total } = await ctx.db.page(sysReadAudit, { where, orderBy, pageNo, pageSize });
    return ok(toPage(rows.map(toRecord), total, pageNo, pageSize));
  });
}
