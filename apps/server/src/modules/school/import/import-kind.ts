import type { ImportPreview, ImportRowError } from '@xinmiao/shared';
import type { PolicyActor } from '../../../core/policy/policy.ts';
import type { TenantDb } from '../../../core/tenant-db.ts';

/** The checked rows of one upload; `write` upserts the good rows `[from, to)` inside a transaction. */
export type PreparedImport = {
  /** Data rows of the sheet, good and bad. */
  total: number;
  /** Spreadsheet row numbers of the good rows, in write order. */
  validRows: readonly number[];
  errors: readonly ImportRowError[];
  write: (tdb: TenantDb, from: number, to: number) => Promise<void>;
};

/** What differs between the student and the staff import; the job runner and routes are shared. */
export type ImportKind = {
  kind: 'student' | 'staff' | 'growth';
  /** Columns of the template and of the error workbook, in sheet order. */
  columns: readonly { header: string; width: number }[];
  templateName: string;
  template: (actor: PolicyActor) => Promise<Buffer>;
  /** The upload parsed and every row validated in the spreadsheet pool; only a summary comes back. */
  preview: (actor: PolicyActor, file: Uint8Array) => Promise<ImportPreview | { error: string }>;
  /** As `preview`, with every good row; loads what the writes need before any transaction. */
  prepare: (actor: PolicyActor, file: Uint8Array) => Promise<PreparedImport | { error: string }>;
};
