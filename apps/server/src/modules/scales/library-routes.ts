import { Msg, ScaleMsg, scaleRoutes } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import { memoryList } from '../../core/list/memory-list.ts';
import type { Registrar } from '../../core/register-route.ts';
import { evalCustomScale, evalScaleSetting, evalScaleVersion } from '../../db/schema.ts';
import { resolveWith, ScaleCatalog, scaleLabel } from './catalog.ts';
import { toScaleDetail, toScaleRecord } from './detail.ts';
import { packageNamesUsing } from './package-usage.ts';
import { saveSetting } from './setting-store.ts';

export function registerLibraryRoutes(r: Registrar): void {
  r.route(
    scaleRoutes.list,
    memoryList(scaleRoutes.list, {
      load: async (ctx) => {
        const catalog = await ScaleCatalog.load(ctx.db);
        const pinned = await catalog.pinnedRows(catalog.entries);
        // Newest custom scales first (createTime desc), then the built-ins in library order.
        return [
          ...catalog.entries.filter((e) => e.source === 'custom').reverse(),
          ...catalog.entries.filter((e) => e.source === 'builtin'),
        ].map((e) => toScaleRecord(e, resolveWith(e, e.setting?.pinnedVersion ?? null, pinned.get(e.code))));
      },
      sort: {
        code: (rec) => rec.code,
        name: (rec) => rec.name,
        itemCount: (rec) => rec.itemCount,
        dimensionCount: (rec) => rec.dimensionCount,
      },
      filters: {
        name: (rec) => rec.name,
        code: (rec) => rec.code,
        source: (rec) => rec.source,
        enabled: (value) => (rec) => rec.enabled === (value === '1'),
      },
    }),
  );

  r.route(scaleRoutes.queryById, async (ctx, { query }) => {
    const catalog = await ScaleCatalog.load(ctx.db);
    const entry = catalog.get(query.id);
    if (!entry) return fail(ScaleMsg.notFound);
    const [resolved, rows, packages] = await Promise.all([
      catalog.resolve(entry),
      catalog.versionRows(entry.code),
      packageNamesUsing(ctx.db, entry.code),
    ]);
    return ok(toScaleDetail(entry, resolved, rows, packages));
  });

  r.route(scaleRoutes.enable, async (ctx, { body }) => {
    const catalog = await ScaleCatalog.load(ctx.db);
    const entry = catalog.get(body.id);
    if (!entry) return fail(ScaleMsg.notFound);
    await saveSetting(ctx.db, entry.code, { enabled: body.enabled });
    ctx.logSubject(scaleLabel(entry), body.enabled ? '启用量表' : '停用量表');
    return okMsg(body.enabled ? ScaleMsg.enabledOk : ScaleMsg.disabledOk);
  });

  r.route(scaleRoutes.settings, async (ctx, { body }) => {
    const catalog = await ScaleCatalog.load(ctx.db);
    const entry = catalog.get(body.id);
    if (!entry) return fail(ScaleMsg.notFound);
    const pin = body.pinnedVersion || null;
    const rows = await catalog.versionRows(entry.code);
    const known = [
      ...(entry.source === 'builtin' ? entry.scale.versions.map((v) => v.version) : []),
      ...rows.map((row) => row.version),
    ];
    if (pin && !known.includes(pin)) return fail(ScaleMsg.unknownVersion);
    const resolved = await catalog.resolve(entry, pin);
    const norm = body.normSet || null;
    if (norm && !resolved.version.norms.some((n) => n.id === norm)) return fail(ScaleMsg.unknownNorm);
    await saveSetting(ctx.db, entry.code, { pinnedVersion: pin, normSet: norm });
    ctx.logSubject(scaleLabel(entry));
    return okMsg(ScaleMsg.settingsOk);
  });

  r.route(scaleRoutes.delete, async (ctx, { query }) => {
    const catalog = await ScaleCatalog.load(ctx.db);
    const entry = catalog.get(query.id);
    if (!entry) return fail(ScaleMsg.notFound);
    if (entry.source === 'builtin') return fail(ScaleMsg.builtInNoDelete);
    const packages = await packageNamesUsing(ctx.db, entry.code);
    if (packages.length > 0) {
      const names = packages.map((name) => `「${name}」`).join('');
      return fail(`该量表已被测评套餐${names}使用，不能删除`);
    }
    await ctx.db.transaction(async (tx) => {
      await tx.delete(evalScaleVersion, eq(evalScaleVersion.scaleCode, entry.code));
      await tx.delete(evalScaleSetting, eq(evalScaleSetting.scaleCode, entry.code));
      await tx.delete(evalCustomScale, eq(evalCustomScale.code, entry.code));
    });
    ctx.logSubject(scaleLabel(entry));
    return okMsg(Msg.deleteOk);
  });
}
