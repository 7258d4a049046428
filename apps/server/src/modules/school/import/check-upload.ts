import type { ImportPreview } from '@xinmiao/shared';
import { parseWorkbookWith } from '../../../core/spreadsheet/pool.ts';
import { workerModuleUrl } from '../../../core/worker-modules.ts';
import type { CheckedRows } from './import-worker.ts';
import { type SheetRow, STUDENT_SHEET } from './read-sheet.ts';
import type { GrowthImportContext, GrowthRow } from './validate-growth.ts';
import type { StaffContext, StaffRow } from './validate-staff.ts';
import type { ImportContext, ValidRow } from './validate-students.ts';

const WORKER = workerModuleUrl('modules/school/import/import-worker');

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isPreview = (value: unknown): value is ImportPreview =>
  isObject(value) &&
  typeof value.total === 'number' &&
  Array.isArray(value.rows) &&
  Array.isArray(value.errors);
const isChecked = <V>(value: unknown): value is CheckedRows<V> =>
  isObject(value) &&
  typeof value.total === 'number' &&
  Array.isArray(value.valid) &&
  Array.isArray(value.errors);
const isRows = (value: unknown): value is { rows: SheetRow[] } =>
  isObject(value) && Array.isArray(value.rows);

const run = <T extends object>(
  file: Uint8Array,
  name: string,
  input: unknown,
  isResult: (v: unknown) => v is T,
) => parseWorkbookWith(file, STUDENT_SHEET, { worker: WORKER, name, input, isResult });

/** The first worksheet of an upload as rows keyed by header text, shaped in the spreadsheet pool. */
export const readWorkbookRows = (file: Uint8Array) => run(file, 'rows', null, isRows);

/** Parse and validation of a student, staff or growth-record upload, all in the spreadsheet pool. */
export const checkUpload = {
  studentPreview: (file: Uint8Array, ctx: ImportContext) => run(file, 'studentPreview', ctx, isPreview),
  studentCheck: (file: Uint8Array, ctx: ImportContext) =>
    run(file, 'studentCheck', ctx, (v): v is CheckedRows<ValidRow> => isChecked(v)),
  staffPreview: (file: Uint8Array, ctx: StaffContext) => run(file, 'staffPreview', ctx, isPreview),
  staffCheck: (file: Uint8Array, ctx: StaffContext) =>
    run(file, 'staffCheck', ctx, (v): v is CheckedRows<StaffRow> => isChecked(v)),
  growthPreview: (file: Uint8Array, ctx: GrowthImportContext) => run(file, 'growthPreview', ctx, isPreview),
  growthCheck: (file: Uint8Array, ctx: GrowthImportContext) =>
    run(file, 'growthCheck', ctx, (v): v is CheckedRows<GrowthRow> => isChecked(v)),
};
