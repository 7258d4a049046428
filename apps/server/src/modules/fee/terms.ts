import { CONTRACT_GRACE_DAYS, PLATFORM_TENANT_ID } from '@xinmiao/shared';
import { and, eq, inArray, max } from 'drizzle-orm';
import { settleTenantSessions } from '../../core/revocation.ts';
import type { Services } from '../../core/services.ts';
import { addDays, parseChinaTime } from '../../core/time.ts';
import { sysTenant, sysTenantContract } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';

/** The last day of each school's contracts (`yyyy-MM-dd`), for the schools named. */
export async function schoolEnds(db: Db, schoolIds: readonly number[]): Promise<Map<number, string>> {
  if (!schoolIds.length) return new Map();
  const rows = await db
    .select({ schoolId: sysTenantContract.schoolId, end: max(sysTenantContract.endDate) })
    .from(sysTenantContract)
    .where(
      and(
        eq(sysTenantContract.tenantId, PLATFORM_TENANT_ID),
        inArray(sysTenantContract.schoolId, [...schoolIds]),
      ),
    )
    .groupBy(sysTenantContract.schoolId);
  return new Map(rows.flatMap((r) => (r.end ? [[r.schoolId, r.end] as const] : [])));
}

/**
 * Sets a school's term from its contracts: from the day after the last one ends the school is
 * read-only (`read_only_from`), and its end date falls `CONTRACT_GRACE_DAYS` later. A school with
 * no contract keeps the term 租户管理 gave it. Returns the school as changed, or null when its term
 * already matched (or it is the platform, or missing).
 */
export async function setSchoolTerm(db: Db, schoolId: number): Promise<typeof sysTenant.$inferSelect | null> {
  if (schoolId === PLATFORM_TENANT_ID) return null;
  const end = (await schoolEnds(db, [schoolId])).get(schoolId);
  const [school] = await db.select().from(sysTenant).where(eq(sysTenant.id, schoolId));
  if (!school) return null;
  const readOnlyFrom = end ? parseChinaTime(addDays(end, 1)) : null;
  const endDate = end ? parseChinaTime(`${addDays(end, CONTRACT_GRACE_DAYS)} 23:59:59`) : school.endDate;
  if (
    school.readOnlyFrom?.getTime() === readOnlyFrom?.getTime() &&
    school.endDate?.getTime() === endDate?.getTime()
  ) {
    return null;
  }
  await db.update(sysTenant).set({ readOnlyFrom, endDate }).where(eq(sysTenant.id, schoolId));
  return { ...school, readOnlyFrom, endDate };
}

/** `setSchoolTerm` after a contract was saved: the school's sessions pick up the new term at once. */
export async function applySchoolTerm(
  services: Pick<Services, 'db' | 'sessions' | 'permissions'>,
  schoolId: number,
): Promise<void> {
  const changed = await setSchoolTerm(services.db, schoolId);
  if (changed) await settleTenantSessions(services, changed);
}
