import { z } from 'zod';
import type { Access } from '../api/route.ts';
import { uploadedFileSchema } from '../modules/scales.contract.ts';

/**
 * JeecgBoot's reply to an import: all rows written (`successCount` = `totalCount`), or, when any row
 * is bad, none (code 201) and `fileUrl` names the stored workbook listing every bad row and why.
 */
export const sheetImportResultSchema = z.object({
  totalCount: z.number(),
  errorCount: z.number(),
  successCount: z.number(),
  msg: z.string(),
  fileUrl: z.string().nullable(),
  fileName: z.string().nullable(),
});
export type SheetImportResult = z.infer<typeof sheetImportResultSchema>;

/**
 * `POST <page>/importExcel` of a system page: one `.xlsx` in JeecgBoot's layout (two title rows, the
 * header row, the data), all rows or none (`core/spreadsheet/sheet-import.ts`).
 */
export function defineImportRoute(input: { path: string; access: Access; summary: string }) {
  return {
    method: 'POST' as const,
    path: input.path,
    access: input.access,
    summary: input.summary,
    operation: input.summary,
    body: z.object({ file: uploadedFileSchema }),
    response: sheetImportResultSchema,
  };
}
