import { asc, eq, inArray } from 'drizzle-orm';
import type { TenantDb } from '../../core/tenant-db.ts';
import { evalPackage, evalPackageItem } from '../../db/schema.ts';

/** Names of the tenant's 测评套餐 that include a scale, by name. */
export async function packageNamesUsing(db: TenantDb, scaleCode: string): Promise<string[]> {
  const uses = await db.list(evalPackageItem, { where: eq(evalPackageItem.scaleCode, scaleCode) });
  if (uses.length === 0) return [];
  const packages = await db.list(evalPackage, {
    where: inArray(evalPackage.id, [...new Set(uses.map((u) => u.packageId))]),
    orderBy: [asc(evalPackage.name)],
  });
  return packages.map((p) => p.name);
}
