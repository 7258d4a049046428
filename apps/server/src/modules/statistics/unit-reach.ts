import type { ActorScope } from '../../core/policy/actor-scope.ts';
import type { UnitRow } from '../school/index.ts';
import { type UnitNode, unitPlaces } from './unit-rollup.ts';

/**
 * What a school's user may see of the drill-down by their data scope: the whole school (`all`), or
 * the classes under their colleges (`depart_and_below`, 辅导员) or their own classes (`depart`,
 * 班主任). Any other scope (one's own rows, a caseload) reaches no class's figures.
 */
export type UnitReach = { wholeSchool: true } | { wholeSchool: false; classIds: ReadonlySet<string> };

export function unitReach(scope: ActorScope, units: readonly UnitRow[]): UnitReach {
  if (scope.scopes.has('all')) return { wholeSchool: true };
  const codes = scope.orgCodes.filter(Boolean);
  const fits = (orgCode: string) =>
    (scope.scopes.has('depart') && codes.includes(orgCode)) ||
    (scope.scopes.has('depart_and_below') && codes.some((code) => orgCode.startsWith(code)));
  const classIds = units.filter((u) => u.kind === 'class' && fits(u.orgCode)).map((u) => u.id);
  return { wholeSchool: false, classIds: new Set(classIds) };
}

/** The classes a node covers: a college's, a grade's, or the class itself. */
function classesOf(node: UnitNode, units: readonly UnitRow[]): string[] {
  const place = unitPlaces(units);
  return units
    .filter((u) => u.kind === 'class')
    .map((u) => place(u.id))
    .filter((p) =>
      node.level === 'college'
        ? p.collegeId === node.id
        : node.level === 'grade'
          ? p.gradeId === node.id
          : p.classId === node.id,
    )
    .map((p) => p.classId);
}

/** `node` is open to the reach: every class of it is (a grade of a class teacher's class is not). */
export function reaches(reach: UnitReach, node: UnitNode, units: readonly UnitRow[]): boolean {
  if (reach.wholeSchool) return true;
  const classes = classesOf(node, units);
  return classes.length > 0 && classes.every((id) => reach.classIds.has(id));
}

/**
 * Where a user who does not see the whole school starts: the widest unit wholly in their reach
 * (a 辅导员's college, a 班主任's class), or null when that is not one unit (several colleges or
 * classes, or none).
 */
export function homeNode(reach: UnitReach, units: readonly UnitRow[]): UnitNode | null {
  if (reach.wholeSchool) return null;
  for (const level of ['college', 'grade', 'class'] as const) {
    const held = units.filter((u) => u.kind === level && reaches(reach, { level, id: u.id }, units));
    if (held.length === 1 && held[0]) return { level, id: held[0].id };
    if (held.length > 1) return null;
  }
  return null;
}

/**
 * The deepest unit a query names, checked against the school's structure: a class within its
 * grade, a grade within its college. Undefined when the query names none; null when what it names
 * is not the school's or does not nest.
 */
export function queriedNode(
  query: { college?: string | undefined; grade?: string | undefined; klass?: string | undefined },
  units: readonly UnitRow[],
): UnitNode | null | undefined {
  const place = unitPlaces(units);
  const kindOf = (id: string) => units.find((u) => u.id === id)?.kind;
  const { college, grade, klass } = query;
  if (klass !== undefined) {
    const p = place(klass);
    if (kindOf(klass) !== 'class') return null;
    if ((grade !== undefined && p.gradeId !== grade) || (college !== undefined && p.collegeId !== college))
      return null;
    return { level: 'class', id: klass };
  }
  if (grade !== undefined) {
    if (kindOf(grade) !== 'grade') return null;
    if (college !== undefined && place(grade).collegeId !== college) return null;
    return { level: 'grade', id: grade };
  }
  if (college !== undefined) return kindOf(college) === 'college' ? { level: 'college', id: college } : null;
  return undefined;
}
