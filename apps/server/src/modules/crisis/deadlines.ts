import { type CrisisDeadlines, crisisDeadlinesSchema, DEFAULT_CRISIS_DEADLINES } from '@xinmiao/shared';
import type { TenantDb } from '../../core/tenant-db.ts';
import { sysTenantSetting } from '../../db/schema.ts';

/** The school's 危机处置时限 (研判 and 约谈 hours by level); the defaults until the centre saves its own. */
export async function crisisDeadlines(db: TenantDb): Promise<CrisisDeadlines> {
  // Kept: read by every warning signal filed, a submit's among them.
  const row = await db.firstKept(sysTenantSetting, 'tenant-setting', undefined);
  const saved = crisisDeadlinesSchema.safeParse(row?.crisisDeadlines);
  return saved.success ? saved.data : DEFAULT_CRISIS_DEADLINES;
}

export async function saveCrisisDeadlines(db: TenantDb, deadlines: CrisisDeadlines): Promise<void> {
  await db.upsert(sysTenantSetting, { crisisDeadlines: deadlines }, { target: [] });
}
