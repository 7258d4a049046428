import { screeningTaskRoutes } from '@xinmiao/shared';
import { ok } from '../../core/envelope.ts';
import type { Registrar } from '../../core/register-route.ts';
import { buildTree, loadUnits } from '../school/index.ts';

/**
 * The school's levels (college, major, grade, class) for picking a task's targets; the school itself
 * and departments outside the levels (the psychology centre) are left out, so colleges are the roots.
 */
export function registerTargetRoutes(r: Registrar): void {
  r.route(screeningTaskRoutes.targetTree, async (ctx) => {
    const units = await loadUnits(ctx.db);
    return ok(buildTree(units.filter((u) => u.kind !== null && u.kind !== 'school')));
  });
}
