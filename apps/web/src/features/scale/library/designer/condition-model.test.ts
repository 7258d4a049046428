import { parseCustomScale } from '@xinmiao/scales';
import { describe, expect, it } from 'vitest';
import { CUSTOM_SCALE_TEMPLATE } from '../custom-scale-template.ts';
import {
  conditionProblem,
  type DraftComparison,
  CONDITION_MESSAGES as M,
  metricOfKind,
  withPart,
} from './condition-model.ts';

const cmp = (metric: object, op = '>=', value = 1) => ({ metric, op, value });

describe('conditionProblem', () => {
  it('accepts every comparison and group the engine accepts', () => {
    const when = {
      any: [
        cmp({ kind: 'total' }),
        { all: [cmp({ kind: 'factorRaw', factor: '维度一' }), cmp({ kind: 'itemScore', item: 3 }, '>', 0)] },
        cmp({ kind: 'countItems', items: [1, 2], minScore: 3 }, '>=', 2),
        cmp({ kind: 'itemOption', item: 1 }, '==', 4),
      ],
    };
    expect(conditionProblem(when)).toBeNull();
    const definition = {
      ...CUSTOM_SCALE_TEMPLATE,
      warnings: [{ id: 'w', description: '复合', level: 2, basis: 'score', when }],
    };
    expect(() => parseCustomScale(definition)).not.toThrow();
  });

  it('names what a comparison lacks, in Chinese', () => {
    expect(conditionProblem(undefined)).toBe(M.metric);
    expect(conditionProblem({ op: '>', value: 1 })).toBe(M.metric);
    expect(conditionProblem(cmp({ kind: 'factorMean' }))).toBe(M.factor);
    expect(conditionProblem(cmp({ kind: 'itemScore' }))).toBe(M.item);
    expect(conditionProblem(cmp({ kind: 'itemScore', item: 0 }))).toBe(M.item);
    expect(conditionProblem(cmp({ kind: 'countItems', items: [] }))).toBe(M.countItems);
    expect(conditionProblem(cmp({ kind: 'countItems', items: [1] }))).toBe(M.minScore);
    expect(conditionProblem({ metric: { kind: 'total' }, value: 1 })).toBe(M.op);
    expect(conditionProblem({ metric: { kind: 'total' }, op: '>' })).toBe(M.value);
    expect(conditionProblem(cmp({ kind: 'total' }, '>', Number.NaN))).toBe(M.value);
  });

  it('names group problems with where they are', () => {
    expect(conditionProblem({ all: [] })).toBe(M.emptyGroup);
    expect(conditionProblem({ all: [cmp({ kind: 'total' })], any: [] })).toBe(M.shape);
    expect(conditionProblem({ all: Array.from({ length: 21 }, () => cmp({ kind: 'total' })) })).toBe(
      M.tooManyBranches,
    );
    expect(conditionProblem({ any: [cmp({ kind: 'total' }), { all: [cmp({ kind: 'itemScore' })] }] })).toBe(
      `第 2 条 › 第 1 条 › ${M.item}`,
    );
    const nest = (levels: number): object =>
      levels === 0 ? cmp({ kind: 'total' }) : { all: [nest(levels - 1)] };
    expect(conditionProblem(nest(4))).toBeNull();
    expect(conditionProblem(nest(5))).toBe(`第 1 条 › 第 1 条 › 第 1 条 › 第 1 条 › ${M.tooDeep}`);
  });
});

describe('editing helpers', () => {
  it('keeps only the parts a metric kind has', () => {
    expect(metricOfKind('total', { kind: 'itemScore', item: 9 })).toEqual({ kind: 'total' });
    expect(metricOfKind('itemOption', { kind: 'itemScore', item: 9 })).toEqual({
      kind: 'itemOption',
      item: 9,
    });
    expect(metricOfKind('factorRaw', { kind: 'itemScore', item: 9 })).toEqual({ kind: 'factorRaw' });
    expect(metricOfKind('countItems', { kind: 'total' })).toEqual({ kind: 'countItems', items: [] });
  });

  it('removes a cleared part instead of leaving null', () => {
    const threshold: DraftComparison = { op: '>', value: 3 };
    expect(withPart(threshold, 'value', null)).toEqual({ op: '>' });
    expect(withPart({ op: '>' } as DraftComparison, 'value', 0)).toEqual({ op: '>', value: 0 });
  });
});
