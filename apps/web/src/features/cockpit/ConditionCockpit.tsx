import type { CockpitData } from '@xinmiao/shared';
import { Empty } from 'antd';
import { useMemo } from 'react';
import { EChart } from '../../components/charts/EChart.tsx';
import { CockpitFrame, type CockpitNav, Kpi, Panel } from './CockpitFrame.tsx';
import { barOption, cellText, lineOption } from './chart-options.ts';
import { DrillTable } from './DrillDown.tsx';
import { bookingStatusLabel, caseStatusLabel, levelLabel, monthLabels } from './labels.ts';

function Condition({ data, nav }: { data: CockpitData; nav: CockpitNav }) {
  const levels = useMemo(
    () =>
      barOption(
        data.levels.map((l) => levelLabel(l.level)),
        data.levels.map((l) => l.count),
        '#fa8c16',
      ),
    [data],
  );
  const status = useMemo(
    () =>
      barOption(
        data.caseStatus.map((c) => caseStatusLabel(c.status)),
        data.caseStatus.map((c) => c.count),
      ),
    [data],
  );
  const sla = useMemo(
    () =>
      barOption(
        ['已结案', '时限内', '已超期'],
        [data.caseSla.closed, data.caseSla.onTime, data.caseSla.overdue],
        '#52c41a',
      ),
    [data],
  );
  const bookings = useMemo(
    () =>
      barOption(
        data.bookings.map((b) => bookingStatusLabel(b.status)),
        data.bookings.map((b) => b.count),
        '#13c2c2',
      ),
    [data],
  );
  const months = useMemo(
    () =>
      lineOption(monthLabels(data), [
        { name: '测评人次', cells: data.months.map((m) => m.results) },
        { name: '预警人次', cells: data.months.map((m) => m.warnings) },
        { name: '新建个案', cells: data.months.map((m) => m.cases) },
      ]),
    [data],
  );
  return (
    <>
      <div className="cockpit__kpis">
        <Kpi
          label={data.node.level === 'region' ? '学校数' : '在读学生'}
          value={data.node.level === 'region' ? String(data.schools) : data.students}
        />
        <Kpi label="已测评学生" value={data.screenedStudents} />
        <Kpi label="测评覆盖率" value={data.coverage === null ? '—' : `${data.coverage}%`} />
        <Kpi label="在办个案" value={cellText(data.caseSla.onTime)} />
        <Kpi label="超期个案" value={data.caseSla.overdue} />
        <Kpi label="咨询时长（小时）" value={String(data.counsellingHours)} />
      </div>
      <div className="cockpit__grid">
        <Panel title="预警等级分布">
          <EChart option={levels} height={260} testId="cockpit-levels" />
        </Panel>
        <Panel title="在办个案状态">
          {data.caseStatus.length ? (
            <EChart option={status} height={260} />
          ) : (
            <Empty className="cockpit__empty" description="暂无在办个案" />
          )}
        </Panel>
        <Panel title="个案时限">
          <EChart option={sla} height={260} />
        </Panel>
        <Panel title="咨询预约（本年）">
          {data.bookings.length ? (
            <EChart option={bookings} height={280} />
          ) : (
            <Empty className="cockpit__empty" description="本年暂无咨询预约" />
          )}
        </Panel>
        <Panel title="月度趋势" wide>
          <EChart option={months} height={280} />
        </Panel>
        {nav.drill.data || nav.drill.isPending ? (
          <Panel title={`逐级查看 · ${data.node.name}`} wide>
            <div className="drill-down">
              <DrillTable
                data={nav.drill.data}
                loading={nav.drill.isPending}
                canOpen={nav.canOpen}
                onOpen={nav.open}
              />
            </div>
          </Panel>
        ) : null}
      </div>
    </>
  );
}

/**
 * 总体概况: coverage, warning levels, open cases by status and deadline, counselling load, and the
 * counts region by region down to a class.
 */
export function ConditionCockpit() {
  return (
    <CockpitFrame title="心理健康总体概况">{(data, nav) => <Condition data={data} nav={nav} />}</CockpitFrame>
  );
}
