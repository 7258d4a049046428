import type { CrisisContacts, Hotline } from '@xinmiao/shared';
import type { TenantDb } from '../../core/tenant-db.ts';
import { crisisContactSetting } from '../../db/schema.ts';

const EMPTY: CrisisContacts = { hotlines: [], onDutyName: '', onDutyPhone: '', onDutyHours: '', note: '' };

/** The school's hotline list and the centre's on-duty contact (empty until the centre fills them in). */
export async function crisisContacts(db: TenantDb): Promise<CrisisContacts> {
  const row = await db.first(crisisContactSetting, undefined);
  if (!row) return EMPTY;
  return {
    hotlines: row.hotlines as Hotline[],
    onDutyName: row.onDutyName,
    onDutyPhone: row.onDutyPhone,
    onDutyHours: row.onDutyHours,
    note: row.note,
  };
}

export async function saveCrisisContacts(db: TenantDb, contacts: CrisisContacts): Promise<void> {
  await db.upsert(crisisContactSetting, { ...contacts }, { target: [] });
}
