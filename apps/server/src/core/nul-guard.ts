import { Msg, ResultCode } from '@xinmiao/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';
import { jsonTextHasNul } from './json-text.ts';

/**
 * Fields that carry JSON as text and are parsed after validation: `superQueryParams` on every list,
 * and every `…Json` field (`ruleJson` of 编码校验规则). A `\u0000` escape inside them is no NUL
 * character until that parse, so the request scan below decodes them too.
 */
const isJsonTextField = (key: string) => key === 'superQueryParams' || key.endsWith('Json');

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  // Parsed JSON nests at most as deep as the body limit allows; past 64 levels nothing legitimate lives.
  if (depth > 64 || typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  return Object.entries(value).some(
    ([k, v]) =>
      k.includes('\u0000') ||
      hasNul(v, depth + 1) ||
      (typeof v === 'string' && isJsonTextField(k) && jsonTextHasNul(v)),
  );
}

/**
 * PostgreSQL text cannot hold U+0000: a NUL that reached a query failed there as a 500 with the SQL
 * in the log. Every route's params, query and body are checked before validation instead, JSON
 * carried in text fields included.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body)) {
      throw new AppError(Msg.nulCharacter, ResultCode.BAD_REQUEST, 400);
    }
  });
}
