import { ScaleMsg, scaleRoutes } from '@xinmiao/shared';
import { fail, okWith } from '../../core/envelope.ts';
import type { Registrar } from '../../core/register-route.ts';
import { ScaleCatalog, scaleLabel } from './catalog.ts';
import { packageNamesUsing } from './package-usage.ts';
import { saveSetting } from './setting-store.ts';

/**
 * 启用版本: the one way an imported item bank (saved inactive) becomes the version new assessments use.
 * The console confirms first, naming the packages that use the scale; the reply names them again.
 */
export function registerVersionRoutes(r: Registrar): void {
  r.route(scaleRoutes.enableVersion, async (ctx, { body }) => {
    const catalog = await ScaleCatalog.load(ctx.db);
    const entry = catalog.get(body.id);
    if (!entry) return fail(ScaleMsg.notFound);
    const rows = await catalog.versionRows(entry.code);
    const builtIn =
      entry.source === 'builtin' && entry.scale.versions.some((v) => v.version === body.version);
    if (!builtIn && !rows.some((row) => row.version === body.version)) return fail(ScaleMsg.unknownVersion);
    const resolved = await catalog.resolve(entry, body.version);
    if (resolved.label !== body.version) return fail(ScaleMsg.versionUnusable);
    await saveSetting(ctx.db, entry.code, { pinnedVersion: body.version });
    const packages = await packageNamesUsing(ctx.db, entry.code);
    ctx.logSubject(`${scaleLabel(entry)} ${body.version}`);
    return okWith(ScaleMsg.versionEnabledOk, { version: body.version, packages });
  });
}
