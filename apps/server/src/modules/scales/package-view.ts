import type { PackageRecord } from '@xinmiao/shared';
import { asc, inArray } from 'drizzle-orm';
import type { TenantDb } from '../../core/tenant-db.ts';
import { formatDateTime } from '../../core/time.ts';
import { type evalPackage, evalPackageItem } from '../../db/schema.ts';
import { displayName, isEnabled, type ScaleCatalog } from './catalog.ts';

type PackageRow = typeof evalPackage.$inferSelect;

/** Packages with their ordered scales, names taken from the tenant's catalogue. */
export async function toPackageRecords(
  db: TenantDb,
  catalog: ScaleCatalog,
  rows: PackageRow[],
): Promise<PackageRecord[]> {
  if (rows.length === 0) return [];
  const items = await db.list(evalPackageItem, {
    where: inArray(
      evalPackageItem.packageId,
      rows.map((p) => p.id),
    ),
    orderBy: [asc(evalPackageItem.sortNo)],
  });
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    description: p.description,
    consentText: p.consentText,
    status: p.status === 0 ? '0' : '1',
    items: items
      .filter((i) => i.packageId === p.id)
      .map((i) => {
        const entry = catalog.get(i.scaleCode);
        return {
          id: i.id,
          scaleCode: i.scaleCode,
          scaleName: entry ? displayName(entry) : i.scaleCode,
          alias: i.alias,
          sortNo: i.sortNo,
          studentCanViewReport: i.studentCanViewReport,
          scaleEnabled: entry ? isEnabled(entry) : false,
        };
      }),
    createBy: p.createBy,
    createTime: formatDateTime(p.createTime),
    updateBy: p.updateBy,
    updateTime: formatDateTime(p.updateTime),
  }));
}
