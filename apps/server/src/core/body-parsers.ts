import type { FastifyInstance } from 'fastify';

// Keys that could reach an object's prototype if a handler ever merged a form into something.
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * JeecgBoot clients post JSON, but some calls (logout, captcha checks) go out with an empty body or
 * as a form. JSON goes through Fastify's own parser (plain `JSON.parse`, then a scan that refuses
 * `__proto__` / `constructor.prototype` keys), an empty JSON body is accepted, and url-encoded forms
 * are read without prototype keys. Raw `application/octet-stream` bodies (upload chunks) arrive as a
 * Buffer, which only a route whose body schema asks for bytes accepts. Size limits are per route (see
 * `Registrar`).
 */
export function registerBodyParsers(app: FastifyInstance): void {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    json(request, text, done);
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    const out: Record<string, string> = {};
    for (const [key, value] of new URLSearchParams(String(body))) {
      if (!FORBIDDEN.has(key)) out[key] = value;
    }
    done(null, out);
  });
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_req, body, done) => {
    done(null, body);
  });
}
