import { IMPORT_MESSAGES, type ImportRowError } from '@xinmiao/shared';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { AppError } from '../../../core/errors.ts';
import type { PolicyActor } from '../../../core/policy/policy.ts';
import type { TenantDb } from '../../../core/tenant-db.ts';
import { schoolImportJob, schoolStudent } from '../../../db/schema.ts';
import { studentsVisibleTo } from '../../../policies/student.ts';
import { importContext } from './import-context.ts';
import { readWorkbookRows } from './read-sheet.ts';
import { type ValidRow, validateStudents } from './validate-students.ts';

/** Rows per write; each batch is one transaction together with the job's progress. */
export const IMPORT_BATCH = 2000;
/** A running job whose heartbeat is older than this was left by a stopped server and is resumed. */
export const STALE_AFTER_MS = 60_000;
/** Row errors kept with the job (the error workbook lists all of them). */
const MAX_STORED_ERRORS = 20_000;

/** Fields an import may change on an existing student; the class changes only by 转班 (with history). */
const UPDATABLE = [
  'name',
  'sex',
  'birthday',
  'idCard',
  'phone',
  'enrolYear',
  'studentType',
  'studentStatus',
  'guardianName',
  'guardianPhone',
  'guardianRelation',
] as const;

export type RunOptions = {
  batchSize?: number;
  /** Called inside each batch's transaction after its rows are written (tests abort here). */
  afterBatch?: (batch: number) => void | Promise<void>;
};

const inFlight = new Map<string, Promise<void>>();

/** Resolves when this process has no run of the job in flight (tests and the bench wait on it). */
export function importSettled(jobId: string): Promise<void> {
  return inFlight.get(jobId) ?? Promise.resolve();
}

export function isRunningHere(jobId: string): boolean {
  return inFlight.has(jobId);
}

/** Starts (or resumes) the job in the background unless this process already runs it. */
export function startImport(actor: PolicyActor, jobId: string, options: RunOptions = {}): Promise<void> {
  const existing = inFlight.get(jobId);
  if (existing) return existing;
  const run = runImport(actor, jobId, options).finally(() => inFlight.delete(jobId));
  inFlight.set(jobId, run);
  return run;
}

const rowValues = ({ values }: ValidRow) => ({
  studentNo: values.studentNo,
  name: values.name,
  sex: values.sex ?? null,
  birthday: values.birthday ?? null,
  idCard: values.idCard ?? null,
  phone: values.phone ?? null,
  classId: values.classId,
  orgCode: values.orgCode,
  enrolYear: values.enrolYear ?? null,
  studentType: values.studentType,
  studentStatus: values.studentStatus,
  guardianName: values.guardianName ?? null,
  guardianPhone: values.guardianPhone ?? null,
  guardianRelation: values.guardianRelation ?? null,
});

async function writeBatch(tdb: TenantDb, visible: SQL | undefined, rows: readonly ValidRow[]): Promise<void> {
  await tdb.upsert(schoolStudent, rows.map(rowValues), {
    target: [schoolStudent.studentNo],
    update: [...UPDATABLE],
  });
  // The policy itself, data rules included, must see every written row, else the batch is undone.
  const numbers = rows.map((r) => r.values.studentNo);
  const seen = await tdb.count(schoolStudent, and(inArray(schoolStudent.studentNo, numbers), visible));
  if (seen !== rows.length) throw new AppError('无权导入到该班级');
}

function summary(total: number, ok: number, errors: number): string {
  return `总上传行数：${total}，已导入行数：${ok}，错误行数：${errors}`;
}

/**
 * One import: parse, validate every row, then write the good rows by 学号 (insert or update),
 * batch by batch from the job's `processed` offset, so a restarted run continues where whole
 * batches ended. All-or-nothing: any bad row writes nothing; otherwise one transaction for all rows.
 */
async function runImport(actor: PolicyActor, jobId: string, options: RunOptions): Promise<void> {
  const db = actor.db;
  const job = await db.byId(schoolImportJob, jobId);
  if (!job || job.jobStatus === 'done' || job.jobStatus === 'failed') return;
  const beat = (tdb: TenantDb, set: Partial<typeof schoolImportJob.$inferInsert>) =>
    tdb.update(schoolImportJob, { ...set, heartbeat: new Date() }, eq(schoolImportJob.id, jobId));
  try {
    await beat(db, { jobStatus: 'running' });
    const sheet = await readWorkbookRows(Buffer.from(job.file, 'base64'));
    if ('error' in sheet) {
      await beat(db, { jobStatus: 'failed', message: sheet.error });
      return;
    }
    const { valid, errors } = validateStudents(sheet.rows, await importContext(actor));
    const stored: ImportRowError[] = errors.slice(0, MAX_STORED_ERRORS);
    const all = sheet.rows.length;
    const badRows = new Set(errors.map((e) => e.row)).size;
    await beat(db, { total: valid.length, errorCount: badRows, errors: stored });
    if (job.allOrNothing === 1 && badRows > 0) {
      await beat(db, { jobStatus: 'failed', message: `存在 ${badRows} 行错误，未导入任何数据` });
      return;
    }
    const size = options.batchSize ?? IMPORT_BATCH;
    // Loaded before any transaction: the policy reads through the actor's own connection.
    const visible = await studentsVisibleTo(actor);
    if (job.allOrNothing === 1) {
      await db.transaction(async (tdb) => {
        for (let start = 0, n = 0; start < valid.length; start += size, n++) {
          await writeBatch(tdb, visible, valid.slice(start, start + size));
          await options.afterBatch?.(n);
        }
        await beat(tdb, { processed: valid.length, okCount: valid.length });
      });
    } else {
      for (let start = job.processed, n = 0; start < valid.length; start += size, n++) {
        const rows = valid.slice(start, start + size);
        await db.transaction(async (tdb) => {
          await writeBatch(tdb, visible, rows);
          await options.afterBatch?.(n);
          await beat(tdb, { processed: start + rows.length, okCount: start + rows.length });
        });
      }
    }
    await beat(db, { jobStatus: 'done', message: summary(all, valid.length, badRows) });
  } catch (error) {
    const interrupted =
      job.allOrNothing === 1 ? IMPORT_MESSAGES.failed : '导入中断：已写入的整批数据保留，其余未写入';
    const message = error instanceof AppError ? `${error.message}，${interrupted}` : interrupted;
    await beat(db, { jobStatus: 'failed', message });
  }
}
