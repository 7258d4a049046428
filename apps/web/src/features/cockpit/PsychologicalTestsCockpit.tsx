import type { CockpitData } from '@xinmiao/shared';
import { Empty } from 'antd';
import { useMemo } from 'react';
import { EChart } from '../../components/charts/EChart.tsx';
import { CockpitFrame, Kpi, Panel } from './CockpitFrame.tsx';
import { barOption, cellText, lineOption } from './chart-options.ts';
import { levelLabel, monthLabels } from './labels.ts';

function ScalePanel({ scale }: { scale: CockpitData['scales'][number] }) {
  const option = useMemo(
    () =>
      barOption(
        scale.levels.map((l) => levelLabel(l.level)),
        scale.levels.map((l) => l.count),
        '#9254de',
      ),
    [scale],
  );
  return (
    <Panel title={`${scale.scaleCode}（${cellText(scale.total)} 人次）`}>
      <EChart option={option} height={220} />
    </Panel>
  );
}

function Tests({ data }: { data: CockpitData }) {
  const months = useMemo(
    () =>
      lineOption(monthLabels(data), [
        { name: '测评人次', cells: data.months.map((m) => m.results) },
        { name: '预警人次', cells: data.months.map((m) => m.warnings) },
      ]),
    [data],
  );
  const years = useMemo(
    () =>
      lineOption(
        data.years.map((y) => `${y.year}年`),
        [{ name: '测评人次', cells: data.years.map((y) => y.results) }],
      ),
    [data],
  );
  return (
    <>
      <div className="cockpit__kpis">
        <Kpi label="已测评学生" value={data.screenedStudents} />
        <Kpi label="测评覆盖率" value={data.coverage === null ? '—' : `${data.coverage}%`} />
        {data.levels.map((l) => (
          <Kpi key={l.level} label={levelLabel(l.level)} value={l.count} />
        ))}
      </div>
      <div className="cockpit__grid">
        <Panel title="按月趋势" wide>
          <EChart option={months} height={260} testId="cockpit-months" />
        </Panel>
        <Panel title="近五年">
          <EChart option={years} height={260} />
        </Panel>
        {data.scales.length ? (
          data.scales.map((s) => <ScalePanel key={s.scaleCode} scale={s} />)
        ) : (
          <Panel title="各量表等级">
            <Empty description="本年暂无测评结果" />
          </Panel>
        )}
      </div>
    </>
  );
}

/** 心理测评: results per scale and band, trends by month and year. */
export function PsychologicalTestsCockpit() {
  return <CockpitFrame title="心理测评数据">{(data) => <Tests data={data} />}</CockpitFrame>;
}
