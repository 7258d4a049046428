import type { VisitDay } from '@xinmiao/shared';
import { useEffect, useRef } from 'react';
import { visitChartOption } from './visit-chart-option.ts';

// Only the home page draws a chart, so ECharts (about 200 kB gzip) loads here, after the page shows.
async function loadEcharts() {
  const [core, charts, components, renderers] = await Promise.all([
    import('echarts/core'),
    import('echarts/charts'),
    import('echarts/components'),
    import('echarts/renderers'),
  ]);
  core.use([
    charts.BarChart,
    charts.LineChart,
    components.GridComponent,
    components.TooltipComponent,
    components.LegendComponent,
    renderers.CanvasRenderer,
  ]);
  return core;
}

/** 近 7 天访问: bars of visits and a line of addresses. */
export function WeeklyVisitsChart({ week }: { week: readonly VisitDay[] }) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let disposed = false;
    let dispose = () => {};
    void loadEcharts().then((echarts) => {
      if (disposed || !element.current) return;
      const chart = echarts.init(element.current);
      chart.setOption(visitChartOption(week));
      const resize = () => chart.resize();
      window.addEventListener('resize', resize);
      dispose = () => {
        window.removeEventListener('resize', resize);
        chart.dispose();
      };
    });
    return () => {
      disposed = true;
      dispose();
    };
  }, [week]);
  return <div ref={element} className="analysis-chart" data-testid="weekly-visits-chart" />;
}
