import { useEffect, useRef } from 'react';
import { useReducedMotion } from '../../hooks/use-reduced-motion.ts';

// ECharts (about 200 kB gzip) loads with the first chart a page draws, after the page shows.
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
    charts.RadarChart,
    components.GridComponent,
    components.TooltipComponent,
    components.LegendComponent,
    components.RadarComponent,
    renderers.CanvasRenderer,
  ]);
  return core;
}

/** A browser that refuses canvas (privacy settings, a test DOM) gets no chart instead of an error. */
const canvasDraws = () => document.createElement('canvas').getContext('2d') !== null;

/**
 * One chart from an option object, redrawn when the option changes; canvas keeps it in a printout.
 * A system set to reduce motion gets the chart drawn at once, without its growing animation.
 */
export function EChart({
  option,
  height = 280,
  testId,
}: {
  option: Record<string, unknown>;
  height?: number;
  testId?: string;
}) {
  const element = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  useEffect(() => {
    let disposed = false;
    let dispose = () => {};
    void loadEcharts().then((echarts) => {
      if (disposed || !element.current || !canvasDraws()) return;
      const target = element.current;
      const chart = echarts.init(target);
      // Marked once drawn (animation over), so a screenshot or a reader can tell.
      chart.on('finished', () => target.setAttribute('data-drawn', 'true'));
      target.removeAttribute('data-drawn');
      chart.setOption(reducedMotion ? { ...option, animation: false } : option);
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
  }, [option, reducedMotion]);
  return <div ref={element} className="echart" style={{ width: '100%', height }} data-testid={testId} />;
}
