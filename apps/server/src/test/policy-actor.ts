import { and, eq } from 'drizzle-orm';
import { loadActorScope } from '../core/policy/actor-scope.ts';
import type { PolicyActor } from '../core/policy/policy.ts';
import { TenantDb } from '../core/tenant-db.ts';
import { sysUser } from '../db/schema.ts';
import type { Db } from '../db/types.ts';

/** A seeded user of `tenantId` as the policies see them, holding exactly `permissions`. */
export async function policyActor(
  db: Db,
  username: string,
  permissions: readonly string[] = [],
  tenantId = 1000,
): Promise<PolicyActor> {
  const [user] = await db
    .select()
    .from(sysUser)
    .where(and(eq(sysUser.username, username), eq(sysUser.tenantId, tenantId)));
  const userId = user?.id ?? '';
  const own = new TenantDb(db, tenantId, username);
  return {
    userId,
    username,
    tenantId,
    orgCode: user?.orgCode ?? null,
    permissions: new Set(permissions),
    db: own,
    actorScope: () => loadActorScope(own, userId),
  };
}
