import { type CockpitData, SATISFACTION_LABELS } from '@xinmiao/shared';
import { Empty } from 'antd';
import { useMemo } from 'react';
import { EChart } from '../../components/charts/EChart.tsx';
import { CockpitFrame, Kpi, Panel } from './CockpitFrame.tsx';
import { barOption, lineOption } from './chart-options.ts';

/** Attendance as a share of registrations, when both are shown as numbers. */
export function attendanceRate(
  registrations: CockpitData['students'],
  attendance: CockpitData['students'],
): string {
  if (typeof registrations !== 'number' || typeof attendance !== 'number' || registrations === 0) return '—';
  return `${Math.round((attendance / registrations) * 1000) / 10}%`;
}

function LectureHall({ data }: { data: CockpitData }) {
  const l = data.lectures;
  const months = useMemo(
    () =>
      lineOption(
        l.months.map((m) => m.month.slice(5)),
        [
          { name: '报名', cells: l.months.map((m) => m.registrations) },
          { name: '出席', cells: l.months.map((m) => m.attendance) },
        ],
      ),
    [l],
  );
  const grades = useMemo(
    () =>
      barOption(
        l.grades.map((g) => g.grade),
        l.grades.map((g) => g.registrations),
        '#36cfc9',
      ),
    [l],
  );
  const scores = useMemo(
    () =>
      barOption(
        l.scores.map((s) => SATISFACTION_LABELS[s.score] ?? String(s.score)),
        l.scores.map((s) => s.count),
        '#ffc53d',
      ),
    [l],
  );
  if (data.node.level === 'class')
    return <Empty description="家长学堂按年级报名，班级不单独统计；请返回年级查看" />;
  if (l.registrations === 0) return <Empty description="本年度暂无家长学堂报名" />;
  return (
    <>
      <div className="cockpit__kpis">
        <Kpi label="报名人次" value={l.registrations} />
        <Kpi label="出席人次" value={l.attendance} />
        <Kpi label="出席率" value={attendanceRate(l.registrations, l.attendance)} />
        <Kpi label="平均满意度" value={l.satisfaction === null ? '—' : `${l.satisfaction} / 5`} />
      </div>
      <div className="cockpit__grid">
        <Panel title="各月报名与出席" wide>
          <EChart option={months} height={300} testId="cockpit-lecture-months" />
        </Panel>
        <Panel title="各年级报名">
          <EChart option={grades} height={300} />
        </Panel>
        <Panel title="满意度分布">
          <EChart option={scores} height={300} />
        </Panel>
        <Panel title="各年级满意度" wide>
          <ul className="cockpit__list">
            {l.grades.map((g) => (
              <li key={g.grade}>
                {g.grade}：{g.satisfaction === null ? '—' : `${g.satisfaction} / 5`}
              </li>
            ))}
          </ul>
        </Panel>
      </div>
    </>
  );
}

/** 家长学堂: registrations, attendance and satisfaction of the year's lectures, by month and grade. */
export function LectureHallCockpit() {
  return <CockpitFrame title="家长学堂">{(data) => <LectureHall data={data} />}</CockpitFrame>;
}
