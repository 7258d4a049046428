import { isDataScope, type Role } from '@xinmiao/shared';
import { formatDateTime } from '../../core/time.ts';
import type { sysRole } from '../../db/schema.ts';

export type RoleRow = typeof sysRole.$inferSelect;

export function toRole(row: RoleRow): Role {
  return {
    id: row.id,
    roleName: row.roleName,
    roleCode: row.roleCode,
    description: row.description,
    dataScope: isDataScope(row.dataScope) ? row.dataScope : 'self',
    tenantId: row.tenantId,
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime) ?? '',
    updateBy: row.updateBy,
    updateTime: formatDateTime(row.updateTime),
  };
}
