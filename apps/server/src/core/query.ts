import { and, type SQL } from 'drizzle-orm';

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** An `ilike` pattern: `value` with its `%`, `_` and `\` taken literally, `%` added where asked. */
export function likePattern(value: string, at: { start: boolean; end: boolean }): string {
  return `${at.start ? '%' : ''}${escapeLike(value)}${at.end ? '%' : ''}`;
}

/** An `ilike` pattern matching `value` (trimmed) anywhere, its wildcards taken literally. */
export function likeContains(value: string): string {
  return likePattern(value.trim(), { start: true, end: true });
}

/** `and` of at least one condition, typed as always present (drizzle's `and` may return undefined). */
export function allOf(first: SQL, ...rest: SQL[]): SQL {
  return and(first, ...rest) ?? first;
}
