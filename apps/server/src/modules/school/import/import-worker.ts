// Pool-thread side of the imports (`check-upload.ts` runs these): parse, shape and validate every row
// off the event loop, so a school's 100,000-row upload never delays another school's calls.
import type { ImportPreview, ImportRowError } from '@xinmiao/shared';
import type { SheetLine } from '../../../core/spreadsheet/limits.ts';
import { sheetTask } from '../../../core/spreadsheet/worker.ts';
import { type SheetRow, shapeRows } from './read-sheet.ts';
import { type GrowthImportContext, validateGrowth } from './validate-growth.ts';
import { type StaffContext, validateStaff } from './validate-staff.ts';
import { type ImportContext, validateStudents } from './validate-students.ts';

/** Good rows shown in a preview, and row errors it lists. */
const PREVIEW_ROWS = 20;
const PREVIEW_ERRORS = 200;

/** Every row of an upload checked: the good rows with their values, and each bad row's errors. */
export type CheckedRows<V> = { total: number; valid: V[]; errors: ImportRowError[] };

type Validate<V> = (rows: readonly SheetRow[]) => { valid: V[]; errors: ImportRowError[] };

function checkAll<V>(lines: SheetLine[], validate: Validate<V>): CheckedRows<V> | { error: string } {
  const sheet = shapeRows(lines);
  if ('error' in sheet) return sheet;
  return { total: sheet.rows.length, ...validate(sheet.rows) };
}

/** Only what the preview shows crosses back to the event loop, not every row. */
function preview<V extends { row: number }>(
  lines: SheetLine[],
  validate: Validate<V>,
): ImportPreview | { error: string } {
  const sheet = shapeRows(lines);
  if ('error' in sheet) return sheet;
  const { valid, errors } = validate(sheet.rows);
  const shown = new Set(valid.slice(0, PREVIEW_ROWS).map((v) => v.row));
  return {
    total: sheet.rows.length,
    valid: valid.length,
    rows: sheet.rows.filter((row) => shown.has(row.row)).map((row) => row.cells),
    errors: errors.slice(0, PREVIEW_ERRORS),
  };
}

export const rows = sheetTask((lines) => shapeRows(lines));
export const studentPreview = sheetTask((lines, ctx: ImportContext) =>
  preview(lines, (r) => validateStudents(r, ctx)),
);
export const studentCheck = sheetTask((lines, ctx: ImportContext) =>
  checkAll(lines, (r) => validateStudents(r, ctx)),
);
export const staffPreview = sheetTask((lines, ctx: StaffContext) =>
  preview(lines, (r) => validateStaff(r, ctx)),
);
export const staffCheck = sheetTask((lines, ctx: StaffContext) =>
  checkAll(lines, (r) => validateStaff(r, ctx)),
);
export const growthPreview = sheetTask((lines, ctx: GrowthImportContext) =>
  preview(lines, (r) => validateGrowth(r, ctx)),
);
export const growthCheck = sheetTask((lines, ctx: GrowthImportContext) =>
  checkAll(lines, (r) => validateGrowth(r, ctx)),
);
