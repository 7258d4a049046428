import type { CockpitData } from '@xinmiao/shared';
import { Empty } from 'antd';
import { useMemo } from 'react';
import { EChart } from '../../components/charts/EChart.tsx';
import { CockpitFrame, Kpi, Panel } from './CockpitFrame.tsx';
import { barOption } from './chart-options.ts';
import { staffTypeLabel, unitKindLabel } from './labels.ts';

/** `1 : 420`-style ratio of students to staff of a type, or — when either is hidden or zero. */
export function ratioText(
  students: CockpitData['students'],
  staff: CockpitData['students'] | undefined,
): string {
  if (typeof students !== 'number' || typeof staff !== 'number' || !staff) return '—';
  return `1 : ${Math.round(students / staff)}`;
}

function SchoolData({ data }: { data: CockpitData }) {
  const units = useMemo(
    () =>
      barOption(
        data.units.map((u) => unitKindLabel(u.name)),
        data.units.map((u) => u.count),
        '#597ef7',
      ),
    [data],
  );
  const staff = useMemo(
    () =>
      barOption(
        data.staff.map((s) => staffTypeLabel(s.name)),
        data.staff.map((s) => s.count),
        '#73d13d',
      ),
    [data],
  );
  const rota = useMemo(
    () =>
      barOption(
        ['每周排班（小时）', '上月咨询（小时）÷4'],
        [data.rotaHoursWeekly, Math.round((data.bookedHoursLastMonth / 4) * 10) / 10],
        '#ffc53d',
      ),
    [data],
  );
  // Below the school the staff and the rota are still the school's: a ratio to a grade's students says nothing.
  const unit = data.node.level === 'college' || data.node.level === 'grade' || data.node.level === 'class';
  const whole = unit ? '（全校）' : '';
  const counsellors = unit ? undefined : data.staff.find((s) => s.name === 'consultant')?.count;
  const fudaoyuan = unit ? undefined : data.staff.find((s) => s.name === 'fudaoyuan')?.count;
  return (
    <>
      <div className="cockpit__kpis">
        <Kpi label="在读学生" value={data.students} />
        <Kpi label="咨询师 : 学生" value={ratioText(data.students, counsellors)} />
        <Kpi label="辅导员 : 学生" value={ratioText(data.students, fudaoyuan)} />
        <Kpi label={`每周排班${whole || '（小时）'}`} value={String(data.rotaHoursWeekly)} />
      </div>
      <div className="cockpit__grid">
        <Panel title={unit ? '下属年级与班级' : '组织结构'}>
          {data.units.length ? (
            <EChart option={units} height={280} testId="cockpit-units" />
          ) : (
            <Empty description="班级为最末一级" />
          )}
        </Panel>
        <Panel title={`教职工${whole}`}>
          <EChart option={staff} height={280} />
        </Panel>
        <Panel title={`排班与需求${whole}`}>
          <EChart option={rota} height={280} />
        </Panel>
      </div>
    </>
  );
}

/** 学校数据: structure, staff ratios, rota hours against demand. */
export function SchoolDataCockpit() {
  return <CockpitFrame title="学校数据">{(data) => <SchoolData data={data} />}</CockpitFrame>;
}
