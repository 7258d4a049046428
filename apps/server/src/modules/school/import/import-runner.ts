import { IMPORT_MESSAGES, type ImportRowError } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { AppError } from '../../../core/errors.ts';
import type { PolicyActor } from '../../../core/policy/policy.ts';
import type { TenantDb } from '../../../core/tenant-db.ts';
import { schoolImportJob } from '../../../db/schema.ts';
import { growthImport } from './growth-kind.ts';
import type { ImportKind } from './import-kind.ts';
import { staffImport } from './staff-kind.ts';
import { studentImport } from './student-kind.ts';

/** Every kind of import by the `kind` stored on its job. */
export const IMPORT_KINDS: Readonly<Record<ImportKind['kind'], ImportKind>> = {
  student: studentImport,
  staff: staffImport,
  growth: growthImport,
};
const kindOf = (kind: string): ImportKind | undefined =>
  Object.hasOwn(IMPORT_KINDS, kind) ? IMPORT_KINDS[kind as ImportKind['kind']] : undefined;

/** Rows per write; each batch is one transaction together with the job's progress. */
export const IMPORT_BATCH = 2000;
/** A running job whose heartbeat is older than this was left by a stopped server and is resumed. */
export const STALE_AFTER_MS = 60_000;
/** Row errors kept with the job (the error workbook lists all of them). */
const MAX_STORED_ERRORS = 20_000;

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

function summary(total: number, ok: number, errors: number): string {
  return `总上传行数：${total}，已导入行数：${ok}，错误行数：${errors}`;
}

/**
 * One import of any kind: parse, validate every row, then upsert the good rows by their key,
 * batch by batch from the job's `processed` offset, so a restarted run continues where whole
 * batches ended. All-or-nothing: any bad row writes nothing; otherwise one transaction for all rows.
 */
async function runImport(actor: PolicyActor, jobId: string, options: RunOptions): Promise<void> {
  const db = actor.db;
  const job = await db.byId(schoolImportJob, jobId);
  if (!job || job.jobStatus === 'done' || job.jobStatus === 'failed') return;
  const kind = kindOf(job.kind);
  const beat = (tdb: TenantDb, set: Partial<typeof schoolImportJob.$inferInsert>) =>
    tdb.update(schoolImportJob, { ...set, heartbeat: new Date() }, eq(schoolImportJob.id, jobId));
  try {
    await beat(db, { jobStatus: 'running' });
    const prepared = kind
      ? await kind.prepare(actor, Buffer.from(job.file, 'base64'))
      : { error: IMPORT_MESSAGES.failed };
    if ('error' in prepared) {
      await beat(db, { jobStatus: 'failed', message: prepared.error });
      return;
    }
    const { total: all, validRows, errors, write } = prepared;
    const validCount = validRows.length;
    const stored: ImportRowError[] = errors.slice(0, MAX_STORED_ERRORS);
    const badRows = new Set(errors.map((e) => e.row)).size;
    await beat(db, { total: validCount, errorCount: badRows, errors: stored });
    if (job.allOrNothing === 1 && badRows > 0) {
      await beat(db, { jobStatus: 'failed', message: `存在 ${badRows} 行错误，未导入任何数据` });
      return;
    }
    const size = options.batchSize ?? IMPORT_BATCH;
    if (job.allOrNothing === 1) {
      await db.transaction(async (tdb) => {
        for (let start = 0, n = 0; start < validCount; start += size, n++) {
          await write(tdb, start, start + size);
          await options.afterBatch?.(n);
        }
        await beat(tdb, { processed: validCount, okCount: validCount });
      });
    } else {
      for (let start = job.processed, n = 0; start < validCount; start += size, n++) {
        const end = Math.min(start + size, validCount);
        await db.transaction(async (tdb) => {
          await write(tdb, start, end);
          await options.afterBatch?.(n);
          await beat(tdb, { processed: end, okCount: end });
        });
      }
    }
    await beat(db, { jobStatus: 'done', message: summary(all, validCount, badRows) });
  } catch (error) {
    const interrupted =
      job.allOrNothing === 1 ? IMPORT_MESSAGES.failed : '导入中断：已写入的整批数据保留，其余未写入';
    const message = error instanceof AppError ? `${error.message}，${interrupted}` : interrupted;
    await beat(db, { jobStatus: 'failed', message });
  }
}
