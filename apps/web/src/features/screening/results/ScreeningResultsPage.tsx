import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  REPORT_MESSAGES,
  REVIEW_STATUS,
  type ResultRecord,
  screeningResultRoutes,
  screeningTaskRoutes,
} from '@xinmiao/shared';
import { Alert, App, Button, Card, Form, Input, Result, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../api/error-display.ts';
import { ExportButton } from '../../../components/import-export/ExportButton.tsx';
import { useLevelOptions } from '../../../components/levels/use-levels.ts';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { resultColumns } from './columns.tsx';
import { ReviewModal } from './ReviewModal.tsx';

const ALL = { value: '', label: '全部' };

/** The search row: task, scale, college, class (of the chosen college), level, validity, review. */
function ResultFilters({ list }: { list: ReturnType<typeof useResultList> }) {
  const options = useQuery({
    queryKey: ['screening', 'results', 'options'],
    queryFn: () => api(screeningResultRoutes.options),
  });
  const levels = useLevelOptions();
  const collegeId = Form.useWatch('collegeId', list.searchForm.form);
  const data = options.data;
  const classes = (data?.classes ?? []).filter((c) => !collegeId || c.collegeId === collegeId);
  return (
    <ListSearchForm list={list} range="createTime">
      <Form.Item name="keyWord" label="学生">
        <Input allowClear placeholder="姓名或学号" style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="taskId" label="测评任务">
        <Select
          style={{ width: 200 }}
          showSearch
          optionFilterProp="label"
          options={[ALL, ...(data?.tasks ?? []).map((t) => ({ value: t.id, label: t.name }))]}
        />
      </Form.Item>
      <Form.Item name="scaleCode" label="量表">
        <Select
          style={{ width: 180 }}
          options={[ALL, ...(data?.scales ?? []).map((s) => ({ value: s.code, label: s.name }))]}
        />
      </Form.Item>
      <Form.Item name="collegeId" label="院系">
        <Select
          style={{ width: 160 }}
          options={[ALL, ...(data?.colleges ?? []).map((c) => ({ value: c.id, label: c.name }))]}
          onChange={() => list.searchForm.form.setFieldValue('classId', '')}
        />
      </Form.Item>
      <Form.Item name="classId" label="班级">
        <Select
          style={{ width: 240 }}
          showSearch
          optionFilterProp="label"
          options={[ALL, ...classes.map((c) => ({ value: c.id, label: c.path }))]}
        />
      </Form.Item>
      <Form.Item name="level" label="预警等级">
        <Select
          style={{ width: 120 }}
          options={[ALL, ...levels.map((l) => ({ value: String(l.value), label: l.label }))]}
        />
      </Form.Item>
      <Form.Item name="valid" label="效度">
        <Select
          style={{ width: 100 }}
          options={[ALL, { value: '1', label: '有效' }, { value: '0', label: '无效' }]}
        />
      </Form.Item>
      <Form.Item name="reviewStatus" label="复核状态">
        <Select
          style={{ width: 120 }}
          options={[ALL, ...Object.entries(REVIEW_STATUS).map(([value, label]) => ({ value, label }))]}
        />
      </Form.Item>
    </ListSearchForm>
  );
}

function useResultList() {
  return useListPage(screeningResultRoutes.list, {
    queryKey: ['screening', 'results', 'list'],
    search: {
      keyWord: 'exact',
      taskId: 'exact',
      scaleCode: 'exact',
      collegeId: 'exact',
      classId: 'exact',
      level: 'exact',
      valid: 'exact',
      reviewStatus: 'exact',
    },
    range: 'createTime',
  });
}

function ResultList() {
  const list = useResultList();
  const { can } = useAccess();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [reviewing, setReviewing] = useState<ResultRecord | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: ['screening', 'results', 'list'] });
  const rescore = (row: ResultRecord) =>
    modal.confirm({
      title: '重新计分',
      content: `按发布时固定的量表版本，重新计算 ${row.studentName} 在「${row.taskName}」中的答卷？`,
      onOk: () =>
        api(screeningResultRoutes.rescore, { body: { id: row.id } })
          .then((done) => {
            message.success(
              done.changed ? `已重新计分，${done.changed} 项结果有变化` : '已重新计分，结果没有变化',
            );
            return reload();
          })
          .catch(reportError),
    });
  const taskId = list.view.search.taskId;
  const recalcTask = (id: string) =>
    modal.confirm({
      title: '整任务重新计分',
      content: '按发布时固定的量表版本，重新计算该任务的全部已提交答卷？',
      onOk: () =>
        api(screeningTaskRoutes.recalc, { body: { id } })
          .then((done) => {
            message.success(`已重新计分 ${done.results} 项结果，${done.changed} 项有变化`);
            return reload();
          })
          .catch(reportError),
    });
  const showScores = can('screening:result:read');
  const columns = resultColumns(
    {
      open: (row) => window.open(`/${row.page}?resultId=${row.id}`, '_blank', 'noopener'),
      ...(showScores && can('screening:result:review') ? { review: setReviewing } : {}),
      ...(can('screening:result:rescore') ? { rescore } : {}),
    },
    showScores,
    list.sortOrder,
  );
  return (
    <>
      <ResultFilters list={list} />
      <Space wrap style={{ marginBottom: 16 }}>
        {can('screening:result:export') && (
          <ExportButton
            route={screeningResultRoutes.exportXls}
            input={{ query: list.view.search }}
            fileName="测评结果.xlsx"
          />
        )}
        {taskId && can('screening:result:rescore') && (
          <Button onClick={() => recalcTask(taskId)}>整任务重新计分</Button>
        )}
      </Space>
      <Table {...list.tableProps} columns={columns} scroll={{ x: 1500 }} />
      <ReviewModal
        row={reviewing}
        onClose={() => setReviewing(null)}
        onDone={() => {
          setReviewing(null);
          void reload();
        }}
      />
    </>
  );
}

/**
 * 测评结果: every result the reader may see across tasks. The centre reads scores, a 辅导员 levels
 * only; career results (生涯量表) only readers of career reports, within their students. A class
 * teacher without career rights gets no results here (the server refuses them too) but a way to 班级关注.
 */
export function ScreeningResultsPage() {
  const { can } = useAccess();
  const navigate = useNavigate();
  const mentalHealth = can('screening:result:read') || can('screening:report:level');
  const classCare = can('screening:report:actionCard') && (
    <Button type="primary" onClick={() => navigate('/report/classCare')}>
      查看班级关注
    </Button>
  );
  if (!mentalHealth && !can('career:report:list')) {
    return (
      <Card variant="borderless">
        <Result status="info" title={REPORT_MESSAGES.noScores} extra={classCare} />
      </Card>
    );
  }
  return (
    <Card variant="borderless">
      {!mentalHealth && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message="这里只列出你可查看的学生的生涯量表结果；心理测评结果由心理中心查看。"
          action={classCare}
        />
      )}
      <ResultList />
    </Card>
  );
}
