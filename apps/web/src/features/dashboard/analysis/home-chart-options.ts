import type { StatCell } from '@xinmiao/shared';
import { cellText } from '../../cockpit/chart-options.ts';

/** The home page's light ground: dark labels, a thin grid. */
const GRID = { left: 40, right: 16, top: 24, bottom: 40, containLabel: true };

/**
 * Bars of named counts for the home page. A suppressed cell ("<5") draws no bar and says so in its
 * label; the tooltip tells the cell as sent.
 */
export function homeBarOption(
  names: readonly string[],
  cells: readonly StatCell[],
  color = '#1677ff',
): Record<string, unknown> {
  return {
    animationDuration: 300,
    grid: GRID,
    tooltip: {
      trigger: 'axis',
      formatter: (params: { dataIndex: number }[]) => {
        const i = params[0]?.dataIndex ?? 0;
        const cell = cells[i];
        return `${names[i] ?? ''}：${cell === undefined ? '' : cellText(cell)}`;
      },
    },
    xAxis: { type: 'category', data: names, axisLabel: { interval: 0, hideOverlap: true } },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        type: 'bar',
        barMaxWidth: 36,
        itemStyle: { color },
        data: cells.map((cell) =>
          typeof cell === 'number'
            ? { value: cell, label: { show: true, position: 'top' } }
            : { value: 0, label: { show: true, position: 'top', formatter: cell } },
        ),
      },
    ],
  };
}

/** A line of percentages by year (a gap where the share is not known). */
export function homeCoverageOption(
  years: readonly { year: number; coverage: number | null }[],
): Record<string, unknown> {
  return {
    animationDuration: 300,
    grid: GRID,
    tooltip: { trigger: 'axis', valueFormatter: (v: number | null) => (v === null ? '—' : `${v}%`) },
    xAxis: { type: 'category', data: years.map((y) => `${y.year}年`) },
    yAxis: { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
    series: [
      {
        type: 'line',
        smooth: true,
        itemStyle: { color: '#52c41a' },
        label: { show: true, formatter: '{c}%' },
        data: years.map((y) => y.coverage),
      },
    ],
  };
}
