import safeRegex from 'safe-regex2';

export type PatternVerdict = 'ok' | 'invalid' | 'unsafe';

/** Star height and repetition count safe-regex2 lets through; JeecgBoot's rules stay far below. */
const REPETITION_LIMIT = 25;

/**
 * Whether a user-supplied check-rule pattern may run. It must compile on its own (so wrapping it in
 * `^(?:…)$` cannot be escaped by an unbalanced `)`), and safe-regex2 must not find nested
 * quantifiers (`(a+)+`) that backtrack exponentially; V8's engine has no time limit of its own.
 */
export function judgePattern(pattern: string): PatternVerdict {
  let whole: RegExp;
  try {
    new RegExp(pattern, 'u');
    whole = anchored(pattern);
  } catch {
    return 'invalid';
  }
  return safeRegex(whole, { limit: REPETITION_LIMIT }) ? 'ok' : 'unsafe';
}

export function anchored(pattern: string): RegExp {
  return new RegExp(`^(?:${pattern})$`, 'u');
}
