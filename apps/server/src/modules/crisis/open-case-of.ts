import { and, eq, isNotNull } from 'drizzle-orm';
import type { TenantDb } from '../../core/tenant-db.ts';
import { crisisCase } from '../../db/schema.ts';

/**
 * The student's open warning case (one at most: `open_key` is held until the case ends), or
 * undefined. Only its id leaves the crisis compartment: 一生一策 links a plan to it.
 */
export async function openCaseOf(db: TenantDb, studentId: string): Promise<{ id: string } | undefined> {
  const row = await db.first(
    crisisCase,
    and(eq(crisisCase.studentId, studentId), isNotNull(crisisCase.openKey)),
  );
  return row ? { id: row.id } : undefined;
}
