import type { VisitDay } from '@xinmiao/shared';

/** ECharts option of the weekly chart: visits as bars, distinct addresses as a line, per day. */
export function visitChartOption(week: readonly VisitDay[]) {
  return {
    color: ['#1890FF', '#52C41A'],
    tooltip: { trigger: 'axis' as const },
    legend: { data: ['访问次数', '访问IP数'], top: 0 },
    grid: { left: 40, right: 16, top: 36, bottom: 24 },
    xAxis: { type: 'category' as const, data: week.map((d) => d.type) },
    yAxis: { type: 'value' as const, minInterval: 1 },
    series: [
      { name: '访问次数', type: 'bar' as const, barMaxWidth: 32, data: week.map((d) => d.visit) },
      { name: '访问IP数', type: 'line' as const, smooth: true, data: week.map((d) => d.ip) },
    ],
  };
}
