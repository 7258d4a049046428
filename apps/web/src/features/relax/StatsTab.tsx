import { useQuery } from '@tanstack/react-query';
import { RELAX_STATS_MIN_STUDENTS, RELAX_USAGE_KINDS, relaxRoutes } from '@xinmiao/shared';
import { Alert, Col, Row, Skeleton, Statistic, Table } from 'antd';
import { api } from '../../api/client.ts';
import { EChart } from '../../components/charts/EChart.tsx';

/** Anonymous use of the planet: diary counts and weekly means, breathing and audio use; hidden below five students. */
export function StatsTab() {
  const stats = useQuery({ queryKey: ['relax', 'stats'], queryFn: () => api(relaxRoutes.stats) });
  if (!stats.data) return <Skeleton active />;
  const s = stats.data;
  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={`心情日记只属于学生本人：这里只有最近 ${s.windowDays} 天的匿名统计，不足 ${RELAX_STATS_MIN_STUDENTS} 名学生时不显示。规则触发的预警在「危机干预 → 预警管理」中由老师研判。`}
      />
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col span={8}>
          <Statistic title="记录心情的学生" value={s.shown ? (s.students ?? 0) : '不足 5 人'} />
        </Col>
        <Col span={8}>
          <Statistic title="记录条数" value={s.shown ? (s.entries ?? 0) : '—'} />
        </Col>
        <Col span={8}>
          <Statistic title="心情规则触发的预警" value={s.signals} />
        </Col>
      </Row>
      {s.shown && s.weeks.length > 0 && (
        <EChart
          height={240}
          option={{
            tooltip: { trigger: 'axis' },
            xAxis: { type: 'category', data: s.weeks.map((w) => `${w.week} 周`) },
            yAxis: { type: 'value', min: 1, max: 5, name: '平均心情' },
            series: [{ type: 'line', data: s.weeks.map((w) => w.meanMood), name: '平均心情' }],
          }}
        />
      )}
      <Table
        rowKey="kind"
        size="small"
        pagination={false}
        style={{ marginBottom: 16 }}
        dataSource={s.usage}
        locale={{ emptyText: `呼吸练习和放松音频的使用人数不足 ${RELAX_STATS_MIN_STUDENTS} 人，暂不显示` }}
        columns={[
          {
            title: '使用',
            dataIndex: 'kind',
            render: (k: string) => RELAX_USAGE_KINDS[k as keyof typeof RELAX_USAGE_KINDS] ?? k,
          },
          { title: '学生数', dataIndex: 'students' },
          { title: '次数', dataIndex: 'sessions' },
          { title: '总时长（分钟）', dataIndex: 'minutes' },
        ]}
      />
      {s.shown && (
        <Table
          rowKey="tag"
          size="small"
          pagination={false}
          dataSource={s.tags}
          columns={[
            { title: '标签', dataIndex: 'tag' },
            { title: '次数', dataIndex: 'count' },
          ]}
        />
      )}
    </>
  );
}
