import { visitRoutes } from '@xinmiao/shared';
import { ok } from '../../core/envelope.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { sysTenantSetting } from '../../db/schema.ts';
import { effectiveRetentionDays, retentionJobParameter, retentionSetting } from './retention-job.ts';

async function retention(db: TenantDb) {
  return {
    days: await retentionSetting(db),
    effectiveDays: await effectiveRetentionDays(db, await retentionJobParameter(db)),
  };
}

/** 日志保留天数: the tenant's setting the log-retention job applies. */
export function registerRetentionRoutes(r: Registrar): void {
  r.route(visitRoutes.retention, async (ctx) => ok(await retention(ctx.db)));
  r.route(visitRoutes.saveRetention, async (ctx, { body }) => {
    await ctx.db.upsert(sysTenantSetting, { logRetentionDays: body.days }, { target: [] });
    ctx.logSubject(body.days === null ? '恢复默认' : `${body.days} 天`);
    return ok(await retention(ctx.db));
  });
}
