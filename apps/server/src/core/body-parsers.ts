import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

// Keys that could reach an object's prototype if a handler ever merged the body into something.
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text, (key, value: unknown) => (FORBIDDEN.has(key) ? undefined : value));
  } catch {
    throw new AppError('请求参数格式不正确');
  }
}

/**
 * JeecgBoot clients post JSON, but some calls (logout, captcha checks) go out with an empty body or
 * as a form. Accept an empty JSON body and url-encoded forms instead of failing before the route.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, parseJson(String(body)));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    const out: Record<string, string> = {};
    for (const [key, value] of new URLSearchParams(String(body))) {
      if (!FORBIDDEN.has(key)) out[key] = value;
    }
    done(null, out);
  });
}
