import { listScales, resolveScaleVersion, type ScaleVersion, type ScoreResult } from '@xinmiao/scales';

const builtIn = new Set(listScales().map((s) => s.code));

/**
 * The built-in definition a result was scored with (its pinned version), for names, bands and
 * norms; undefined for custom scales and versions the library no longer carries.
 */
export function versionOf(scaleCode: string, version: string, settings: ScoreResult['settings']) {
  if (!builtIn.has(scaleCode)) return undefined;
  try {
    return resolveScaleVersion(scaleCode, version, settings);
  } catch {
    return undefined;
  }
}

export function scaleNameOf(scaleCode: string, version: string): string {
  if (!builtIn.has(scaleCode)) return scaleCode;
  return versionOf(scaleCode, version, {})?.name ?? scaleCode;
}

export type FactorNorm = { mean: number; sd: number; z: number; t: number };

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * A factor compared with the norm the result was scored against (else the version's first norm
 * set), on the metric the norm entry names (a factor's mean or raw sum).
 */
export function factorNorm(
  definition: ScaleVersion | undefined,
  result: ScoreResult,
  factor: string,
): FactorNorm | null {
  if (!definition) return null;
  const set = definition.norms.find((n) => n.id === result.norm?.set) ?? definition.norms[0];
  const entry = set?.entries.find((e) => e.key === factor);
  const score = result.factors[factor];
  if (!entry || !score || entry.sd <= 0) return null;
  const value =
    entry.metric.kind === 'factorMean' ? score.mean : entry.metric.kind === 'factorRaw' ? score.raw : null;
  if (value === null) return null;
  const z = (value - entry.mean) / entry.sd;
  return { mean: entry.mean, sd: entry.sd, z: round2(z), t: round2(50 + 10 * z) };
}

/** The name of the norm set a factor comparison uses, for the report's footnote. */
export function normNameOf(definition: ScaleVersion | undefined, result: ScoreResult): string | null {
  if (!definition) return null;
  return (definition.norms.find((n) => n.id === result.norm?.set) ?? definition.norms[0])?.name ?? null;
}

/** The lowest band of a dimension ("无/极轻", "良好"…): a factor in any other band is worth reading. */
export function lowestBand(definition: ScaleVersion | undefined, factor: string): string | null {
  return definition?.dimensions.find((d) => d.name === factor)?.bands?.[0]?.label ?? null;
}
