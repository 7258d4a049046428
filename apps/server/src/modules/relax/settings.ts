import { DEFAULT_RELAX_SETTINGS, type RelaxSettings } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import type { TenantDb } from '../../core/tenant-db.ts';
import { relaxSetting } from '../../db/schema.ts';

/** The school's mood-rule thresholds, the defaults where it set none. */
export async function relaxSettings(tdb: TenantDb): Promise<RelaxSettings> {
  const row = await tdb.first(relaxSetting, undefined);
  if (!row) return DEFAULT_RELAX_SETTINGS;
  const { fallPoints, lowDays, fallLevel, phraseLevel } = row;
  return { fallPoints, lowDays, fallLevel, phraseLevel };
}

export function saveRelaxSettings(tdb: TenantDb, settings: RelaxSettings): Promise<void> {
  return tdb.transaction(async (t) => {
    const row = await t.first(relaxSetting, undefined);
    if (row) await t.update(relaxSetting, settings, eq(relaxSetting.id, row.id));
    else await t.insert(relaxSetting, settings);
  });
}
