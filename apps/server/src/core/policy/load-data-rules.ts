import { and, eq, inArray } from 'drizzle-orm';
import { sysPermission, sysPermissionDataRule, sysRolePermission } from '../../db/schema.ts';
import { idList } from '../id-list.ts';
import type { TenantDb } from '../tenant-db.ts';
import type { DataRule } from './data-rules.ts';

/** The active rules the user's roles chose for the page at `menuUrl` (JeecgBoot `data_rule_ids`). */
export async function loadDataRules(
  db: TenantDb,
  roleIds: readonly string[],
  menuUrl: string,
): Promise<DataRule[]> {
  if (roleIds.length === 0) return [];
  const grants = await db
    .select({ ruleIds: sysRolePermission.dataRuleIds })
    .from(sysRolePermission)
    .innerJoin(sysPermission, eq(sysPermission.id, sysRolePermission.permissionId))
    .where(and(inArray(sysRolePermission.roleId, [...roleIds]), eq(sysPermission.url, menuUrl)));
  const ids = [...new Set(grants.flatMap((g) => idList(g.ruleIds)))];
  if (ids.length === 0) return [];
  return db
    .select({
      ruleColumn: sysPermissionDataRule.ruleColumn,
      ruleConditions: sysPermissionDataRule.ruleConditions,
      ruleValue: sysPermissionDataRule.ruleValue,
    })
    .from(sysPermissionDataRule)
    .where(and(inArray(sysPermissionDataRule.id, ids), eq(sysPermissionDataRule.status, 1)));
}
