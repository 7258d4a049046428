import { eq } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { evalPackage, evalPackageItem, schoolStudent, screeningTask } from '../../db/schema.ts';
import { pinPackage } from './pinned-scales.ts';
import { assignAttempts } from './targets.ts';

export type RetestRequest = { studentId: string; scaleCode: string; dueAt: Date; reason: string };

/** The one-scale package re-tests use (`复测·PHQ9`), created on first use. */
async function retestPackage(db: TenantDb, scaleCode: string): Promise<string> {
  const name = `复测·${scaleCode}`;
  const existing = await db.first(evalPackage, eq(evalPackage.name, name));
  if (existing) return existing.id;
  const [id = ''] = await db.insert(evalPackage, { name, description: '危机跟踪复测（系统生成）' });
  await db.insert(evalPackageItem, { packageId: id, scaleCode, sortNo: 1 });
  return id;
}

/**
 * A re-test for one student (the crisis workflow's follow-up): a one-scale task, open now until
 * `dueAt`, published with the scale version current today. Returns the task id.
 */
export async function assignRetest(db: TenantDb, request: RetestRequest): Promise<string> {
  if (request.dueAt <= new Date()) throw new AppError('复测截止时间须晚于现在');
  return db.transaction(async (tdb) => {
    const student = await tdb.byId(schoolStudent, request.studentId);
    if (!student) throw new AppError('学生不存在');
    const packageId = await retestPackage(tdb, request.scaleCode);
    const scales = await pinPackage(tdb, packageId);
    const now = new Date();
    const [taskId = ''] = await tdb.insert(screeningTask, {
      name: `复测：${student.name} ${request.scaleCode}`,
      taskStatus: 'open',
      packageId,
      scales,
      targets: { departIds: [], enrolYears: [], studentTypes: [], studentStatuses: [] },
      startAt: now,
      endAt: request.dueAt,
      consentText: request.reason,
      publishedAt: now,
    });
    await assignAttempts(tdb, taskId, eq(schoolStudent.id, student.id));
    return taskId;
  });
}
