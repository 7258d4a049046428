import { isClinicalPermission } from '@xinmiao/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import { permissionHolders } from '../../core/permission-holders.ts';
import type { PermissionRow } from '../../core/permissions.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { sysClinicalGrant } from '../../db/schema.ts';
import { sendSystemMessage } from '../announcement/index.ts';

/** The role (or department role) a grant is for. */
export type GrantTarget = {
  kind: 'role' | 'depart_role';
  roleId: string;
  departId?: string;
  roleName: string;
};

/**
 * Splits the permissions a grant adds: the clinical ones are not granted but held as pending
 * requests for a second approver (and the centre director is told); the rest apply at once.
 * Returns the ids to grant now and whether anything was held (the reply then says so).
 */
export async function holdClinicalGrants(
  ctx: AuthCtx,
  db: TenantDb,
  services: Pick<ModuleServices, 'notifier'>,
  target: GrantTarget,
  added: readonly PermissionRow[],
): Promise<{ grantNow: string[]; held: boolean }> {
  const clinical = added.filter((row) => isClinicalPermission(row.perms));
  const grantNow = added.filter((row) => !isClinicalPermission(row.perms)).map((row) => row.id);
  if (clinical.length === 0) return { grantNow, held: false };
  const waiting = await db.list(sysClinicalGrant, {
    where: and(
      eq(sysClinicalGrant.roleId, target.roleId),
      eq(sysClinicalGrant.status, 'pending'),
      inArray(
        sysClinicalGrant.permissionId,
        clinical.map((row) => row.id),
      ),
    ),
  });
  const fresh = clinical.filter((row) => !waiting.some((w) => w.permissionId === row.id));
  if (fresh.length) {
    await db.insert(
      sysClinicalGrant,
      fresh.map((row) => ({
        targetKind: target.kind,
        roleId: target.roleId,
        departId: target.departId ?? null,
        roleName: target.roleName,
        permissionId: row.id,
        requestedBy: ctx.userId,
        requesterName: ctx.username,
      })),
    );
    await tellCentreDirector(
      db,
      services,
      `${ctx.username} 申请将临床权限「${fresh.map((row) => row.name).join('、')}」授予「${target.roleName}」，待第二位持有该权限的人员审批。`,
    );
  }
  return { grantNow, held: true };
}

/** Every clinical grant request and decision reaches the centre director(s) at once. */
export async function tellCentreDirector(
  db: TenantDb,
  services: Pick<ModuleServices, 'notifier'>,
  content: string,
): Promise<void> {
  await sendSystemMessage(services.notifier, db, {
    userIds: await permissionHolders(db, 'counselling:centre:director'),
    title: '临床权限授权',
    content,
    priority: 'H',
    openPage: '/counselling/cases',
    busType: 'clinical_grant',
  });
}
