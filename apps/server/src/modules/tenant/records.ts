import { type SysTenant, TENANT_STATUS } from '@xinmiao/shared';
import { formatDateTime, parseChinaTime } from '../../core/time.ts';
import type { sysTenant } from '../../db/schema.ts';

export function toTenant(row: typeof sysTenant.$inferSelect): SysTenant {
  const status = String(row.status);
  return {
    id: row.id,
    name: row.name,
    beginDate: formatDateTime(row.beginDate),
    endDate: formatDateTime(row.endDate),
    status: row.status,
    status_dictText: Object.hasOwn(TENANT_STATUS, status)
      ? TENANT_STATUS[status as keyof typeof TENANT_STATUS]
      : status,
    houseNumber: row.houseNumber,
    regionCode: row.regionCode,
    kind: row.kind === 'region' ? 'region' : 'school',
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime) ?? '',
  };
}

/** `yyyy-MM-dd[ HH:mm[:ss]]` in GMT+8; a bare end date means the whole of that day. */
export function parseTenantDate(value: string | null, edge: 'begin' | 'end'): Date | null {
  if (!value) return null;
  if (value.includes(' ')) return parseChinaTime(value);
  return parseChinaTime(`${value} ${edge === 'end' ? '23:59:59' : '00:00:00'}`);
}
