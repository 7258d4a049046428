import type { VisitDay } from '@xinmiao/shared';
import { useMemo } from 'react';
import { EChart } from '../../../components/charts/EChart.tsx';
import { visitChartOption } from './visit-chart-option.ts';

/** 近 7 天访问: bars of visits and a line of addresses. */
export function WeeklyVisitsChart({ week }: { week: readonly VisitDay[] }) {
  const option = useMemo(() => visitChartOption(week), [week]);
  return <EChart option={option} height={300} testId="weekly-visits-chart" />;
}
