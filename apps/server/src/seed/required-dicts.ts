import { and, eq, notExists } from 'drizzle-orm';
import { TenantDb } from '../core/tenant-db.ts';
import { sysDict, sysTenant } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { DICTS } from '../modules/dict/dicts.ts';
import { installDicts } from '../modules/dict/seed.ts';

/**
 * At start-up: a live school lacking a dictionary the code reads (it predates it) is given it. One
 * it deleted into the recycle bin still counts as present; that is the school's own choice.
 */
export async function ensureRequiredDicts(db: Db): Promise<void> {
  for (const dict of DICTS.filter((d) => d.required)) {
    const present = db
      .select({ id: sysDict.id })
      .from(sysDict)
      .where(and(eq(sysDict.tenantId, sysTenant.id), eq(sysDict.dictCode, dict.code)));
    const lacking = await db
      .select({ id: sysTenant.id })
      .from(sysTenant)
      .where(and(eq(sysTenant.delFlag, 0), notExists(present)));
    for (const tenant of lacking) {
      await new TenantDb(db, tenant.id, 'system').transaction((tdb) => installDicts(tdb, [dict]));
    }
  }
}
