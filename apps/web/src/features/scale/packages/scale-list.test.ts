import { describe, expect, it } from 'vitest';
import { type ScaleListRow, scaleListReducer } from './scale-list.ts';

const row = (code: string): ScaleListRow => ({
  scaleCode: code,
  scaleName: code,
  alias: '',
  studentCanViewReport: false,
});
const codes = (rows: ScaleListRow[]) => rows.map((r) => r.scaleCode);

describe('scaleListReducer', () => {
  const start = [row('SCL90'), row('SDS'), row('PHQ9')];

  it('adds a scale once, at the end', () => {
    const added = scaleListReducer(start, { type: 'add', scaleCode: 'GAD7', scaleName: 'GAD-7' });
    expect(codes(added)).toEqual(['SCL90', 'SDS', 'PHQ9', 'GAD7']);
    // A new scale lets the student view their report until the centre turns it off.
    expect(added[3]?.studentCanViewReport).toBe(true);
    expect(scaleListReducer(added, { type: 'add', scaleCode: 'SDS', scaleName: 'SDS' })).toBe(added);
  });

  it('moves up and down, but not past either end', () => {
    expect(codes(scaleListReducer(start, { type: 'moveUp', index: 2 }))).toEqual(['SCL90', 'PHQ9', 'SDS']);
    expect(codes(scaleListReducer(start, { type: 'moveDown', index: 0 }))).toEqual(['SDS', 'SCL90', 'PHQ9']);
    expect(scaleListReducer(start, { type: 'moveUp', index: 0 })).toBe(start);
    expect(scaleListReducer(start, { type: 'moveDown', index: 2 })).toBe(start);
  });

  it('removes by position and ignores out-of-range indexes', () => {
    expect(codes(scaleListReducer(start, { type: 'remove', index: 1 }))).toEqual(['SCL90', 'PHQ9']);
    expect(scaleListReducer(start, { type: 'remove', index: 5 })).toBe(start);
  });

  it('edits alias and report switch of one row only', () => {
    const aliased = scaleListReducer(start, { type: 'alias', index: 1, alias: '情绪问卷' });
    const shown = scaleListReducer(aliased, { type: 'report', index: 1, value: true });
    expect(shown[1]).toEqual({
      scaleCode: 'SDS',
      scaleName: 'SDS',
      alias: '情绪问卷',
      studentCanViewReport: true,
    });
    expect(shown[0]).toEqual(start[0]);
  });
});
