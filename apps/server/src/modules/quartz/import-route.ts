import { QUARTZ_MESSAGES, quartzJobInput, quartzRoutes } from '@xinmiao/shared';
import type { FileStorage } from '../../core/files/file-storage.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { JobRegistry } from '../../core/scheduler/job-handler.ts';
import {
  dictValueOf,
  type ImportColumn,
  RowProblems,
  sheetImport,
} from '../../core/spreadsheet/sheet-import.ts';
import { sysQuartzJob } from '../../db/schema.ts';

type Column = 'jobClassName' | 'cronExpression' | 'parameter' | 'description' | 'status';
const COLUMNS: readonly ImportColumn<Column>[] = [
  { key: 'jobClassName', header: '任务类名', width: 36 },
  { key: 'cronExpression', header: 'cron表达式', width: 20 },
  { key: 'parameter', header: '参数', width: 16 },
  { key: 'description', header: '描述', width: 30 },
  { key: 'status', header: '状态', width: 10 },
];

/**
 * 导入定时任务: by the add form's rules, so a job names one of the registered handlers (never a class
 * to load: JeecgBoot's `SampleJob` rows are refused row by row), once per school.
 */
export function registerQuartzImport(r: Registrar, files: FileStorage, handlers: JobRegistry): void {
  r.route(
    quartzRoutes.importExcel,
    sheetImport(files, {
      title: '定时任务',
      columns: COLUMNS,
      maxRows: 200,
      async check(ctx, rows) {
        const problems = new RowProblems();
        const status = await dictValueOf(ctx.db, 'quartz_status');
        for (const row of rows) {
          const value = status(row.values.status);
          if (value === null) problems.add(row.line, `状态：${row.values.status} 不是可选的状态`);
          problems.schema(row, COLUMNS, quartzJobInput, { ...row.values, status: value || undefined });
          if (row.values.jobClassName && !handlers.has(row.values.jobClassName)) {
            problems.add(row.line, `任务类名：${QUARTZ_MESSAGES.unknownHandler}`);
          }
        }
        await problems.uniqueStored(ctx.db, rows, 'jobClassName', '任务类名', sysQuartzJob.jobClassName);
        return problems.byLine;
      },
      async write(db, rows) {
        const status = await dictValueOf(db, 'quartz_status');
        for (const { values } of rows) {
          const job = quartzJobInput.parse({ ...values, status: status(values.status) || undefined });
          await db.insert(sysQuartzJob, {
            jobClassName: job.jobClassName,
            cronExpression: job.cronExpression,
            parameter: job.parameter || null,
            description: job.description || null,
            status: job.status,
          });
        }
      },
    }),
  );
}
