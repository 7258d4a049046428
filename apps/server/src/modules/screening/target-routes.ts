import { screeningTaskRoutes } from '@xinmiao/shared';
import { ok } from '../../core/envelope.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { buildTree, loadUnits } from '../school/index.ts';

/**
 * The school's levels (college, major, grade, class) for picking a task's targets; the school itself
 * and departments outside the levels (the psychology centre) are left out, so colleges are the roots.
 */
export async function targetTree(db: TenantDb) {
  const units = await loadUnits(db);
  return ok(buildTree(units.filter((u) => u.kind !== null && u.kind !== 'school')));
}

export function registerTargetRoutes(r: Registrar): void {
  r.route(screeningTaskRoutes.targetTree, (ctx) => targetTree(ctx.db));
}
