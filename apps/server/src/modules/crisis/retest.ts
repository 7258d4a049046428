import type { TenantDb } from '../../core/tenant-db.ts';
import { crisisFollowup } from '../../db/schema.ts';

/**
 * Screening's one-scale task for one student, open until `dueAt`; returns the task id. Handed in by
 * the module list: screening files its warning signals here, so crisis cannot import screening.
 */
export type AssignRetest = (
  db: TenantDb,
  request: { studentId: string; scaleCode: string; dueAt: Date; reason: string },
) => Promise<string>;

export type RetestRequest = {
  caseId: string;
  studentId: string;
  scaleCode: string;
  dueAt: Date;
  reason: string;
};

/**
 * The one place a case asks for a re-test with a short scale: screening assigns the student a
 * one-scale task open until `dueAt`, and the case keeps a follow-up item pointing at it, so the
 * overdue job reminds whoever owes the review. Both are written together or not at all.
 */
export async function scheduleRetest(
  db: TenantDb,
  request: RetestRequest,
  assignRetest: AssignRetest,
): Promise<string> {
  return db.transaction(async (tdb) => {
    const taskId = await assignRetest(tdb, {
      studentId: request.studentId,
      scaleCode: request.scaleCode,
      dueAt: request.dueAt,
      reason: request.reason,
    });
    const [id = ''] = await tdb.insert(crisisFollowup, {
      caseId: request.caseId,
      kind: 'retest',
      scaleCode: request.scaleCode,
      taskId,
      dueAt: request.dueAt,
      content: request.reason,
    });
    return id;
  });
}
