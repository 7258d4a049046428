import {
  type PinnedScale,
  pinnedScaleSchema,
  SCREENING_MESSAGES,
  type ScreeningTargets,
  type ScreeningTask,
  type TaskInput,
  targetsSchema,
} from '@xinmiao/shared';
import { count, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { formatDateTime, parseDateTime } from '../../core/time.ts';
import { evalPackage, evalPackageItem, screeningAttempt, screeningTask } from '../../db/schema.ts';
import { isCareerPackage } from './pinned-scales.ts';

export type TaskRow = typeof screeningTask.$inferSelect;

export function targetsOf(row: TaskRow): ScreeningTargets {
  return targetsSchema.parse(row.targets ?? {});
}

export function pinsOf(row: TaskRow): PinnedScale[] {
  return pinnedScaleSchema.array().parse(row.scales ?? []);
}

/**
 * Input → columns, with the window checked (end after start, make-up after end). 学生可查看报告
 * left unset follows the package: on when one of its scales lets the student view their report.
 */
export async function taskValues(db: TenantDb, body: TaskInput) {
  const startAt = parseDateTime(body.startAt);
  const endAt = parseDateTime(body.endAt);
  const makeupEndAt = parseDateTime(body.makeupEndAt);
  if (!endAt) throw new AppError(SCREENING_MESSAGES.needEnd);
  if (startAt && endAt <= startAt) throw new AppError(SCREENING_MESSAGES.windowOrder);
  if (makeupEndAt && makeupEndAt <= endAt) throw new AppError(SCREENING_MESSAGES.makeupOrder);
  return {
    name: body.name,
    packageId: body.packageId,
    startAt,
    endAt,
    makeupEndAt,
    targets: targetsSchema.parse(body.targets ?? {}),
    consentText: body.consentText ?? '',
    guardianConsent: body.guardianConsent ?? false,
    studentCanViewReport: body.studentCanViewReport ?? (await packageLetsStudentsView(db, body.packageId)),
    career: await isCareerPackage(db, body.packageId),
  };
}

async function packageLetsStudentsView(db: TenantDb, packageId: string): Promise<boolean> {
  const items = await db.list(evalPackageItem, { where: eq(evalPackageItem.packageId, packageId) });
  return items.some((i) => i.studentCanViewReport);
}

/** Rows → records with package names and attempt counts, in two grouped queries. */
export async function toTasks(db: TenantDb, rows: readonly TaskRow[]): Promise<ScreeningTask[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [packages, counts] = await Promise.all([
    db
      .select({ id: evalPackage.id, name: evalPackage.name })
      .from(evalPackage)
      .where(inArray(evalPackage.id, [...new Set(rows.map((r) => r.packageId))])),
    db
      .select({ taskId: screeningAttempt.taskId, status: screeningAttempt.attemptStatus, n: count() })
      .from(screeningAttempt)
      .where(inArray(screeningAttempt.taskId, ids))
      .groupBy(screeningAttempt.taskId, screeningAttempt.attemptStatus),
  ]);
  const packageName = new Map(packages.map((p) => [p.id, p.name]));
  const tally = (taskId: string, submittedOnly: boolean) =>
    counts
      .filter((c) => c.taskId === taskId && (!submittedOnly || c.status === 'submitted'))
      .reduce((sum, c) => sum + Number(c.n), 0);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    taskStatus: row.taskStatus,
    packageId: row.packageId,
    packageName: packageName.get(row.packageId) ?? '',
    startAt: formatDateTime(row.startAt),
    endAt: formatDateTime(row.endAt),
    makeupEndAt: formatDateTime(row.makeupEndAt),
    targets: targetsOf(row),
    scales: pinsOf(row),
    consentText: row.consentText,
    guardianConsent: row.guardianConsent,
    studentCanViewReport: row.studentCanViewReport,
    publishedAt: formatDateTime(row.publishedAt),
    assigned: tally(row.id, false),
    submitted: tally(row.id, true),
    createTime: formatDateTime(row.createTime) ?? '',
  }));
}

export async function findTask(db: TenantDb, id: string): Promise<TaskRow> {
  const row = await db.first(screeningTask, eq(screeningTask.id, id));
  if (!row) throw new AppError(SCREENING_MESSAGES.notFound);
  return row;
}
