import {
  IMPORT_MESSAGES,
  type ImportJob,
  type ImportRowError,
  importRowErrorSchema,
  ResultCode,
  studentImportRoutes,
} from '@xinmiao/shared';
import { z } from 'zod';
import type { AuthCtx } from '../../../core/context.ts';
import { fail, ok, okWith } from '../../../core/envelope.ts';
import type { Registrar } from '../../../core/register-route.ts';
import { formatDateTime } from '../../../core/time.ts';
import { schoolImportJob } from '../../../db/schema.ts';
import { classesInReach } from '../../../policies/student.ts';
import { classPaths, loadUnits } from '../structure.ts';
import { importContext } from './import-context.ts';
import { isRunningHere, STALE_AFTER_MS, startImport } from './import-runner.ts';
import { readWorkbookRows } from './read-sheet.ts';
import { validateStudents } from './validate-students.ts';
import { errorWorkbook, studentTemplate } from './workbooks.ts';

type JobRow = typeof schoolImportJob.$inferSelect;
const JOB_STATUS = ['pending', 'running', 'done', 'failed'] as const;

const storedErrors = (row: JobRow): ImportRowError[] => {
  const parsed = z.array(importRowErrorSchema).safeParse(row.errors);
  return parsed.success ? parsed.data : [];
};

function toJob(row: JobRow): ImportJob {
  const status = JOB_STATUS.find((s) => s === row.jobStatus) ?? 'failed';
  return {
    id: row.id,
    fileName: row.fileName,
    status,
    allOrNothing: row.allOrNothing === 1,
    total: row.total,
    processed: row.processed,
    okCount: row.okCount,
    errorCount: row.errorCount,
    errors: storedErrors(row).slice(0, 200),
    message: row.message,
    createTime: formatDateTime(row.createTime) ?? '',
  };
}

/** A job is read only by whoever started it (its errors show other rows of their upload). */
async function ownJob(ctx: AuthCtx, id: string): Promise<JobRow | undefined> {
  const row = await ctx.db.byId(schoolImportJob, id);
  return row && row.createBy === ctx.username ? row : undefined;
}

/** 学生导入: template, dry-run preview, background job with progress, and the error workbook. */
export function registerStudentImportRoutes(r: Registrar): void {
  r.route(studentImportRoutes.template, async (ctx) => {
    const paths = classPaths(await loadUnits(ctx.db));
    const reachable = await classesInReach(
      ctx,
      [...paths].map(([id, c]) => ({ id, orgCode: c.orgCode })),
    );
    const names = [...paths].filter(([id]) => reachable.has(id)).map(([, c]) => c.path);
    return ok({ fileName: '学生导入模板.xlsx', base64: await studentTemplate(names) });
  });

  r.route(studentImportRoutes.preview, async (ctx, { body }) => {
    const sheet = await readWorkbookRows(Buffer.from(body.file.data));
    if ('error' in sheet) return fail(sheet.error);
    const { valid, errors } = validateStudents(sheet.rows, await importContext(ctx));
    const goodRows = new Set(valid.slice(0, 20).map((v) => v.row));
    return ok({
      total: sheet.rows.length,
      valid: valid.length,
      rows: sheet.rows.filter((r) => goodRows.has(r.row)).map((r) => r.cells),
      errors: errors.slice(0, 200),
    });
  });

  r.route(studentImportRoutes.start, async (ctx, { body }) => {
    const [jobId = ''] = await ctx.db.insert(schoolImportJob, {
      kind: 'student',
      fileName: body.file.filename,
      file: Buffer.from(body.file.data).toString('base64'),
      allOrNothing: body.allOrNothing === '1' ? 1 : 0,
      heartbeat: new Date(),
    });
    ctx.logSubject(body.file.filename);
    void startImport(ctx, jobId);
    return okWith(IMPORT_MESSAGES.started, { jobId });
  });

  r.route(studentImportRoutes.status, async (ctx, { query }) => {
    const row = await ownJob(ctx, query.id);
    if (!row) return fail(IMPORT_MESSAGES.notFound);
    const unfinished = row.jobStatus === 'pending' || row.jobStatus === 'running';
    const stale = !row.heartbeat || Date.now() - row.heartbeat.getTime() > STALE_AFTER_MS;
    if (unfinished && stale && !isRunningHere(row.id)) {
      // The server that ran it stopped: whole batches are in, so continue from its offset.
      void startImport(ctx, row.id);
      return okWith(IMPORT_MESSAGES.stalled, toJob(row));
    }
    const job = toJob(row);
    if (job.status === 'done' && job.errorCount > 0) {
      return { ...okWith(job.message ?? '', job), code: ResultCode.IMPORT_PARTIAL };
    }
    return okWith(job.message ?? '', job);
  });

  r.route(studentImportRoutes.errorWorkbook, async (ctx, { query }) => {
    const row = await ownJob(ctx, query.id);
    if (!row) return fail(IMPORT_MESSAGES.notFound);
    const sheet = await readWorkbookRows(Buffer.from(row.file, 'base64'));
    if ('error' in sheet) return fail(sheet.error);
    const errors = storedErrors(row);
    return ok({ fileName: `错误数据-${row.fileName}`, base64: await errorWorkbook(sheet.rows, errors) });
  });
}
