import { AI_MESSAGES } from '@xinmiao/shared';
import type { TenantDb } from '../../core/tenant-db.ts';
import { aiConsent } from '../../db/schema.ts';
import type { StudentRow } from './student-chat.ts';

const GUARDIAN_AGE = 14;

/** Whole years from a 生日 (yyyy-MM-dd) to today; null when unknown. */
export function ageOf(birthday: string | null, today = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(birthday ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const before = today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  return today.getFullYear() - year - (before ? 1 : 0);
}

/**
 * Records consent to send this student's messages to the external model: a guardian's when the
 * student is under 14 or of unknown age (PIPL Art. 31). Returns the refusal, or null.
 */
export async function recordConsent(
  db: TenantDb,
  student: StudentRow,
  input: { givenBy: 'student' | 'guardian'; guardianName?: string | undefined },
): Promise<string | null> {
  const age = ageOf(student.birthday);
  const guardianNeeded = age === null || age < GUARDIAN_AGE;
  if (guardianNeeded && (input.givenBy !== 'guardian' || !input.guardianName))
    return AI_MESSAGES.guardianRequired;
  await db.upsert(
    aiConsent,
    { studentId: student.id, givenBy: input.givenBy, guardianName: input.guardianName ?? null },
    { target: [aiConsent.studentId] },
  );
  return null;
}
