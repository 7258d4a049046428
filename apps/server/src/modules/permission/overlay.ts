import type { PermissionRow } from '../../core/permissions.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { sysPermissionOverlay } from '../../db/schema.ts';

export type OverlayRow = typeof sysPermissionOverlay.$inferSelect;

/** The school's overlay rows by catalogue id. */
export async function overlaysOf(db: TenantDb): Promise<Map<string, OverlayRow>> {
  const rows = await db.list(sysPermissionOverlay);
  return new Map(rows.map((row) => [row.permissionId, row]));
}

/** A catalogue row as the school sees it: its own name, icon, order and display flags where set. */
export function applyOverlay(row: PermissionRow, overlay: OverlayRow | undefined): PermissionRow {
  if (!overlay) return row;
  return {
    ...row,
    name: overlay.name ?? row.name,
    icon: overlay.icon ?? row.icon,
    sortNo: overlay.sortNo ?? row.sortNo,
    hidden: overlay.hidden ?? row.hidden,
    keepAlive: overlay.keepAlive ?? row.keepAlive,
    alwaysShow: overlay.alwaysShow ?? row.alwaysShow,
  };
}

export async function withOverlay(db: TenantDb, rows: PermissionRow[]): Promise<PermissionRow[]> {
  const overlays = await overlaysOf(db);
  return rows.map((row) => applyOverlay(row, overlays.get(row.id)));
}
