import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CareerSurveyResult,
  careerSurveyRoutes,
  type ProgressRow,
  type ScreeningTask,
} from '@xinmiao/shared';
import {
  App,
  Button,
  DatePicker,
  Descriptions,
  Drawer,
  Popconfirm,
  Space,
  Table,
  Tabs,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAccess } from '../../../access/access-store.ts';
import { ApiError } from '../../../api/api-error.ts';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../api/error-display.ts';
import { statusTag } from '../../screening/tasks/columns.tsx';
import { ProgressTable } from '../../screening/tasks/ProgressTable.tsx';
import { ACTION_TEXT, actionsFor, type TaskAction } from '../../screening/tasks/task-actions.ts';

const REMINDABLE = new Set(['open', 'makeup']);

type Props = { survey: ScreeningTask | null; onClose: () => void; onChanged: () => void };

/**
 * What a survey result says: the Holland code of a Holland profile, else the dimension scores of a
 * school's 生涯问卷 (a career result carries no warning level).
 */
function surveyOutcome(row: CareerSurveyResult): string {
  if (!row.valid) return '无效答卷';
  if (row.hollandCode) return row.hollandCode;
  return row.dimensions.map((d) => `${d.name} ${d.raw}${d.band ? `（${d.band}）` : ''}`).join('；') || '—';
}

/**
 * One career survey: lifecycle, progress with 催测 (the task machinery's), and each student's Holland
 * code or dimension scores with a link to their 生涯报告 — for readers the career visibility allows.
 */
export function SurveyDrawer({ survey, onClose, onChanged }: Props) {
  const { can } = useAccess();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [makeupEnd, setMakeupEnd] = useState<Dayjs | null>(null);
  const id = survey?.id ?? '';
  const progress = useQuery({
    queryKey: ['career', 'surveys', 'progress', id],
    queryFn: () => api(careerSurveyRoutes.progress, { query: { id } }),
    enabled: survey !== null,
  });
  const results = useQuery({
    queryKey: ['career', 'surveys', 'results', id],
    queryFn: () => api(careerSurveyRoutes.results, { query: { id } }),
    enabled: survey !== null && can('career:report:list'),
    retry: false,
  });
  const run = (action: TaskAction) => {
    const call =
      action === 'publish'
        ? api(careerSurveyRoutes.publish, { body: { id } }).then(
            (r) => `发布成功，已分配 ${r.assigned} 名学生`,
          )
        : action === 'delete'
          ? api(careerSurveyRoutes.delete, { query: { id } }).then(() => '删除成功')
          : api(careerSurveyRoutes.transition, {
              body: { id, action, makeupEndAt: makeupEnd ? makeupEnd.format('YYYY-MM-DD HH:mm:ss') : '' },
            }).then(() => '操作成功');
    call
      .then((text) => {
        message.success(text);
        void queryClient.invalidateQueries({ queryKey: ['career', 'surveys'] });
        onChanged();
        if (action === 'publish' || action === 'delete') onClose();
      })
      .catch(reportError);
  };
  const remind = (unit?: ProgressRow) =>
    api(careerSurveyRoutes.remind, { body: { id, below: 80, ...(unit ? { orgCode: unit.orgCode } : {}) } })
      .then((r) =>
        message.success(
          r.units
            ? `已提醒 ${r.students} 名学生、${r.recipients} 位老师（${r.units} 个单位）`
            : unit
              ? '该单位的学生均已完成'
              : '各班级进度均已达标',
        ),
      )
      .catch(reportError);
  const mayEdit = can('career:survey:edit');
  const mayRemind = mayEdit && REMINDABLE.has(survey?.taskStatus ?? '');
  const refused = results.error instanceof ApiError ? results.error.message : null;
  return (
    <Drawer
      title={survey?.name ?? '生涯调查'}
      open={survey !== null}
      onClose={onClose}
      size="large"
      destroyOnHidden
    >
      {survey && (
        <>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label="状态">{statusTag(survey.taskStatus)}</Descriptions.Item>
            <Descriptions.Item label="量表">{survey.packageName}</Descriptions.Item>
            <Descriptions.Item label="开始">{survey.startAt ?? '发布即开始'}</Descriptions.Item>
            <Descriptions.Item label="结束">{survey.endAt}</Descriptions.Item>
            <Descriptions.Item label="完成">{`${survey.submitted}/${survey.assigned}`}</Descriptions.Item>
          </Descriptions>
          <Space wrap style={{ margin: '16px 0' }}>
            {mayEdit &&
              actionsFor(survey)
                .filter((a) => a !== 'delete' || can('career:survey:delete'))
                .map((action) => (
                  <Space key={action}>
                    {action === 'makeup' && (
                      <DatePicker
                        showTime
                        placeholder="补测截止时间"
                        value={makeupEnd}
                        onChange={setMakeupEnd}
                      />
                    )}
                    <Popconfirm title={ACTION_TEXT[action].confirm} onConfirm={() => run(action)}>
                      <Button
                        type={action === 'publish' ? 'primary' : 'default'}
                        danger={action === 'delete'}
                      >
                        {ACTION_TEXT[action].label}
                      </Button>
                    </Popconfirm>
                  </Space>
                ))}
            {mayRemind && (
              <Popconfirm title="提醒完成率低于 80% 的班级？" onConfirm={() => remind()}>
                <Button>催测</Button>
              </Popconfirm>
            )}
          </Space>
          <Tabs
            items={[
              {
                key: 'progress',
                label: '完成进度',
                children: (
                  <ProgressTable
                    progress={progress.data}
                    loading={progress.isLoading}
                    {...(mayRemind ? { onRemind: remind } : {})}
                  />
                ),
              },
              ...(can('career:report:list')
                ? [
                    {
                      key: 'results',
                      label: '调查结果',
                      children: refused ? (
                        <Typography.Text type="secondary">{refused}</Typography.Text>
                      ) : (
                        <Table<CareerSurveyResult>
                          size="small"
                          rowKey={(row) => `${row.id}-${row.scaleCode}`}
                          loading={results.isLoading}
                          dataSource={results.data ?? []}
                          columns={[
                            { title: '学号', dataIndex: 'studentNo', width: 110 },
                            { title: '姓名', dataIndex: 'studentName', width: 90 },
                            { title: '量表', dataIndex: 'scaleCode', width: 90 },
                            {
                              title: '结果',
                              key: 'outcome',
                              width: 220,
                              render: (_v, row) => surveyOutcome(row),
                            },
                            { title: '提交时间', dataIndex: 'createTime', width: 160 },
                            {
                              title: '生涯报告',
                              key: 'report',
                              width: 90,
                              render: (_v, row) => (
                                <Link to={`/career/reports?studentId=${row.id}`}>查看</Link>
                              ),
                            },
                          ]}
                        />
                      ),
                    },
                  ]
                : []),
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
