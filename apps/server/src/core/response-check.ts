import type { RouteDef } from '@xinmiao/shared';
import type { Reply } from './envelope.ts';

/** On under test (vitest sets `XM_CHECK_RESPONSES=1` for the server projects), off in production. */
export const checkResponses = process.env.XM_CHECK_RESPONSES === '1';

/**
 * Parses a successful reply's `result` against the route's declared response schema and throws on a
 * mismatch, so every server test also checks that the contract the console relies on is true.
 */
export function assertResponseMatches(def: RouteDef, reply: Reply<unknown>): void {
  if (!reply.success) return;
  assertBareMatches(def, reply.result);
}

/** The same check on a whole body: a `bare` route's answer, or an envelope's `result`. */
export function assertBareMatches(def: RouteDef, body: unknown): void {
  if (!def.response) return;
  const parsed = def.response.safeParse(body);
  if (parsed.success) return;
  const issues = parsed.error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('; ');
  const message = `Response of ${def.path} does not match its contract: ${issues}`;
  // Written out as well: the thrown error becomes a generic 500 envelope the test sees first.
  process.stderr.write(`${message}\n`);
  throw new Error(message);
}
