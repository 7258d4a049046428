import { Msg, ResultCode } from '@xinmiao/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  // Parsed JSON nests at most as deep as the body limit allows; past 64 levels nothing legitimate lives.
  if (depth > 64 || typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}

/**
 * PostgreSQL text cannot hold U+0000: a NUL that reached a query failed there as a 500 with the SQL
 * in the log. Every route's params, query and body are checked before validation instead.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body)) {
      throw new AppError(Msg.nulCharacter, ResultCode.BAD_REQUEST, 400);
    }
  });
}
