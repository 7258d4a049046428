import { RELAX_MESSAGES, relaxRoutes } from '@xinmiao/shared';
import { ok, okMsg } from '../../core/envelope.ts';
import type { Registrar } from '../../core/register-route.ts';
import { relaxSettings, saveRelaxSettings } from './settings.ts';
import { relaxStats } from './stats.ts';

/** The school's mood-rule thresholds and the centre's anonymous usage figures. */
export function registerSettingsRoutes(r: Registrar): void {
  r.route(relaxRoutes.settings, async (ctx) => ok(await relaxSettings(ctx.db)));
  r.route(relaxRoutes.saveSettings, async (ctx, { body }) => {
    await saveRelaxSettings(ctx.db, body);
    ctx.logSubject('心情预警规则');
    return okMsg(RELAX_MESSAGES.saved);
  });
  r.route(relaxRoutes.stats, async (ctx) => ok(await relaxStats(ctx.db)));
}
