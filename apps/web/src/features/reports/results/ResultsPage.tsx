import { useQuery } from '@tanstack/react-query';
import {
  levelName,
  REPORT_STATE_LABELS,
  type ReportAction,
  type ReportListRecord,
  reportRoutes,
  screeningResultRoutes,
} from '@xinmiao/shared';
import { Card, Form, Input, Select, Table } from 'antd';
import { api } from '../../../api/client.ts';
import { useLevels } from '../../../components/levels/use-levels.ts';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import { useChange } from '../../../components/list/use-change.ts';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { resultColumns } from './columns.tsx';

const ALL = { value: '', label: '全部' };
const LIST_KEY = ['screening', 'report', 'list'] as const;

function useReportList() {
  return useListPage(reportRoutes.list, {
    queryKey: LIST_KEY,
    search: {
      taskId: 'exact',
      scaleCode: 'exact',
      minLevel: 'exact',
      reportState: 'exact',
      studentNo: 'exact',
    },
    defaultSort: { column: 'testedAt', order: 'desc' },
  });
}

/** The search row: task, scale, level and above, report state, 学号. */
function ReportFilters({ list }: { list: ReturnType<typeof useReportList> }) {
  const levels = useLevels();
  // The same choices 测评结果 offers: every reader of this page may ask for them.
  const options = useQuery({
    queryKey: ['screening', 'results', 'options'],
    queryFn: () => api(screeningResultRoutes.options),
  });
  return (
    <ListSearchForm list={list}>
      <Form.Item name="taskId" label="测评任务">
        <Select
          style={{ width: 220 }}
          showSearch
          optionFilterProp="label"
          options={[ALL, ...(options.data?.tasks ?? []).map((t) => ({ value: t.id, label: t.name }))]}
        />
      </Form.Item>
      <Form.Item name="scaleCode" label="量表">
        <Select
          style={{ width: 180 }}
          options={[ALL, ...(options.data?.scales ?? []).map((s) => ({ value: s.code, label: s.name }))]}
        />
      </Form.Item>
      <Form.Item name="minLevel" label="预警等级">
        <Select
          style={{ width: 160 }}
          options={[
            ALL,
            ...[1, 2, 3].map((l) => ({ value: String(l), label: `${levelName(levels, l)}及以上` })),
          ]}
        />
      </Form.Item>
      <Form.Item name="reportState" label="报告状态">
        <Select
          style={{ width: 140 }}
          options={[ALL, ...Object.entries(REPORT_STATE_LABELS).map(([value, label]) => ({ value, label }))]}
        />
      </Form.Item>
      <Form.Item name="studentNo" label="学号">
        <Input allowClear placeholder="请输入学号" style={{ width: 140 }} />
      </Form.Item>
    </ListSearchForm>
  );
}

/** 个体报告: the results the user may read (need-to-know), each opening its standalone report page. */
export function ResultsPage() {
  const list = useReportList();
  const change = useChange(LIST_KEY);
  const open = (row: ReportListRecord) =>
    window.open(`/${row.page}?resultId=${row.id}`, '_blank', 'noopener');
  const move = (row: ReportListRecord, action: ReportAction) =>
    change(() => api(reportRoutes[action], { body: { resultId: row.id } }));
  const columns = resultColumns({ open, move }, list.sortOrder);
  return (
    <Card variant="borderless">
      <ReportFilters list={list} />
      <Table {...list.tableProps} columns={columns} scroll={{ x: 1300 }} />
    </Card>
  );
}
