import { describe, expect, it } from 'vitest';
import { visitChartOption } from './visit-chart-option.ts';

describe('visitChartOption', () => {
  it('puts one category per day and the two counts in their series', () => {
    const option = visitChartOption([
      { tian: '2026-11-22', type: '11-22', visit: 3, ip: 2 },
      { tian: '2026-11-23', type: '11-23', visit: 0, ip: 0 },
    ]);
    expect(option.xAxis.data).toEqual(['11-22', '11-23']);
    expect(option.series.map((s) => [s.name, s.data])).toEqual([
      ['访问次数', [3, 0]],
      ['访问IP数', [2, 0]],
    ]);
  });
});
