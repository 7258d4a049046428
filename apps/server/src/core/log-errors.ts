/**
 * How errors appear in the log: never with SQL text or bound parameters. Drizzle's query errors
 * carry both (`Failed query: … params: …`, `.query`, `.params`), and PostgreSQL's messages and
 * details may quote a value (`invalid input syntax for type uuid: "…"`, `Key (x)=(…)`), so an error is
 * logged as its class, a masked message, its stack frames and the database's codes, cause by cause.
 */
type LoggedError = {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  sqlState?: string;
  routine?: string;
  constraint?: string;
  table?: string;
  column?: string;
  cause?: LoggedError;
};

const MAX_CAUSES = 5;
const FIELDS = ['routine', 'constraint', 'table', 'column'] as const;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const isQueryError = (error: object) => 'query' in error && 'params' in error;
const isDatabaseError = (error: object) =>
  'code' in error && typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code);

/** Quoted values and literals are masked; the rest of a PostgreSQL message names no data. */
const masked = (message: string) => message.replace(/"[^"]*"|'[^']*'/g, '"…"');

function messageOf(error: object): string {
  const message = text('message' in error ? error.message : undefined) ?? '';
  if (isQueryError(error)) return 'Failed query (SQL and parameters withheld)';
  return isDatabaseError(error) ? masked(message) : message;
}

function serialize(error: unknown, depth: number): LoggedError {
  if (typeof error !== 'object' || error === null)
    return { type: typeof error, message: String(error), stack: '' };
  const type = error.constructor?.name ?? 'Object';
  const message = messageOf(error);
  const stack = text('stack' in error ? error.stack : undefined);
  // The stack's first line repeats the raw message: only the frames are kept.
  const frames = (stack ?? '').split('\n').filter((l) => /^\s+at /.test(l));
  const out: LoggedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  if (isDatabaseError(error) && 'code' in error) out.sqlState = String(error.code);
  for (const field of FIELDS) {
    const value = text(Reflect.get(error, field));
    if (value) out[field] = value;
  }
  if (depth < MAX_CAUSES && 'cause' in error && error.cause !== undefined)
    out.cause = serialize(error.cause, depth + 1);
  return out;
}

/** pino's `err` serializer for every logger of the server (`withRedactedRequests`). */
export const serializeError = (error: unknown) => serialize(error, 0);
