import { eq } from 'drizzle-orm';
import type { TenantDb } from '../../core/tenant-db.ts';
import { evalScaleSetting } from '../../db/schema.ts';

export type SettingPatch = { enabled?: boolean; pinnedVersion?: string | null; normSet?: string | null };

/** Writes the tenant's setting row of one scale, creating it on first change. */
export async function saveSetting(db: TenantDb, scaleCode: string, patch: SettingPatch): Promise<void> {
  const where = eq(evalScaleSetting.scaleCode, scaleCode);
  const existing = await db.first(evalScaleSetting, where);
  if (existing) {
    await db.update(evalScaleSetting, patch, where);
    return;
  }
  await db.insert(evalScaleSetting, { scaleCode, ...patch });
}
