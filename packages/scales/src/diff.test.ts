import { describe, expect, it } from 'vitest';
import { diffResults } from './diff.ts';
import { score } from './score.ts';

describe('diffResults', () => {
  it('lists field-level changes after re-scoring with another rounding rule', () => {
    // Forward items A (10 × 1); reverse 2,5,6,11,12,14 A (6 × 4) and 16,17,18,20 C (4 × 2): raw 42.
    // Floor → 52 正常, half-up → 53 轻度.
    const answers = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 3, 3, 1, 3];
    const before = score('SDS', answers);
    const after = score('SDS', answers, { settings: { rounding: 'half-up' } });
    expect(before.total).toBe(42);
    expect(diffResults(before, after)).toEqual([
      { path: 'settings.rounding', before: 'floor', after: 'half-up' },
      { path: 'standard', before: 52, after: 53 },
      { path: 'band', before: '正常', after: '轻度' },
      { path: 'level', before: 0, after: 1 },
      { path: 'rules', before: [], after: ['SDS.standard.轻度:1'] },
    ]);
  });

  it('is empty for identical results and reports nested factor changes', () => {
    const a = Array.from({ length: 90 }, () => 1);
    expect(diffResults(score('SCL90', a), score('SCL90', a))).toEqual([]);
    const b = [...a];
    b[10] = 3;
    const paths = diffResults(score('SCL90', a), score('SCL90', b)).map((d) => d.path);
    expect(paths).toEqual([
      'total',
      'mean',
      'positiveCount',
      'positiveMean',
      'factors.敌对.raw',
      'factors.敌对.mean',
      'itemScores',
    ]);
  });
});
