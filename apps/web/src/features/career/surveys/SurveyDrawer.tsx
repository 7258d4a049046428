import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CareerSurveyResult,
  careerSurveyRoutes,
  type ProgressRow,
  type ScreeningTask,
} from '@xinmiao/shared';
import { App, Descriptions, Drawer, Table, Tabs, Typography } from 'antd';
import { Link } from 'react-router';
import { useAccess } from '../../../access/access-store.ts';
import { ApiError } from '../../../api/api-error.ts';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../api/error-display.ts';
import { statusTag } from '../../screening/tasks/columns.tsx';
import { ProgressTable } from '../../screening/tasks/ProgressTable.tsx';
import { remindable, remindText, TaskActionButtons } from '../../screening/tasks/TaskActionButtons.tsx';
import type { TaskAction } from '../../screening/tasks/task-actions.ts';

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
  const run = (action: TaskAction, makeupEndAt: string) => {
    const call =
      action === 'publish'
        ? api(careerSurveyRoutes.publish, { body: { id } }).then(
            (r) => `发布成功，已分配 ${r.assigned} 名学生`,
          )
        : action === 'delete'
          ? api(careerSurveyRoutes.delete, { query: { id } }).then(() => '删除成功')
          : api(careerSurveyRoutes.transition, { body: { id, action, makeupEndAt } }).then(() => '操作成功');
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
      .then((r) => message.success(remindText(r, unit !== undefined)))
      .catch(reportError);
  const mayEdit = can('career:survey:edit');
  const mayRemind = mayEdit && remindable(survey ?? undefined);
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
            <Descriptions.Item label="学生可查看本人结果">
              {survey.studentCanViewReport ? '是' : '否'}
            </Descriptions.Item>
          </Descriptions>
          <TaskActionButtons
            task={survey}
            mayAct={mayEdit}
            mayDelete={can('career:survey:delete')}
            onAction={run}
            onRemind={mayRemind ? () => remind() : undefined}
          />
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
