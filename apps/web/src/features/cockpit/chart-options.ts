import type { StatCell } from '@xinmiao/shared';

/** A count as shown: thousands separators (spec §9), or "<5" as the server sent it. */
export const cellText = (cell: StatCell): string =>
  typeof cell === 'number' ? cell.toLocaleString('zh-CN') : cell;

/**
 * A suppressed cell draws no bar (an invisible one of height 0, since ECharts labels no empty
 * value); its label says "<5" where the bar would stand.
 */
const barValue = (cell: StatCell) =>
  typeof cell === 'number'
    ? { value: cell, label: { show: true, position: 'top', color: '#cfe3ff' } }
    : {
        value: 0,
        itemStyle: { color: 'transparent' },
        label: { show: true, position: 'top', formatter: cell, color: '#cfe3ff' },
      };

const AXIS = { axisLabel: { color: '#9fb7d9' }, axisLine: { lineStyle: { color: '#3a5274' } } };

/** Bars of named counts on the cockpit's dark ground. */
export function barOption(
  names: readonly string[],
  cells: readonly StatCell[],
  color = '#3ba1ff',
): Record<string, unknown> {
  return {
    // Quick to settle: the figures redraw every minute, and a screenshot should not catch bars rising.
    animationDuration: 300,
    grid: { left: 48, right: 16, top: 24, bottom: 48 },
    // The tooltip tells the cell as sent ("<5"), not the invisible bar's 0.
    tooltip: {
      trigger: 'axis',
      formatter: (params: { dataIndex: number }[]) => {
        const i = params[0]?.dataIndex ?? 0;
        const cell = cells[i];
        return `${names[i] ?? ''}：${cell === undefined ? '' : cellText(cell)}`;
      },
    },
    xAxis: {
      type: 'category',
      data: [...names],
      ...AXIS,
      axisLabel: { color: '#9fb7d9', interval: 0, rotate: names.length > 6 ? 30 : 0 },
    },
    yAxis: { type: 'value', minInterval: 1, ...AXIS, splitLine: { lineStyle: { color: '#1f3350' } } },
    series: [{ type: 'bar', data: cells.map(barValue), itemStyle: { color }, barMaxWidth: 36 }],
  };
}

/** Lines over months (or years), one per series; suppressed points leave a gap. */
export function lineOption(
  labels: readonly string[],
  series: readonly { name: string; cells: readonly (StatCell | number)[] }[],
): Record<string, unknown> {
  return {
    animationDuration: 300,
    grid: { left: 48, right: 16, top: 36, bottom: 32 },
    tooltip: { trigger: 'axis' },
    legend: { top: 0, textStyle: { color: '#cfe3ff' } },
    xAxis: { type: 'category', data: [...labels], ...AXIS },
    yAxis: { type: 'value', minInterval: 1, ...AXIS, splitLine: { lineStyle: { color: '#1f3350' } } },
    series: series.map((s) => ({
      name: s.name,
      type: 'line',
      smooth: true,
      data: s.cells.map((c) => (typeof c === 'number' ? c : null)),
    })),
  };
}

/** A radar of the six Holland areas from counts by code (a code counts for its first letter). */
export function hollandRadarOption(
  holland: readonly { name: string; count: StatCell }[],
  areas: Readonly<Record<string, string>>,
): Record<string, unknown> {
  const letters = Object.keys(areas);
  const byLetter = new Map(letters.map((l) => [l, 0]));
  for (const h of holland) {
    const letter = h.name.charAt(0);
    if (typeof h.count === 'number' && byLetter.has(letter))
      byLetter.set(letter, (byLetter.get(letter) ?? 0) + h.count);
  }
  const max = Math.max(1, ...byLetter.values());
  return {
    tooltip: {},
    radar: {
      indicator: letters.map((l) => ({ name: `${l} ${areas[l]}`, max })),
      axisName: { color: '#cfe3ff' },
      splitLine: { lineStyle: { color: '#2a4468' } },
      splitArea: { show: false },
    },
    series: [
      {
        type: 'radar',
        data: [
          {
            value: letters.map((l) => byLetter.get(l) ?? 0),
            name: '首字母分布',
            areaStyle: { opacity: 0.3 },
          },
        ],
      },
    ],
  };
}
