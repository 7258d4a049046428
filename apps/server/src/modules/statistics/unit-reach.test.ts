import { describe, expect, it } from 'vitest';
import type { ActorScope } from '../../core/policy/actor-scope.ts';
import type { UnitRow } from '../school/index.ts';
import { homeNode, queriedNode, reaches, unitReach } from './unit-reach.ts';

// A school with two colleges, each with a 2023级 of two classes (the same names in both).
const unit = (id: string, parentId: string | null, kind: UnitRow['kind'], orgCode: string): UnitRow => ({
  id,
  parentId,
  name: id,
  orgCode,
  order: 0,
  kind,
  dormitory: null,
  enrolYear: null,
});
const UNITS: UnitRow[] = [
  unit('school', null, 'school', 'A01'),
  unit('cs', 'school', 'college', 'A01A01'),
  unit('cs-2023', 'cs', 'grade', 'A01A01A01'),
  unit('cs-2023-1', 'cs-2023', 'class', 'A01A01A01A01'),
  unit('cs-2023-2', 'cs-2023', 'class', 'A01A01A01A02'),
  unit('psy', 'school', 'college', 'A01A02'),
  unit('psy-2023', 'psy', 'grade', 'A01A02A01'),
  unit('psy-2023-1', 'psy-2023', 'class', 'A01A02A01A01'),
];
const scope = (scopes: ActorScope['scopes'], orgCodes: string[]): ActorScope => ({
  scopes,
  orgCodes,
  roleIds: [],
  realname: '',
});

describe('a user’s reach in the drill-down', () => {
  it('is the whole school for an `all` scope, with no place to start but the school', () => {
    const reach = unitReach(scope(new Set(['all', 'depart']), ['A01A01']), UNITS);
    expect(reach.wholeSchool).toBe(true);
    expect(homeNode(reach, UNITS)).toBeNull();
    expect(reaches(reach, { level: 'college', id: 'psy' }, UNITS)).toBe(true);
  });

  it('is a 辅导员’s college and all below it, starting at the college', () => {
    const reach = unitReach(scope(new Set(['depart_and_below']), ['A01A01']), UNITS);
    expect(homeNode(reach, UNITS)).toEqual({ level: 'college', id: 'cs' });
    expect(reaches(reach, { level: 'grade', id: 'cs-2023' }, UNITS)).toBe(true);
    expect(reaches(reach, { level: 'college', id: 'psy' }, UNITS)).toBe(false);
    expect(reaches(reach, { level: 'grade', id: 'psy-2023' }, UNITS)).toBe(false);
  });

  it('is a 班主任’s class alone: not the grade it shares with another class', () => {
    const reach = unitReach(scope(new Set(['depart']), ['A01A01A01A02']), UNITS);
    expect(homeNode(reach, UNITS)).toEqual({ level: 'class', id: 'cs-2023-2' });
    expect(reaches(reach, { level: 'grade', id: 'cs-2023' }, UNITS)).toBe(false);
    expect(reaches(reach, { level: 'class', id: 'cs-2023-1' }, UNITS)).toBe(false);
  });

  it('has no single place to start for two colleges, or for a caseload', () => {
    const two = unitReach(scope(new Set(['depart_and_below']), ['A01A01', 'A01A02']), UNITS);
    expect(homeNode(two, UNITS)).toBeNull();
    expect(homeNode(unitReach(scope(new Set(['caseload']), []), UNITS), UNITS)).toBeNull();
  });
});

describe('the unit a query names', () => {
  it('is the deepest given, refused when it does not nest or is not a unit of its kind', () => {
    expect(queriedNode({}, UNITS)).toBeUndefined();
    expect(queriedNode({ college: 'cs', grade: 'cs-2023' }, UNITS)).toEqual({
      level: 'grade',
      id: 'cs-2023',
    });
    expect(queriedNode({ college: 'psy', grade: 'cs-2023' }, UNITS)).toBeNull();
    expect(queriedNode({ grade: 'cs-2023', klass: 'psy-2023-1' }, UNITS)).toBeNull();
    expect(queriedNode({ college: 'cs-2023' }, UNITS)).toBeNull();
    expect(queriedNode({ klass: 'psy-2023-1' }, UNITS)).toEqual({ level: 'class', id: 'psy-2023-1' });
  });
});
