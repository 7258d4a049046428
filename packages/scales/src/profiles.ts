import type { ProfileDef } from './model.ts';
import type { AxisResult, ProfileResult } from './result.ts';

export function profileFor(
  def: ProfileDef | null,
  factorRaw: ReadonlyMap<string, number>,
): ProfileResult | null {
  if (def === null) return null;
  if (def.kind === 'bipolar') {
    const axes: AxisResult[] = def.axes.map((axis) => {
      const score = factorRaw.get(axis.factor) ?? axis.midpoint;
      const diff = score - axis.midpoint;
      return {
        factor: axis.factor,
        score,
        letter: diff > 0 ? axis.high : diff < 0 ? axis.low : axis.tieTo,
        strength: diff / axis.halfRange,
        clear: Math.abs(diff) > axis.unclearWithin,
        tie: diff === 0,
      };
    });
    return { kind: 'bipolar', axes };
  }
  // Stable sort keeps the fixed R-I-A-S-E-C order among equal scores.
  const ranking = def.areas
    .map((a) => ({ letter: a.letter, factor: a.factor, raw: factorRaw.get(a.factor) ?? 0 }))
    .sort((x, y) => y.raw - x.raw);
  const top = ranking.slice(0, def.codeLength);
  const tie = top.some((t) => ranking.some((o) => o.letter !== t.letter && o.raw === t.raw));
  const raws = ranking.map((r) => r.raw);
  const flat = Math.max(...raws) - Math.min(...raws) < def.flatSpread;
  return { kind: 'holland', ranking, tie, flat };
}
