import { and, eq } from 'drizzle-orm';
import { tenantMembers } from '../../core/members.ts';
import { TenantDb } from '../../core/tenant-db.ts';
import { schoolStudent } from '../../db/schema.ts';
import type { TestApp } from '../../test/test-app.ts';
import { classIdOf } from '../school/test-support.ts';

/** The first demo student of a class, by college and class name. */
export async function studentOfClass(t: TestApp, tenantId: number, college: string, klass: string) {
  const classId = await classIdOf(t, tenantId, college, klass);
  const row = await new TenantDb(t.db, tenantId).first(
    schoolStudent,
    and(eq(schoolStudent.classId, classId)),
  );
  if (!row) throw new Error(`no student in ${college} ${klass}`);
  return row.id;
}

/** Demo account ids of a school by username. */
export async function memberIds(t: TestApp, tenantId: number): Promise<Map<string, string>> {
  return new Map((await tenantMembers(new TenantDb(t.db, tenantId))).map((m) => [m.username, m.id]));
}
