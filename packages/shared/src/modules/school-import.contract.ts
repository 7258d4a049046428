import { z } from 'zod';
import { defineRoute } from '../api/route.ts';
import type { PermissionCode } from '../auth/permissions.ts';
import { uploadedFileSchema } from './scales.contract.ts';

export const IMPORT_MESSAGES = {
  started: '导入任务已开始',
  notFound: '未找到对应数据',
  stalled: '导入任务因服务重启中断，已自动继续',
  failed: '导入失败，未写入任何数据',
} as const;

export const importRowErrorSchema = z.object({ row: z.number(), field: z.string(), message: z.string() });
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const importJobSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  status: z.enum(['pending', 'running', 'done', 'failed']),
  allOrNothing: z.boolean(),
  total: z.number(),
  processed: z.number(),
  okCount: z.number(),
  errorCount: z.number(),
  /** The first 200 row errors; the whole list is in the error workbook. */
  errors: z.array(importRowErrorSchema),
  message: z.string().nullable(),
  createTime: z.string(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

export const importPreviewSchema = z.object({
  total: z.number(),
  valid: z.number(),
  rows: z.array(z.record(z.string(), z.string())),
  errors: z.array(importRowErrorSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/**
 * Upload limit of the import routes: a 50,000-student workbook can pass 5 MB, so the imports get
 * 20 MB of their own while every other upload keeps the shared 5 MB limit.
 */
export const IMPORT_FILE_MAX_BYTES = 20 * 1024 * 1024;

const fileBody = z.object({
  file: uploadedFileSchema,
  allOrNothing: z.enum(['0', '1']).default('0'),
});
const idQuery = z.object({ id: z.string().min(1, 'id 不能为空').max(64) });

/** JeecgBoot's content type for `.xlsx` downloads (`application/vnd.ms-excel` for the old format). */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The five routes of one kind of background import (学生 by 学号, 教职工 by 工号). Template and error
 * workbook are `.xlsx` downloads (no JSON envelope); status answers code 201 when rows failed.
 */
function importJobRoutes<const A extends PermissionCode>(base: string, access: A, noun: string, key: string) {
  return {
    template: defineRoute({
      method: 'GET',
      path: `/school/${base}/importTemplate`,
      access,
      summary: `下载${noun}导入模板`,
    }),
    preview: defineRoute({
      method: 'POST',
      path: `/school/${base}/importPreview`,
      access,
      summary: `${noun}导入预检（不写入）`,
      operation: false,
      body: fileBody,
      fileLimit: IMPORT_FILE_MAX_BYTES,
      response: importPreviewSchema,
    }),
    start: defineRoute({
      method: 'POST',
      path: `/school/${base}/importExcel`,
      access,
      summary: `导入${noun}（后台任务，按${key}更新或新增）`,
      operation: `导入${noun}`,
      body: fileBody,
      fileLimit: IMPORT_FILE_MAX_BYTES,
      response: z.object({ jobId: z.string() }),
    }),
    status: defineRoute({
      method: 'GET',
      path: `/school/${base}/importStatus`,
      access,
      summary: '导入任务进度（有错误行时 code 201）',
      query: idQuery,
      response: importJobSchema,
    }),
    errorWorkbook: defineRoute({
      method: 'GET',
      path: `/school/${base}/importErrors`,
      access,
      summary: '下载标注了错误的工作簿',
      query: idQuery,
    }),
  };
}

export const studentImportRoutes = importJobRoutes('student', 'school:student:import', '学生', '学号');
export const staffImportRoutes = importJobRoutes('staff', 'school:teacher:import', '教职工', '工号');
/** Awards, activities, competitions and volunteer hours onto growth files (成长档案事项). */
export const growthImportRoutes = importJobRoutes(
  'growth',
  'growth:file:import',
  '成长档案事项',
  '学号、类型、名称和日期',
);
export type ImportJobRoutes = ReturnType<typeof importJobRoutes<PermissionCode>>;
