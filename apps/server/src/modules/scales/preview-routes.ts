import { ScaleInputError, type ScoreResult, score } from '@xinmiao/scales';
import { ScaleMsg, type ScorePreview, scaleRoutes } from '@xinmiao/shared';
import { fail, ok } from '../../core/envelope.ts';
import type { Registrar } from '../../core/register-route.ts';
import { ScaleCatalog } from './catalog.ts';

function toPreview(result: ScoreResult): ScorePreview {
  return {
    scale: result.scale,
    version: result.version,
    valid: result.valid,
    total: result.total,
    mean: result.mean,
    standard: result.standard,
    positiveCount: result.positiveCount,
    positiveMean: result.positiveMean,
    factors: Object.entries(result.factors).map(([name, f]) => ({
      name,
      raw: f.raw,
      mean: f.mean,
      band: f.band,
    })),
    band: result.band,
    level: result.level,
    alerts: [...result.alerts],
    type: result.type,
    code: result.code,
    rules: result.rules.map((rule) => ({
      id: rule.id,
      description: rule.description,
      outcome: rule.outcome,
      suppressed: rule.suppressed,
    })),
    norm: result.norm
      ? {
          set: result.norm.set,
          name: result.norm.name,
          scores: Object.entries(result.norm.scores).flatMap(([key, s]) =>
            s ? [{ key, value: s.value, z: s.z, t: s.t }] : [],
          ),
        }
      : null,
  };
}

export function registerPreviewRoutes(r: Registrar): void {
  /** Scores with exactly what the tenant would use (pinned version, norm set) and stores nothing. */
  r.route(scaleRoutes.previewScore, async (ctx, { body }) => {
    const catalog = await ScaleCatalog.load(ctx.db);
    const entry = catalog.get(body.id);
    if (!entry) return fail(ScaleMsg.notFound);
    const resolved = await catalog.resolve(entry);
    const norm = entry.setting?.normSet ?? undefined;
    try {
      const result = score(resolved.scoringScale, body.answers, {
        ...(resolved.scoringVersion ? { version: resolved.scoringVersion } : {}),
        ...(norm ? { norm } : {}),
        ...(body.durationSeconds === undefined ? {} : { durationSeconds: body.durationSeconds }),
      });
      return ok({ ...toPreview(result), version: resolved.label });
    } catch (e) {
      if (e instanceof ScaleInputError) return fail(e.message);
      throw e;
    }
  });
}
