import type { Comparator, Condition, Metric } from './model.ts';

/** Everything a condition may look at, computed once per sheet. */
export interface MetricContext {
  readonly total: number | null;
  readonly mean: number | null;
  readonly standard: number | null;
  readonly positiveCount: number | null;
  readonly positiveMean: number | null;
  readonly factorRaw: ReadonlyMap<string, number>;
  readonly factorMean: ReadonlyMap<string, number>;
  /** Index 0 = item 1; undefined for unanswered optional items. */
  readonly itemScores: readonly number[];
  readonly itemOptions: readonly number[];
  readonly durationSeconds: number | null;
  readonly distinctOptions: number;
  readonly flags: Readonly<Record<string, boolean>>;
}

export function metricValue(metric: Metric, ctx: MetricContext): number | null {
  switch (metric.kind) {
    case 'total':
      return ctx.total;
    case 'mean':
      return ctx.mean;
    case 'standard':
      return ctx.standard;
    case 'positiveCount':
      return ctx.positiveCount;
    case 'positiveMean':
      return ctx.positiveMean;
    case 'factorRaw':
      return ctx.factorRaw.get(metric.factor) ?? null;
    case 'factorMean':
      return ctx.factorMean.get(metric.factor) ?? null;
    case 'itemScore':
      return ctx.itemScores[metric.item - 1] ?? null;
    case 'itemOption':
      return ctx.itemOptions[metric.item - 1] ?? null;
    case 'countItems': {
      let n = 0;
      for (const item of metric.items) {
        const s = ctx.itemScores[item - 1];
        if (s !== undefined && s >= metric.minScore) n++;
      }
      return n;
    }
    case 'durationSeconds':
      return ctx.durationSeconds;
    case 'distinctOptions':
      return ctx.distinctOptions;
    case 'flag':
      return ctx.flags[metric.flag] === true ? 1 : 0;
  }
}

export function compare(value: number, op: Comparator, threshold: number): boolean {
  switch (op) {
    case '>':
      return value > threshold;
    case '>=':
      return value >= threshold;
    case '<':
      return value < threshold;
    case '<=':
      return value <= threshold;
    case '==':
      return value === threshold;
  }
}

/** A condition on a missing value (no duration given, null PSDI) is false, never a guess. */
export function holds(condition: Condition, ctx: MetricContext): boolean {
  if ('any' in condition) return condition.any.some((c) => holds(c, ctx));
  if ('all' in condition) return condition.all.every((c) => holds(c, ctx));
  const value = metricValue(condition.metric, ctx);
  return value !== null && compare(value, condition.op, condition.value);
}
