import {
  growthImportRoutes,
  IMPORT_MESSAGES,
  type ImportJob,
  type ImportJobRoutes,
  type ImportRowError,
  importRowErrorSchema,
  ResultCode,
  staffImportRoutes,
  studentImportRoutes,
} from '@xinmiao/shared';
import { z } from 'zod';
import type { AuthCtx } from '../../../core/context.ts';
import { fail, ok, okWith } from '../../../core/envelope.ts';
import { FileReply } from '../../../core/file-reply.ts';
import type { Registrar } from '../../../core/register-route.ts';
import { formatDateTime } from '../../../core/time.ts';
import { xlsxFile } from '../../../core/xlsx-file.ts';
import { schoolImportJob } from '../../../db/schema.ts';
import { readWorkbookRows } from './check-upload.ts';
import { growthImport } from './growth-kind.ts';
import type { ImportKind } from './import-kind.ts';
import { isRunningHere, STALE_AFTER_MS, startImport } from './import-runner.ts';
import { staffImport } from './staff-kind.ts';
import { studentImport } from './student-kind.ts';
import { errorWorkbook } from './workbooks.ts';

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

/** A job is read only by whoever started it (its errors show other rows of their upload), by its kind's routes. */
async function ownJob(ctx: AuthCtx, id: string, kind: ImportKind): Promise<JobRow | undefined> {
  const row = await ctx.db.byId(schoolImportJob, id);
  return row && row.createBy === ctx.username && row.kind === kind.kind ? row : undefined;
}

/** Template, dry-run preview, background job with progress, and the error workbook of one kind. */
function registerImportRoutes(r: Registrar, routes: ImportJobRoutes, kind: ImportKind): void {
  r.route(routes.template, async (ctx) => xlsxFile(await kind.template(ctx), kind.templateName));

  r.route(routes.preview, async (ctx, { body }) => {
    const preview = await kind.preview(ctx, body.file.data);
    return 'error' in preview ? fail(preview.error) : ok(preview);
  });

  r.route(routes.start, async (ctx, { body }) => {
    const [jobId = ''] = await ctx.db.insert(schoolImportJob, {
      kind: kind.kind,
      fileName: body.file.filename,
      file: Buffer.from(body.file.data).toString('base64'),
      allOrNothing: body.allOrNothing === '1' ? 1 : 0,
      heartbeat: new Date(),
    });
    ctx.logSubject(body.file.filename);
    void startImport(ctx, jobId);
    return okWith(IMPORT_MESSAGES.started, { jobId });
  });

  r.route(routes.status, async (ctx, { query }) => {
    const row = await ownJob(ctx, query.id, kind);
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

  r.route(routes.errorWorkbook, async (ctx, { query }) => {
    const row = await ownJob(ctx, query.id, kind);
    if (!row) return FileReply.notFound();
    const sheet = await readWorkbookRows(Buffer.from(row.file, 'base64'));
    if ('error' in sheet) return FileReply.notFound();
    const file = await errorWorkbook(kind.columns, sheet.rows, storedErrors(row));
    return xlsxFile(file, `错误数据-${row.fileName}`);
  });
}

export function registerImportJobRoutes(r: Registrar): void {
  registerImportRoutes(r, studentImportRoutes, studentImport);
  registerImportRoutes(r, staffImportRoutes, staffImport);
  registerImportRoutes(r, growthImportRoutes, growthImport);
}
