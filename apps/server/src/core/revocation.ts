import { eq } from 'drizzle-orm';
import { sysUser, sysUserTenant } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import type { RevokeReason } from '../realtime/events.ts';
import type { PermissionService } from './permissions.ts';
import type { SessionStore } from './session-store.ts';
import { TenantDb } from './tenant-db.ts';
import { isUsableNow } from './tenants.ts';

/** JeecgBoot sys_user.status: 1 normal, 2 frozen. */
const FROZEN = 2;
const MEMBERSHIP_ENDED = 0;

/** The part of the platform's services that revocation needs. */
export type RevocationServices = { db: Db; sessions: SessionStore; permissions: PermissionService };

/**
 * Ends every session of a user at once: database rows, Redis tombstones (no cached minute of grace)
 * and websockets on every instance.
 */
export async function revokeUserSessions(
  services: RevocationServices,
  userId: string,
  reason: RevokeReason,
): Promise<void> {
  await services.sessions.revokeUser(userId, reason);
}

/** Freezes an account (user-admin screen): no new login, and the open sessions end now. */
export async function freezeUser(
  services: RevocationServices,
  userId: string,
  actor?: string,
): Promise<void> {
  await services.db
    .update(sysUser)
    .set({ status: FROZEN, ...(actor ? { updateBy: actor, updateTime: new Date() } : {}) })
    .where(eq(sysUser.id, userId));
  await revokeUserSessions(services, userId, 'frozen');
}

/**
 * Removes a user from a tenant: the membership ends, the sessions bound to that tenant end (a session
 * in another tenant naming this one by header is refused per request), and cached codes go.
 */
export async function revokeTenantMembership(
  services: RevocationServices,
  userId: string,
  tenantId: number,
  actor?: string,
): Promise<void> {
  await new TenantDb(services.db, tenantId, actor).update(
    sysUserTenant,
    { status: MEMBERSHIP_ENDED },
    eq(sysUserTenant.userId, userId),
  );
  await services.sessions.revokeUserInTenant(userId, tenantId);
  await services.permissions.invalidateUser(userId, tenantId);
}

/**
 * After a tenant's status or term changed: when nobody may work in it now (frozen, deleted, term
 * over or not begun) every session bound to it ends on every instance at once; otherwise its
 * cached sessions are dropped so they pick up the new end date.
 */
export async function settleTenantSessions(
  services: RevocationServices,
  tenant: { id: number; status: number; delFlag: number; beginDate: Date | null; endDate: Date | null },
): Promise<void> {
  if (tenant.delFlag === 0 && isUsableNow(tenant)) await services.sessions.forgetTenant(tenant.id);
  else await services.sessions.revokeTenant(tenant.id);
  await services.permissions.invalidateTenant(tenant.id);
}
