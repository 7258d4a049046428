import { PLATFORM_TENANT_ID } from '@xinmiao/shared';
import { DEMO_UNIVERSITY, type SeedingSchool } from '../../core/seed-spec.ts';
import { addDays, chinaToday } from '../../core/time.ts';
import { sysTenantContract } from '../../db/schema.ts';
import { payStateOf } from './records.ts';

/** The demo's second school (另一所示范中学, `seed/demo-schools.ts`). */
const DEMO_MIDDLE_SCHOOL = 1001;

/**
 * The demo operator's contracts: the university paid up for the year with an older contract before
 * it, the middle school's running out in three weeks (the reminder job's case) and part paid.
 */
export async function seedDemoContracts({ tdb, spec }: SeedingSchool): Promise<void> {
  if (spec.id !== PLATFORM_TENANT_ID || !spec.demo) return;
  const today = chinaToday();
  const contract = (
    schoolId: number,
    contractNo: string,
    packageCode: string,
    beginDate: string,
    endDate: string,
    amountFen: number,
    paidFen: number,
    invoices: { no: string; amount: number; issuedOn: string }[],
  ) => ({
    schoolId,
    contractNo,
    packageCode,
    beginDate,
    endDate,
    amountFen,
    paidFen,
    payState: payStateOf(amountFen, paidFen),
    invoices,
    remark: null,
  });
  await tdb.insert(sysTenantContract, [
    contract(
      DEMO_UNIVERSITY,
      'XM-2024-001',
      'standard',
      addDays(today, -500),
      addDays(today, -135),
      6_800_000,
      6_800_000,
      [{ no: '04400231', amount: 68_000, issuedOn: addDays(today, -490) }],
    ),
    contract(
      DEMO_UNIVERSITY,
      'XM-2025-001',
      'premium',
      addDays(today, -134),
      addDays(today, 230),
      12_800_000,
      12_800_000,
      [{ no: '04400987', amount: 128_000, issuedOn: addDays(today, -130) }],
    ),
    contract(
      DEMO_MIDDLE_SCHOOL,
      'XM-2025-014',
      'basic',
      addDays(today, -344),
      addDays(today, 21),
      2_400_000,
      1_200_000,
      [{ no: '04401122', amount: 12_000, issuedOn: addDays(today, -340) }],
    ),
  ]);
}
