import type { Results } from '@electric-sql/pglite';

/** How the embedded database thread opens its database: a folder, or in memory from a dump. */
export type PgliteWorkerInit = { dataDir: string } | { image: ArrayBuffer | null };

/** A statement's options that cross the thread: the parsers stay behind, only their type ids go. */
export type WireQueryOptions = {
  rowMode?: 'array' | 'object';
  paramTypes?: number[];
  /** Types whose values come back as the database's text, for the caller's own parsers. */
  rawTypes?: number[];
};

/** `tx` names an open transaction; without it the statement waits for none to be open. */
export type PgliteRequest =
  | { op: 'query'; sql: string; params: unknown[]; options: WireQueryOptions; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' }
  | { op: 'rollback'; tx: number }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'dump'; compression: 'none' | 'gzip' | 'auto' }
  | { op: 'close' };

/** A database error's fields (PGlite's `DatabaseError`), which a structured clone would drop. */
export type WireError = { name: string; message: string; fields: Record<string, unknown> };

export type PgliteReply =
  | { id: number; ok: true; value: Results<unknown> | Results[] | number | ArrayBuffer | null }
  | { id: number; ok: false; error: WireError };

/** What the thread says first: it opened the database, or why it could not. */
export type PgliteHello = { ready: true } | { ready: false; error: WireError };

export type PgliteEnvelope = PgliteRequest & { id: number };

/** The fields worth carrying across: the SQLSTATE and the rest of the server's report. */
export function toWireError(error: unknown): WireError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function') continue;
    // The statement's parameters stay in this thread: they may hold personal data.
    if (key === 'params' || key === 'queryOptions') continue;
    if (typeof value === 'object' && value !== null) continue;
    fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}
