import { RE2JS } from 're2js';

/**
 * School-written check-rule patterns run on RE2's engine (re2js, pure JavaScript): matching is
 * linear in the input whatever the pattern, so no pattern can stall the event loop, where V8's
 * backtracking engine took 17 s on `a*a*a*a*a*a*a*b` and 55 characters. RE2 has no backreferences or
 * lookaround; such patterns are refused when saved.
 */

/** Compiled patterns kept; a school has few rules, and a compile costs more than a match. */
const CACHE_SIZE = 500;
const compiled = new Map<string, RE2JS | null>();

/**
 * JeecgBoot's rules are Java patterns, which write a code unit as `\u4e00`; RE2 spells it `\x{4e00}`.
 * Only an escape preceded by an even run of backslashes is one (`\\u4e00` is a backslash and `u4e00`).
 */
const toRe2 = (pattern: string) =>
  pattern.replace(
    /(?<!\\)((?:\\\\)*)\\u([0-9A-Fa-f]{4})/g,
    (_, slashes: string, hex: string) => `${slashes}\\x{${hex}}`,
  );

/** The pattern compiled for RE2, or null when RE2 cannot run it (bad syntax, backreference, lookaround). */
export function compilePattern(pattern: string): RE2JS | null {
  const hit = compiled.get(pattern);
  if (hit !== undefined) return hit;
  let result: RE2JS | null;
  try {
    result = RE2JS.compile(toRe2(pattern));
  } catch {
    result = null;
  }
  if (compiled.size >= CACHE_SIZE) compiled.delete(compiled.keys().next().value ?? '');
  compiled.set(pattern, result);
  return result;
}

/** Whether `text` matches the whole pattern; a pattern RE2 cannot run matches nothing. */
export function matchesWhole(pattern: string, text: string): boolean {
  return compilePattern(pattern)?.matches(text) ?? false;
}
