import type { ReportView } from '@xinmiao/shared';
import { describe, expect, it } from 'vitest';
import { factorBarOption, radarOption, trendOption } from './chart-options.ts';

const factor = (
  name: string,
  raw: number,
  mean: number,
  normMean: number | null,
): ReportView['factors'][number] => ({
  name,
  raw,
  mean,
  band: null,
  norm: normMean === null ? null : { mean: normMean, sd: 0.5, z: 0, t: 50 },
  elevated: false,
  text: '',
});

describe('report chart options', () => {
  it('draws SCL-90 factors by mean, the un-normed 其他 included, beside the norm means', () => {
    const option = factorBarOption([factor('抑郁', 26, 2, 1.5), factor('其他', 14, 2, null)]);
    const [mine, norm] = option.series;
    expect(
      mine?.data.map((d) => (typeof d === 'object' && d !== null && 'value' in d ? d.value : d)),
    ).toEqual([2, 2]);
    expect(norm?.data).toEqual([1.5, null]);
  });

  it('draws raw sums for scales without a norm, and scales the radar to them', () => {
    const option = radarOption([factor('学习习惯', 12, 3, null), factor('情绪管理', 20, 5, null)]);
    expect(option.series[0]?.data[0]?.value).toEqual([12, 20]);
    expect(option.radar.indicator[0]?.max).toBe(24);
  });

  it('plots totals over time, or levels for a reader without scores', () => {
    const trend = [
      { resultId: 'a', taskName: '春季', testedAt: '', total: 4, level: 0 },
      { resultId: 'b', taskName: '秋季', testedAt: '', total: 12, level: 1 },
    ];
    expect(trendOption(trend).series[0]?.data).toEqual([4, 12]);
    expect(trendOption(trend.map((p) => ({ ...p, total: null }))).series[0]?.data).toEqual([0, 1]);
  });
});
