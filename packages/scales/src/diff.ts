import type { ScoreResult } from './result.ts';

export interface ResultDifference {
  /** Dotted path, e.g. `factors.抑郁.mean` or `settings.rounding`. */
  readonly path: string;
  readonly before: unknown;
  readonly after: unknown;
}

type Json = null | boolean | number | string | readonly Json[] | { readonly [k: string]: Json };

function isRecord(x: unknown): x is Readonly<Record<string, unknown>> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => same(x, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) if (!same(a[k], b[k])) return false;
    return true;
  }
  return false;
}

function walk(path: string, a: unknown, b: unknown, out: ResultDifference[]): void {
  if (same(a, b)) return;
  if (isRecord(a) && isRecord(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    for (const k of keys) walk(path ? `${path}.${k}` : k, a[k], b[k], out);
    return;
  }
  out.push({ path, before: a, after: b });
}

/** Rules compare by id and outcome so a re-score lists fired/unfired rules rather than reordered arrays. */
function ruleView(r: ScoreResult): Json {
  return r.rules.map((x) => `${x.id}:${x.outcome}${x.suppressed ? '(suppressed)' : ''}`).sort();
}

/**
 * Field-level differences between two results of the same sheet, e.g. before and after re-scoring with a
 * new scale version or settings. Arrays (alerts, item scores, rule ids) are compared as whole values.
 */
export function diffResults(a: ScoreResult, b: ScoreResult): ResultDifference[] {
  const out: ResultDifference[] = [];
  const { rules: _ra, ...restA } = a;
  const { rules: _rb, ...restB } = b;
  walk('', restA, restB, out);
  walk('rules', ruleView(a), ruleView(b), out);
  return out;
}
