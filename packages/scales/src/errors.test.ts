import { describe, expect, it } from 'vitest';
import { ScaleInputError } from './errors.ts';
import { score } from './score.ts';

function errorOf(fn: () => unknown): ScaleInputError {
  try {
    fn();
  } catch (e) {
    if (e instanceof ScaleInputError) return e;
    throw e;
  }
  throw new Error('expected a ScaleInputError');
}

const twenty = Array.from({ length: 20 }, () => 1);

describe('ScaleInputError', () => {
  it('wrong answer count', () => {
    const e = errorOf(() => score('SDS', twenty.slice(1)));
    expect([e.code, e.message]).toEqual(['ANSWER_COUNT', 'SDS 需要 20 个答案，收到 19 个']);
    expect(errorOf(() => score('PHQ9', [1, 1, 1])).message).toBe('PHQ9 需要 9–10 个答案，收到 3 个');
    expect(errorOf(() => score('SDS', [...twenty, 1])).code).toBe('ANSWER_COUNT');
  });

  it('option out of range or not an integer', () => {
    const bad = [...twenty];
    bad[4] = 5;
    const e = errorOf(() => score('SDS', bad));
    expect([e.code, e.message]).toEqual([
      'ANSWER_RANGE',
      'SDS 第 5 题的答案超出范围：应为 1–4 的整数选项序号，收到 5',
    ]);
    bad[4] = 0;
    expect(errorOf(() => score('SDS', bad)).code).toBe('ANSWER_RANGE');
    bad[4] = 1.5;
    expect(errorOf(() => score('SDS', bad)).code).toBe('ANSWER_RANGE');
    const mht = Array.from({ length: 100 }, () => 3);
    expect(errorOf(() => score('MHT', mht)).message).toContain('应为 1–2');
  });

  it('unknown scale, version, norm, bad settings and options', () => {
    expect(errorOf(() => score('MBTI', twenty)).message).toMatch(/^未知量表：MBTI（可用：SCL90, SDS/);
    expect(errorOf(() => score('SDS', twenty, { version: '9.9' })).code).toBe('UNKNOWN_VERSION');
    expect(errorOf(() => score('SDS', twenty, { norm: 'CN1986' })).code).toBe('UNKNOWN_NORM');
    const e = errorOf(() => score('SDS', twenty, { settings: { rounding: 'banker' } }));
    expect(e.code).toBe('BAD_SETTINGS');
    expect(e.message).toContain('rounding');
    expect(errorOf(() => score('SDS', twenty, { settings: { roundng: 'floor' } })).code).toBe('BAD_SETTINGS');
    expect(errorOf(() => score('SDS', twenty, { durationSeconds: -1 })).code).toBe('BAD_OPTIONS');
  });
});
