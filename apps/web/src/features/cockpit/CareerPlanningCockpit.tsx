import { type CockpitData, HOLLAND_AREAS } from '@xinmiao/shared';
import { Empty } from 'antd';
import { useMemo } from 'react';
import { EChart } from '../../components/charts/EChart.tsx';
import { CockpitFrame, Kpi, Panel } from './CockpitFrame.tsx';
import { barOption, hollandRadarOption } from './chart-options.ts';

function Career({ data }: { data: CockpitData }) {
  const radar = useMemo(() => hollandRadarOption(data.holland, HOLLAND_AREAS), [data]);
  const codes = useMemo(
    () =>
      barOption(
        data.holland.map((h) => h.name),
        data.holland.map((h) => h.count),
        '#36cfc9',
      ),
    [data],
  );
  const students = typeof data.students === 'number' ? data.students : 0;
  const done = typeof data.careerStudents === 'number' ? data.careerStudents : 0;
  const completion =
    students && data.scope === 'school' ? `${Math.round((done / students) * 1000) / 10}%` : '—';
  return (
    <>
      <div className="cockpit__kpis">
        <Kpi label="完成生涯测评" value={data.careerStudents} />
        <Kpi label="完成率" value={completion} />
        <Kpi label="霍兰德代码种类" value={String(data.holland.length)} />
      </div>
      {data.holland.length ? (
        <div className="cockpit__grid">
          <Panel title="霍兰德类型分布">
            <EChart option={radar} height={320} testId="cockpit-holland" />
          </Panel>
          <Panel title="霍兰德代码人数" wide>
            <EChart option={codes} height={320} />
          </Panel>
        </div>
      ) : (
        <Empty description="暂无生涯测评结果" />
      )}
    </>
  );
}

/** 学业生涯: Holland code distribution and how many students have a career result. */
export function CareerPlanningCockpit() {
  return <CockpitFrame title="学业生涯规划">{(data) => <Career data={data} />}</CockpitFrame>;
}
