import { getScale, score } from '@xinmiao/scales';
import { eq } from 'drizzle-orm';
import type { TenantDb } from '../../core/tenant-db.ts';
import {
  evalPackage,
  schoolStudent,
  screeningAttempt,
  screeningResult,
  screeningTask,
} from '../../db/schema.ts';

/**
 * Screening rows as the task engine writes them on submit (this module only reads them): a task,
 * an attempt per student and one result per scale, scored by packages/scales from real answers.
 */
export type TaskSpec = {
  name: string;
  scales: readonly string[];
  studentCanViewReport?: boolean;
  status?: string;
};

export async function createTask(db: TenantDb, spec: TaskSpec): Promise<string> {
  const packageName = `${spec.name}套餐`;
  const [packageId = ''] = await db.insert(evalPackage, { name: packageName });
  const [taskId = ''] = await db.insert(screeningTask, {
    name: spec.name,
    taskStatus: spec.status ?? 'closed',
    packageId,
    scales: spec.scales.map((scaleCode) => ({
      scaleCode,
      version: getScale(scaleCode).currentVersion,
      alias: '',
      studentCanViewReport: true,
    })),
    studentCanViewReport: spec.studentCanViewReport ?? true,
  });
  return taskId;
}

/** Option positions (1-based) answering every item with the same position. */
export const uniform = (items: number, position: number): number[] =>
  Array.from({ length: items }, () => position);

/** Assigns the task to a student without answers (counted as assigned, not submitted). */
export async function assign(db: TenantDb, taskId: string, studentId: string): Promise<string> {
  const student = await db.byId(schoolStudent, studentId);
  if (!student) throw new Error(`no student ${studentId}`);
  const [attemptId = ''] = await db.insert(screeningAttempt, { taskId, studentId, orgCode: student.orgCode });
  return attemptId;
}

/** A submitted attempt with one scored result per scale; returns scale code → result id. */
export async function answer(
  db: TenantDb,
  taskId: string,
  studentId: string,
  sheets: Readonly<Record<string, readonly number[]>>,
  options: { durationSeconds?: number; norm?: Readonly<Record<string, string>> } = {},
): Promise<Record<string, string>> {
  const student = await db.byId(schoolStudent, studentId);
  if (!student) throw new Error(`no student ${studentId}`);
  const [attemptId = ''] = await db.insert(screeningAttempt, {
    taskId,
    studentId,
    orgCode: student.orgCode,
    attemptStatus: 'submitted',
    answers: sheets,
    submittedAt: new Date(),
  });
  const ids: Record<string, string> = {};
  for (const [scaleCode, answers] of Object.entries(sheets)) {
    const norm = options.norm?.[scaleCode];
    const result = score(scaleCode, answers, {
      durationSeconds: options.durationSeconds ?? 600,
      ...(norm ? { norm } : {}),
    });
    const [id = ''] = await db.insert(screeningResult, {
      taskId,
      attemptId,
      studentId,
      orgCode: student.orgCode,
      scaleCode,
      scaleVersion: result.version,
      valid: result.valid,
      level: result.level,
      score: result,
      career: result.profile?.kind === 'holland',
      reviewStatus: result.valid ? 'none' : 'pending',
    });
    ids[scaleCode] = id;
  }
  return ids;
}

/** Extra students in a class (学号 prefix + seat), for groups large enough to be shown. */
export async function addStudents(
  db: TenantDb,
  classId: string,
  prefix: string,
  count: number,
): Promise<string[]> {
  const klass = await db.first(schoolStudent, eq(schoolStudent.classId, classId));
  if (!klass) throw new Error(`class ${classId} has no student to copy the org code from`);
  return db.insert(
    schoolStudent,
    Array.from({ length: count }, (_, i) => ({
      studentNo: `${prefix}${String(i + 1).padStart(2, '0')}`,
      name: `测试学生${prefix.slice(-2)}${i + 1}`,
      classId,
      orgCode: klass.orgCode,
      enrolYear: 2023,
    })),
  );
}
