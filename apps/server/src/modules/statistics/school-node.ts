import { STAT_MESSAGES } from '@xinmiao/shared';
import type { AuthCtx } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { loadUnits, type UnitRow } from '../school/index.ts';
import type { DrillAt } from './drill-down.ts';
import { homeNode, queriedNode, reaches, unitReach } from './unit-reach.ts';
import { type UnitNode, unitPlaces } from './unit-rollup.ts';

/** The unit of one's own school the figures cover (none: the whole school), and the structure. */
export type SchoolNode = { node: UnitNode | undefined; units: readonly UnitRow[]; wholeSchool: boolean };

/**
 * The unit a school's user asked for, held to their data scope: the whole school's users get what
 * they ask (the school by default); a 辅导员 or 班主任 their own college or class by default, and
 * any unit wholly within their reach. Throws, in Chinese, for a unit not of the school, one
 * outside the reach, or a reach that is not one unit to start from.
 */
export async function schoolNodeOf(
  ctx: AuthCtx,
  query: { college?: string | undefined; grade?: string | undefined; klass?: string | undefined },
): Promise<SchoolNode> {
  const [units, scope] = await Promise.all([loadUnits(ctx.db), ctx.actorScope()]);
  const reach = unitReach(scope, units);
  const asked = queriedNode(query, units);
  if (asked === null) throw new AppError(STAT_MESSAGES.unitUnknown);
  if (reach.wholeSchool) return { node: asked, units, wholeSchool: true };
  if (asked === undefined) {
    const home = homeNode(reach, units);
    if (!home) throw new AppError(STAT_MESSAGES.unitChoose);
    return { node: home, units, wholeSchool: false };
  }
  if (!reaches(reach, asked, units)) throw new AppError(STAT_MESSAGES.unitOutside);
  return { node: asked, units, wholeSchool: false };
}

/** Where the drill-down stands for a node: a college's grades, a grade's classes, a class alone. */
export function drillAtNode(tenantId: number, node: UnitNode, units: readonly UnitRow[]): DrillAt {
  if (node.level === 'college') return { tenantId, college: node.id };
  if (node.level === 'grade') return { tenantId, grade: node.id };
  return { tenantId, grade: unitPlaces(units)(node.id).gradeId, klass: node.id };
}

/** The node's name as the cockpit shows it: its college, grade and class names from the top. */
export function nodeName(node: UnitNode, units: readonly UnitRow[]): string {
  const place = unitPlaces(units)(node.id);
  const name = (id: string) => units.find((u) => u.id === id)?.name;
  const path =
    node.level === 'college'
      ? [place.collegeId]
      : node.level === 'grade'
        ? [place.collegeId, place.gradeId]
        : [place.collegeId, place.gradeId, place.classId];
  return path
    .map((id) => (id ? name(id) : undefined))
    .filter(Boolean)
    .join(' / ');
}
