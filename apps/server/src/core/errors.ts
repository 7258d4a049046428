import { Msg, ResultCode } from '@xinmiao/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { UNIQUE_MESSAGES } from './constraint-messages.ts';
import { fail } from './envelope.ts';

/**
 * A business failure thrown from anywhere below a route; the route layer turns it into an envelope.
 * `status` is the HTTP status: 200 for business errors, 401 for authentication, 400/413/429 for
 * requests refused at the edge.
 */
export class AppError extends Error {
  constructor(
    message: string,
    readonly code: number = ResultCode.ERROR,
    readonly status: 200 | 400 | 401 | 413 | 429 = 200,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export class AuthError extends AppError {
  constructor(message: string) {
    super(message, ResultCode.TOKEN_INVALID, 401);
    this.name = 'AuthError';
  }
}

type DatabaseError = { code: string; constraint?: string; detail?: string };

// pg and PGlite both raise errors with a SQLSTATE `code`; drizzle wraps them as `cause`.
function databaseError(error: unknown): DatabaseError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const code = 'code' in current ? current.code : undefined;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && 'severity' in current) {
      const constraint = 'constraint' in current ? current.constraint : undefined;
      const detail = 'detail' in current ? current.detail : undefined;
      return {
        code,
        ...(typeof constraint === 'string' ? { constraint } : {}),
        ...(typeof detail === 'string' ? { detail } : {}),
      };
    }
    current = 'cause' in current ? current.cause : undefined;
  }
  return null;
}

/** The SQLSTATE of a database error (wrapped or not), or null for anything else. */
export function sqlState(error: unknown): string | null {
  return databaseError(error)?.code ?? null;
}

/** The user-facing message for a constraint violation, or null for any other database error. */
export function constraintMessage(error: unknown): string | null {
  const db = databaseError(error);
  if (db?.code === '23505') return (db.constraint && UNIQUE_MESSAGES[db.constraint]) || Msg.duplicate;
  // 23503 on insert/update names a missing parent ("is not present"); on delete, a row still in use.
  if (db?.code === '23503') return db.detail?.includes('not present') ? Msg.referenceMissing : Msg.inUse;
  // 23001: a delete refused by an ON DELETE RESTRICT key (history rows).
  if (db?.code === '23001') return Msg.inUse;
  return null;
}

// Node's socket errors and node-postgres's own messages when the connection is refused, cut or slow
// to open; SQLSTATE class 08 (connection exception) and 57P01–57P03 (the server shutting down or
// starting up) when PostgreSQL says so itself.
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNREACHABLE_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error',
  'Client was closed',
];

// pg-pool's error when every client stayed checked out for `connectionTimeoutMillis`: the
// database answers, it is just all in use. (A new connection slow to open says "Connection
// terminated due to connection timeout" instead, which is an outage.)
const POOL_WAIT_TIMEOUT = 'timeout exceeded when trying to connect';

/** Seconds a client (or proxy) is told to wait before retrying an overloaded request. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 2;

/**
 * The sentence for a failure of the database (or Redis) itself rather than of the request:
 * overloaded (no free pool connection in time, a statement cancelled by `statement_timeout`) is
 * {@link Msg.systemBusy}; unreachable or restarting is {@link Msg.databaseUnavailable}; null for
 * anything else.
 */
export function databaseFailureMessage(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const code = 'code' in current ? current.code : undefined;
    const message = 'message' in current ? current.message : undefined;
    if (code === '57014' || message === POOL_WAIT_TIMEOUT) return Msg.systemBusy;
    if (typeof code === 'string') {
      if (code.startsWith('08') || /^57P0[123]$/.test(code) || UNREACHABLE_CODES.has(code)) {
        return Msg.databaseUnavailable;
      }
    }
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.some((m) => message.includes(m))) {
      return Msg.databaseUnavailable;
    }
    // ioredis: a command given up after its retries, or sent on a connection that is gone.
    const name = 'name' in current ? current.name : undefined;
    if (name === 'MaxRetriesPerRequestError' || message === 'Connection is closed.')
      return Msg.cacheUnavailable;
    current = 'cause' in current ? current.cause : undefined;
  }
  return null;
}

function httpStatus(error: unknown): number {
  const status = typeof error === 'object' && error && 'statusCode' in error ? Number(error.statusCode) : 500;
  return Number.isInteger(status) ? status : 500;
}

/**
 * The one error handler: business errors as thrown, edge refusals (body too large, rate limit) with
 * their HTTP status, constraint violations as Chinese sentences, anything else as a logged 500.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      const body = fail(error.message, error.code);
      const errors =
        error.fieldErrors && Object.keys(error.fieldErrors).length ? error.fieldErrors : undefined;
      return reply.status(error.status).send(errors ? { ...body, errors } : body);
    }
    const status = httpStatus(error);
    if (status === 413) return reply.status(413).send(fail(Msg.bodyTooLarge, ResultCode.BODY_TOO_LARGE));
    if (status === 429) {
      return reply.status(429).send(fail(Msg.tooManyRequests, ResultCode.TOO_MANY_REQUESTS));
    }
    if (status >= 400 && status < 500) return reply.status(200).send(fail(Msg.invalidInput));
    const violation = constraintMessage(error);
    if (violation) {
      // Expected under concurrent or repeated submits; the SQL and values stay out of the log.
      const db = databaseError(error);
      request.log.info({ sqlState: db?.code, constraint: db?.constraint }, 'constraint violation');
      return reply.status(200).send(fail(violation));
    }
    const database = databaseFailureMessage(error);
    if (database) {
      // The database or Redis is away or slow, not this request wrong: one line, no stack, no SQL or values.
      request.log.warn({ sqlState: sqlState(error) }, database);
      if (database === Msg.systemBusy) {
        // Overload: a status clients and proxies read as "try again shortly", not an outage.
        return reply
          .status(503)
          .header('retry-after', String(OVERLOAD_RETRY_AFTER_SECONDS))
          .send(fail(database, ResultCode.SERVICE_UNAVAILABLE));
      }
      return reply.status(200).send(fail(database));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(200).send(fail(Msg.serverError));
  });
}
