import {
  COUNSELLING_MESSAGES,
  counsellingRoutes,
  DEFAULT_SESSION_WINDOW,
  type SessionWindow,
  sessionWindowSchema,
} from '@xinmiao/shared';
import { ok, okWith } from '../../core/envelope.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { sysTenantSetting } from '../../db/schema.ts';

/** The school's 咨询时段规则 (minutes around a booked slot); the defaults until the centre saves its own. */
export async function sessionWindow(db: TenantDb): Promise<SessionWindow> {
  const row = await db.first(sysTenantSetting, undefined);
  const saved = sessionWindowSchema.safeParse(row?.counsellingWindow);
  return saved.success ? saved.data : DEFAULT_SESSION_WINDOW;
}

/** 咨询时段规则 on 排班管理: read by whoever sees the rota, saved by whoever edits it. */
export function registerSessionWindowRoutes(r: Registrar): void {
  r.route(counsellingRoutes.sessionWindow, async (ctx) => ok(await sessionWindow(ctx.db)));
  r.route(counsellingRoutes.saveSessionWindow, async (ctx, { body }) => {
    await ctx.db.upsert(sysTenantSetting, { counsellingWindow: body }, { target: [] });
    return okWith(COUNSELLING_MESSAGES.saved, await sessionWindow(ctx.db));
  });
}
