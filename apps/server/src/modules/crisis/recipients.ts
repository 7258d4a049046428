import { permissionHolders } from '../../core/permission-holders.ts';
import { loadActorScope } from '../../core/policy/actor-scope.ts';
import type { TenantDb } from '../../core/tenant-db.ts';

/** Who triages and approves: everyone holding 确认/排除预警 (the psychology centre). */
export function centreStaff(db: TenantDb): Promise<string[]> {
  return permissionHolders(db, 'crisis:warning:confirm');
}

/**
 * The college level above a case: holders of 个案详情 whose college-wide reach
 * (`depart_and_below`) covers the student's class. Class-level staff are not told.
 */
export async function collegeLeaders(db: TenantDb, orgCode: string): Promise<string[]> {
  const holders = await permissionHolders(db, 'crisis:case:detail');
  const leaders: string[] = [];
  for (const userId of holders) {
    const scope = await loadActorScope(db, userId);
    if (!scope.scopes.has('depart_and_below')) continue;
    if (scope.orgCodes.some((code) => code && orgCode.startsWith(code))) leaders.push(userId);
  }
  return leaders;
}
