import { formatProblem, listScales, parseCustomScale, type Scale, ScaleInputError } from '@xinmiao/scales';
import { MAX_CUSTOM_SCALES, Msg, ScaleMsg, scaleRoutes } from '@xinmiao/shared';
import { and, eq } from 'drizzle-orm';
import { fail, okMsg, type Reply } from '../../core/envelope.ts';
import type { Registrar } from '../../core/register-route.ts';
import { evalCustomScale, evalScaleVersion } from '../../db/schema.ts';
import { ScaleCatalog } from './catalog.ts';
import { saveSetting } from './setting-store.ts';

/** A scale, or the failure reply: the whole list as the message, each problem under its JSON path. */
function parseOrReply(definition: unknown): Scale | Reply<null> {
  try {
    return parseCustomScale(definition);
  } catch (e) {
    if (!(e instanceof ScaleInputError)) throw e;
    const errors: Record<string, string> = {};
    for (const p of e.problems) {
      const key = p.path || '(root)';
      errors[key] = errors[key] ? `${errors[key]}；${p.message}` : formatProblem(p);
    }
    return e.problems.length > 0 ? { ...fail(e.message), errors } : fail(e.message);
  }
}

/** Key order and the display name do not make two definitions different versions. */
function scoringKey(definition: unknown): string {
  const sorted = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sorted);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([k]) => k !== 'name')
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, v]) => [k, sorted(v)]),
      );
    }
    return value;
  };
  return JSON.stringify(sorted(definition));
}

export function registerCustomScaleRoutes(r: Registrar): void {
  r.route(scaleRoutes.add, async (ctx, { body }) => {
    const scale = parseOrReply(body);
    if ('success' in scale) return scale;
    const catalog = await ScaleCatalog.load(ctx.db);
    if (catalog.get(scale.code) || listScales().some((s) => s.code === scale.code)) {
      return fail(ScaleMsg.codeTaken);
    }
    // Counted in the table, so scales the engine no longer accepts (left out of the catalogue) count too.
    if ((await ctx.db.count(evalCustomScale)) >= MAX_CUSTOM_SCALES) return fail(ScaleMsg.tooManyCustom);
    await ctx.db.transaction(async (tx) => {
      await tx.insert(evalCustomScale, {
        code: scale.code,
        name: scale.name,
        definition: body,
      });
      await tx.insert(evalScaleVersion, {
        scaleCode: scale.code,
        version: scale.currentVersion,
        source: 'custom',
        definition: body,
      });
    });
    ctx.logSubject(`${scale.code} ${scale.name}`);
    return okMsg(Msg.addOk);
  });

  r.route(scaleRoutes.edit, async (ctx, { body }) => {
    const { id, ...definition } = body;
    const catalog = await ScaleCatalog.load(ctx.db);
    const entry = catalog.get(id);
    if (!entry) return fail(ScaleMsg.notFound);
    if (entry.source === 'builtin') return fail(ScaleMsg.builtInNoEdit);
    if (definition.code !== entry.code) return fail('量表编码不能修改');
    const scale = parseOrReply(definition);
    if ('success' in scale) return scale;
    const rows = await catalog.versionRows(entry.code);
    const same = rows.find((row) => row.version === scale.currentVersion);
    if (same && scoringKey(same.definition) !== scoringKey(definition)) return fail(ScaleMsg.versionTaken);
    await ctx.db.transaction(async (tx) => {
      if (same) {
        const where = and(
          eq(evalScaleVersion.scaleCode, entry.code),
          eq(evalScaleVersion.version, same.version),
        );
        if (where) await tx.update(evalScaleVersion, { definition }, where);
      } else {
        await tx.insert(evalScaleVersion, {
          scaleCode: entry.code,
          version: scale.currentVersion,
          source: 'custom',
          definition,
        });
      }
      await tx.update(
        evalCustomScale,
        { name: scale.name, definition },
        eq(evalCustomScale.code, entry.code),
      );
      // The saved version becomes the one in use; an older pin would hide the edit.
      if (entry.setting?.pinnedVersion) await saveSetting(tx, entry.code, { pinnedVersion: null });
    });
    ctx.logSubject(`${scale.code} ${scale.name} ${scale.currentVersion}`);
    return okMsg(Msg.editOk);
  });
}
