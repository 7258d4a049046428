import { type RELAX_USAGE_KINDS, relaxRoutes } from '@xinmiao/shared';
import { mobileApi } from '../mobile-session.ts';

/** Uses shorter than this are not counted (a tap to try is not a session). */
export const MIN_USAGE_SECONDS = 10;

/**
 * Tells the server a breathing session or an audio listen happened, for the centre's anonymous
 * counts. Best effort: a failed count never troubles the student.
 */
export function recordUsage(kind: keyof typeof RELAX_USAGE_KINDS, seconds: number): void {
  const whole = Math.round(seconds);
  if (whole < MIN_USAGE_SECONDS) return;
  mobileApi(relaxRoutes.myUsage, { body: { kind, seconds: whole } }).catch(() => undefined);
}
