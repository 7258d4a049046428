import type { ImportRowError } from '@xinmiao/shared';
import type { PolicyActor } from '../../../core/policy/policy.ts';
import type { TenantDb } from '../../../core/tenant-db.ts';
import type { SheetRow } from './read-sheet.ts';

/** The checked rows of one upload; `write` upserts the good rows `[from, to)` inside a transaction. */
export type PreparedImport = {
  /** Spreadsheet row numbers of the good rows, in write order. */
  validRows: readonly number[];
  errors: readonly ImportRowError[];
  write: (tdb: TenantDb, from: number, to: number) => Promise<void>;
};

/** What differs between the student and the staff import; the job runner and routes are shared. */
export type ImportKind = {
  kind: 'student' | 'staff';
  /** Columns of the template and of the error workbook, in sheet order. */
  columns: readonly { header: string; width: number }[];
  templateName: string;
  template: (actor: PolicyActor) => Promise<Buffer>;
  /** Validates every row with the form's rules; loads what the writes need before any transaction. */
  prepare: (actor: PolicyActor, rows: readonly SheetRow[]) => Promise<PreparedImport>;
};
