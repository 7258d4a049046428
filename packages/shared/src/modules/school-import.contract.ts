import { z } from 'zod';
import { defineRoute } from '../api/route.ts';
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

const fileBody = z.object({
  file: uploadedFileSchema,
  allOrNothing: z.enum(['0', '1']).default('0'),
});
const idQuery = z.object({ id: z.string().min(1, 'id 不能为空').max(64) });
const workbook = z.object({ fileName: z.string(), base64: z.string() });

export const studentImportRoutes = {
  template: defineRoute({
    method: 'GET',
    path: '/school/student/importTemplate',
    access: 'school:student:import',
    summary: '下载学生导入模板',
    response: workbook,
  }),
  preview: defineRoute({
    method: 'POST',
    path: '/school/student/importPreview',
    access: 'school:student:import',
    summary: '学生导入预检（不写入）',
    operation: false,
    body: fileBody,
    response: importPreviewSchema,
  }),
  start: defineRoute({
    method: 'POST',
    path: '/school/student/importExcel',
    access: 'school:student:import',
    summary: '导入学生（后台任务，按学号更新或新增）',
    operation: '导入学生',
    body: fileBody,
    response: z.object({ jobId: z.string() }),
  }),
  status: defineRoute({
    method: 'GET',
    path: '/school/student/importStatus',
    access: 'school:student:import',
    summary: '导入任务进度（有错误行时 code 201）',
    query: idQuery,
    response: importJobSchema,
  }),
  errorWorkbook: defineRoute({
    method: 'GET',
    path: '/school/student/importErrors',
    access: 'school:student:import',
    summary: '下载标注了错误的工作簿',
    query: idQuery,
    response: workbook,
  }),
};

export const staffImportResultSchema = z.object({
  total: z.number(),
  okCount: z.number(),
  errorCount: z.number(),
  errors: z.array(importRowErrorSchema),
});
export type StaffImportResult = z.infer<typeof staffImportResultSchema>;

/** Staff lists are small (hundreds): imported in one request, all good rows in one transaction. */
export const staffImportRoutes = {
  template: defineRoute({
    method: 'GET',
    path: '/school/staff/importTemplate',
    access: 'school:teacher:import',
    summary: '下载教职工导入模板',
    response: workbook,
  }),
  importExcel: defineRoute({
    method: 'POST',
    path: '/school/staff/importExcel',
    access: 'school:teacher:import',
    summary: '导入教职工（按工号更新或新增，有错误行时 code 201）',
    operation: '导入教职工',
    body: fileBody,
    response: staffImportResultSchema,
  }),
};
