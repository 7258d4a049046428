import { holds, type MetricContext, metricValue } from './conditions.ts';
import type { BandCut, ScaleVersion, WarningLevel } from './model.ts';
import { profileFor } from './profiles.ts';
import type { FactorScore, FiredRule, NormResult, NormScore, ScoreResult } from './result.ts';
import { scaleAndRound } from './rounding.ts';

export interface SheetInput {
  /** 1-based option positions, already range-checked. */
  readonly answers: readonly number[];
  readonly durationSeconds: number | null;
  readonly flags: Readonly<Record<string, boolean>>;
  readonly normId: string | null;
}

function bandOf(cuts: readonly BandCut[] | undefined, value: number): string | null {
  if (!cuts) return null;
  let label: string | null = null;
  for (const cut of cuts) if (value >= cut.min) label = cut.label;
  return label;
}

function buildContext(v: ScaleVersion, sheet: SheetInput): MetricContext {
  const itemScores: number[] = [];
  let total = 0;
  let totalItems = 0;
  let positiveCount = 0;
  let positiveSum = 0;
  const seenOptions = new Set<number>();
  for (let i = 0; i < sheet.answers.length; i++) {
    const item = v.items[i];
    const position = sheet.answers[i];
    if (!item || position === undefined) continue;
    const score = item.options[position - 1]?.score ?? 0;
    itemScores.push(score);
    if (!item.optional) seenOptions.add(position);
    if (item.inTotal) {
      total += score;
      totalItems++;
      if (v.positiveMinScore !== null && score >= v.positiveMinScore) {
        positiveCount++;
        positiveSum += score;
      }
    }
  }
  const factorRaw = new Map<string, number>();
  const factorMean = new Map<string, number>();
  for (const dim of v.dimensions) {
    let raw = 0;
    for (const n of dim.items) raw += itemScores[n - 1] ?? 0;
    factorRaw.set(dim.name, raw);
    factorMean.set(dim.name, raw / dim.items.length);
  }
  const hasPositive = v.positiveMinScore !== null;
  return {
    total: v.hasTotal ? total : null,
    mean: v.hasTotal && totalItems > 0 ? total / totalItems : null,
    standard: v.standard
      ? scaleAndRound(total, v.standard.numerator, v.standard.denominator, v.standard.rounding)
      : null,
    positiveCount: hasPositive ? positiveCount : null,
    positiveMean: hasPositive && positiveCount > 0 ? positiveSum / positiveCount : null,
    factorRaw,
    factorMean,
    itemScores,
    itemOptions: sheet.answers,
    durationSeconds: sheet.durationSeconds,
    distinctOptions: seenOptions.size,
    flags: sheet.flags,
  };
}

function normResult(v: ScaleVersion, normId: string | null, ctx: MetricContext): NormResult | null {
  const set = normId === null ? undefined : v.norms.find((n) => n.id === normId);
  if (!set) return null;
  const scores: Record<string, NormScore | null> = {};
  for (const entry of set.entries) {
    const value = metricValue(entry.metric, ctx);
    if (value === null) {
      scores[entry.key] = null;
      continue;
    }
    const z = (value - entry.mean) / entry.sd;
    scores[entry.key] = { value, z, t: 50 + 10 * z };
  }
  return { set: set.id, name: set.name, scores };
}

export function evaluate(v: ScaleVersion, sheet: SheetInput): ScoreResult {
  const ctx = buildContext(v, sheet);
  const fired = v.rules.filter((r) => holds(r.when, ctx));
  const valid = !fired.some((r) => r.outcome === 'invalid');

  let level: WarningLevel = 0;
  const rules: FiredRule[] = [];
  for (const r of fired) {
    const suppressed = !valid && r.basis === 'score';
    rules.push({ id: r.id, description: r.description, outcome: r.outcome, suppressed });
    if (r.outcome !== 'invalid' && !suppressed && r.outcome > level) level = r.outcome;
  }

  const factors: Record<string, FactorScore> = {};
  for (const dim of v.dimensions) {
    const raw = ctx.factorRaw.get(dim.name) ?? 0;
    factors[dim.name] = {
      raw,
      mean: ctx.factorMean.get(dim.name) ?? 0,
      band: valid ? bandOf(dim.bands, raw) : null,
    };
  }

  const band = valid ? (v.bands.find((b) => holds(b.when, ctx))?.label ?? v.defaultBand) : null;
  const profile = profileFor(v.profile, ctx.factorRaw);

  return {
    scale: v.code,
    version: v.version,
    settings: v.settings,
    valid,
    total: ctx.total,
    mean: ctx.mean,
    standard: ctx.standard,
    positiveCount: ctx.positiveCount,
    positiveMean: ctx.positiveMean,
    factors,
    band,
    level,
    alerts: v.alertItems.filter((a) => holds(a.when, ctx)).map((a) => a.item),
    type: valid && profile?.kind === 'bipolar' ? profile.axes.map((a) => a.letter).join('') : null,
    code:
      valid && profile?.kind === 'holland'
        ? profile.ranking
            .slice(0, v.profile?.kind === 'holland' ? v.profile.codeLength : 0)
            .map((r) => r.letter)
            .join('')
        : null,
    profile,
    norm: normResult(v, sheet.normId, ctx),
    rules,
    itemScores: ctx.itemScores,
    durationSeconds: sheet.durationSeconds,
  };
}
