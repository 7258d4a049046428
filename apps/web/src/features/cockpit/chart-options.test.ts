import { HOLLAND_AREAS } from '@xinmiao/shared';
import { describe, expect, it } from 'vitest';
import { barOption, cellText, hollandRadarOption, lineOption } from './chart-options.ts';

describe('cockpit chart options', () => {
  it('draws no bar for a suppressed count and labels it "<5", in the tooltip too', () => {
    const option = barOption(['红色预警', '橙色预警'], ['<5', 1200]) as {
      series: { data: { value: number; itemStyle?: { color: string }; label: { formatter?: string } }[] }[];
      tooltip: { formatter: (params: { dataIndex: number }[]) => string };
    };
    const [hidden, shown] = option.series[0]?.data ?? [];
    expect(hidden).toMatchObject({
      value: 0,
      itemStyle: { color: 'transparent' },
      label: { formatter: '<5' },
    });
    expect(shown?.value).toBe(1200);
    expect(option.tooltip.formatter([{ dataIndex: 0 }])).toBe('红色预警：<5');
    expect(option.tooltip.formatter([{ dataIndex: 1 }])).toBe('橙色预警：1,200');
  });

  it('leaves gaps in a line where a month is suppressed', () => {
    const option = lineOption(['1月', '2月'], [{ name: '测评人次', cells: [12, '<5'] }]) as {
      series: { data: (number | null)[] }[];
    };
    expect(option.series[0]?.data).toEqual([12, null]);
  });

  it('adds Holland codes up by their first letter', () => {
    const option = hollandRadarOption(
      [
        { name: 'SAE', count: 6 },
        { name: 'SIA', count: 4 },
        { name: 'RIC', count: '<5' },
      ],
      HOLLAND_AREAS,
    ) as { series: { data: { value: number[] }[] }[] };
    // R I A S E C: the suppressed R cell adds nothing.
    expect(option.series[0]?.data[0]?.value).toEqual([0, 0, 0, 10, 0, 0]);
  });

  it('writes counts with thousands separators', () => {
    expect(cellText(12345)).toBe('12,345');
    expect(cellText('<5')).toBe('<5');
  });
});
