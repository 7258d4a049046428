import { Msg } from '@xinmiao/shared';
import { expect } from 'vitest';

export type Reply = { status: number; contentType: string; body: string };

export type NoDataOptions = {
  /** index.html of the console: the SPA fallback is the only HTML a refused path may get. */
  shell?: string | null;
  /**
   * The caller had no session: a business error other than "invalid input" (raised by Fastify
   * before any route runs) would mean a handler ran for nobody.
   */
  anonymous?: boolean;
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * What a refused request may look like: HTTP 400 (Node rejects a malformed request target before
 * Fastify, or the NUL guard answers with an envelope), 401 or 404, a JeecgBoot failure envelope without a result (HTTP 200 code
 * 404/405/500/510 — the wire contract's business errors), or the console's index.html shell.
 * Anything else (a success envelope, a result, some other file) counts as data.
 */
export function expectNoData(reply: Reply, what: string, options: NoDataOptions = {}): void {
  const label = `${what} → HTTP ${reply.status} ${reply.body.slice(0, 160)}`;
  if (reply.contentType.startsWith('text/html')) {
    expect(options.shell ?? null, label).not.toBeNull();
    expect(reply.body, label).toBe(options.shell);
    return;
  }
  expect([200, 400, 401, 404], label).toContain(reply.status);
  const body = parseJson(reply.body);
  if (reply.status === 400) {
    // Node's own refusal of the request target, or the NUL guard's envelope.
    const envelope = typeof body === 'object' && body !== null && 'success' in body;
    expect(body, label).toMatchObject(
      envelope ? { success: false, code: 400, result: null } : { error: 'Bad Request' },
    );
    return;
  }
  if (reply.status === 404 && reply.body === '') return;
  expect(body, label).toMatchObject({ success: false, result: null });
  if (reply.status === 401) expect(body, label).toMatchObject({ code: 401 });
  if (options.anonymous && reply.status === 200) {
    const code = (body as { code: number; message: string }).code;
    const allowed = [404, 405].includes(code) || (body as { message: string }).message === Msg.invalidInput;
    expect(allowed, label).toBe(true);
  }
}
