import type { ReportView } from '@xinmiao/shared';

type Factor = ReportView['factors'][number];

/** Factors are drawn by mean when the scale's norm compares means (SCL-90), else by raw sum. */
const factorValue = (factors: readonly Factor[]) => {
  const byMean = factors.some((f) => f.norm);
  return (f: Factor) => (byMean ? f.mean : f.raw);
};

/** Factor bars (the student's value) with the norm's mean beside them, when the scale has a norm. */
export function factorBarOption(factors: readonly Factor[]) {
  const withNorm = factors.some((f) => f.norm);
  const value = factorValue(factors);
  return {
    tooltip: { trigger: 'axis' },
    legend: { data: withNorm ? ['本人', '常模均值'] : ['本人'] },
    grid: { left: 40, right: 16, bottom: 60, top: 36 },
    xAxis: { type: 'category', data: factors.map((f) => f.name), axisLabel: { interval: 0, rotate: 30 } },
    yAxis: { type: 'value' },
    series: [
      {
        name: '本人',
        type: 'bar',
        data: factors.map((f) => ({
          value: value(f),
          itemStyle: { color: f.elevated ? '#fa8c16' : '#1677ff' },
        })),
      },
      ...(withNorm
        ? [
            {
              name: '常模均值',
              type: 'bar',
              data: factors.map((f) => f.norm?.mean ?? null),
              itemStyle: { color: '#bfbfbf' },
            },
          ]
        : []),
    ],
  };
}

/** Radar of the factors, each on the range its values can take in this report. */
export function radarOption(factors: readonly Factor[]) {
  const value = factorValue(factors);
  const max = Math.max(1, ...factors.map((f) => Math.max(value(f), f.norm?.mean ?? 0)));
  return {
    tooltip: {},
    radar: { indicator: factors.map((f) => ({ name: f.name, max: Math.ceil(max * 1.2) })) },
    series: [{ type: 'radar', data: [{ name: '本人', value: factors.map(value) }] }],
  };
}

/** 16-type axes: one bar per axis from −100 to +100 towards its letter. */
export function axesOption(axes: readonly { factor: string; letter: string; strength: number }[]) {
  return {
    tooltip: {},
    grid: { left: 120, right: 24, top: 16, bottom: 24 },
    xAxis: { type: 'value', min: -100, max: 100 },
    yAxis: { type: 'category', data: axes.map((a) => `${a.factor}（${a.letter}）`) },
    series: [{ type: 'bar', data: axes.map((a) => Math.round(a.strength * 100)) }],
  };
}

/** Holland areas, highest first. */
export function hollandOption(ranking: readonly { letter: string; factor: string; raw: number }[]) {
  return {
    tooltip: {},
    grid: { left: 40, right: 16, top: 16, bottom: 32 },
    xAxis: { type: 'category', data: ranking.map((r) => `${r.letter} ${r.factor}`) },
    yAxis: { type: 'value' },
    series: [{ type: 'bar', data: ranking.map((r) => r.raw) }],
  };
}

/** Total (or level, for level-only readers) over the screenings of this scale. */
export function trendOption(trend: ReportView['trend']) {
  const byTotal = trend.every((p) => p.total !== null);
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 40, right: 16, top: 24, bottom: 48 },
    xAxis: { type: 'category', data: trend.map((p) => p.taskName) },
    yAxis: { type: 'value', name: byTotal ? '总分' : '预警等级', minInterval: 1 },
    series: [{ type: 'line', data: trend.map((p) => (byTotal ? p.total : p.level)) }],
  };
}
