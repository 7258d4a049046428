import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CASE_EVENT_LABELS,
  type CaseAction,
  crisisRoutes,
  HANDOVER_ROLES,
  type HandoverRole,
  RECORD_KINDS,
} from '@xinmiao/shared';
import { Alert, Button, Descriptions, Drawer, Space, Table, Tabs, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { policyOf } from '../../../access/record-policy.ts';
import { ApiError } from '../../../api/api-error.ts';
import { api } from '../../../api/client.ts';
import { CaseTranscript } from '../../ai/CaseTranscript.tsx';
import {
  actionText,
  CaseLevelTag,
  Countdown,
  followupKindText,
  sourceText,
  statusText,
  useNow,
} from '../labels.tsx';
import { TransitionModal } from './TransitionModal.tsx';
import {
  AddRecordModal,
  BreakGlassModal,
  RecordFollowupModal,
  RecordInterviewModal,
  ScheduleInterviewModal,
} from './WorkForms.tsx';

const eventTitle = (action: string, data: Record<string, unknown>) => {
  if (action === 'record') return RECORD_KINDS[data.kind as keyof typeof RECORD_KINDS] ?? '干预记录';
  return CASE_EVENT_LABELS[action] ?? actionText(action);
};

/** Whom a hand-over event concerns and which part of the case, e.g. 「林心怡（咨询师工作）」. */
const handoverText = (data: Record<string, unknown>, name: (id: string | null) => string) =>
  typeof data.recipientId === 'string'
    ? `接收人：${name(data.recipientId)}（${HANDOVER_ROLES[data.role as HandoverRole] ?? ''}工作）`
    : null;

/** 个案详情: a case's facts, step buttons (only the legal ones), timeline, interviews and follow-ups. */
export function CaseDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { can } = useAccess();
  const now = useNow();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<CaseAction | null>(null);
  const [form, setForm] = useState<'schedule' | 'record' | 'breakGlass' | null>(null);
  const [interview, setInterview] = useState<string | null>(null);
  const [followup, setFollowup] = useState<string | null>(null);
  const detail = useQuery({
    queryKey: ['crisis', 'case', id],
    queryFn: () => api(crisisRoutes.queryById, { query: { id: id ?? '' } }),
    enabled: id !== null,
    retry: false,
  });
  const saved = () => {
    setStep(null);
    setForm(null);
    setInterview(null);
    setFollowup(null);
    void queryClient.invalidateQueries({ queryKey: ['crisis'] });
  };
  const closeAll = { onClose: () => saved(), onSaved: saved };
  const c = detail.data;
  const name = (userId: string | null) => (userId ? (c?.names[userId] ?? userId) : '—');
  const may = policyOf(c);
  const refused = detail.error instanceof ApiError ? detail.error.message : null;

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="large"
      title={c ? `${c.studentName} 的预警个案` : '预警个案'}
      destroyOnHidden
    >
      {refused && (
        <Space direction="vertical">
          <Alert type="warning" showIcon title={refused} />
          {can('crisis:case:breakGlass') && (
            <Button danger onClick={() => setForm('breakGlass')}>
              紧急查看
            </Button>
          )}
        </Space>
      )}
      {c && (
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          {c.handoverTo && (
            <Alert
              type="warning"
              showIcon
              title={`已移交给 ${name(c.handoverTo)}，等待接收；接收前移交人可以撤回`}
            />
          )}
          {c.compartment === 'college' && (
            <Alert type="info" showIcon title="咨询记录属于个案隔离区，仅心理中心和主责咨询师可见" />
          )}
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
            <Descriptions.Item label="学生">{`${c.studentName}（${c.studentNo}）`}</Descriptions.Item>
            <Descriptions.Item label="班级">{c.className}</Descriptions.Item>
            <Descriptions.Item label="等级">
              <CaseLevelTag level={c.level} suggested={c.suggestedLevel} />
            </Descriptions.Item>
            <Descriptions.Item label="状态">{statusText(c.caseStatus)}</Descriptions.Item>
            <Descriptions.Item label="来源">{sourceText(c.source)}</Descriptions.Item>
            <Descriptions.Item label="时限">
              <Countdown dueAt={c.dueAt} now={now} />
            </Descriptions.Item>
            <Descriptions.Item label="辅导员">{name(c.counsellorId)}</Descriptions.Item>
            <Descriptions.Item label="咨询师">{name(c.therapistId)}</Descriptions.Item>
          </Descriptions>
          <Space wrap>
            {c.actions.map((action) => (
              <Button
                key={action}
                type={action === 'confirm' || action === 'assign' ? 'primary' : 'default'}
                onClick={() => setStep(action as CaseAction)}
              >
                {actionText(action)}
              </Button>
            ))}
            {may('scheduleInterview') && <Button onClick={() => setForm('schedule')}>安排约谈</Button>}
            {may('addRecord') && <Button onClick={() => setForm('record')}>添加记录</Button>}
          </Space>
          <Tabs
            items={[
              {
                key: 'timeline',
                label: '处理过程',
                children: (
                  <Timeline
                    items={c.events.map((e) => ({
                      key: e.id,
                      children: (
                        <>
                          <Typography.Text strong>{eventTitle(e.action, e.data)}</Typography.Text>{' '}
                          <Typography.Text type="secondary">
                            {e.createTime} · {name(e.actor)}
                            {e.fromStatus !== e.toStatus && e.fromStatus
                              ? ` · ${statusText(e.fromStatus)} → ${statusText(e.toStatus)}`
                              : ''}
                          </Typography.Text>
                          {handoverText(e.data, name) && <div>{handoverText(e.data, name)}</div>}
                          {e.reason && <div>{e.reason}</div>}
                          {typeof e.data.content === 'string' && <div>{e.data.content}</div>}
                          {e.attachments.map((path) => (
                            <div key={path}>附件：{path.split('/').pop()}</div>
                          ))}
                        </>
                      ),
                    }))}
                  />
                ),
              },
              {
                key: 'signals',
                label: `线索（${c.signals.length}）`,
                children: (
                  <Table
                    size="small"
                    rowKey="id"
                    pagination={false}
                    dataSource={c.signals}
                    columns={[
                      { title: '来源', dataIndex: 'source', render: (v: string) => sourceText(v) },
                      { title: '摘要', dataIndex: 'summary' },
                      { title: '时间', dataIndex: 'createTime', width: 170 },
                    ]}
                  />
                ),
              },
              ...(c.compartment === 'full' && c.signals.some((s) => s.source === 'ai_chat')
                ? [{ key: 'ai', label: 'AI 对话', children: <CaseTranscript caseId={c.id} /> }]
                : []),
              {
                key: 'interviews',
                label: `约谈（${c.interviews.length}）`,
                children: (
                  <Table
                    size="small"
                    rowKey="id"
                    pagination={false}
                    dataSource={c.interviews}
                    columns={[
                      { title: '约谈时间', dataIndex: 'scheduledAt', width: 170 },
                      { title: '应完成', dataIndex: 'dueAt', width: 170 },
                      {
                        title: '情况',
                        dataIndex: 'outcome',
                        render: (v: string | null, row) =>
                          v ??
                          (row.overdue ? <Typography.Text type="danger">已逾期</Typography.Text> : '待约谈'),
                      },
                      { title: '下一步', dataIndex: 'nextStep' },
                      ...(c.compartment === 'full' ? [{ title: '咨询记录', dataIndex: 'privateNotes' }] : []),
                      {
                        title: '操作',
                        key: 'op',
                        width: 90,
                        render: (_: unknown, row) =>
                          row.interviewStatus === 'scheduled' && can('crisis:interview:edit') ? (
                            <Button type="link" size="small" onClick={() => setInterview(row.id)}>
                              填写记录
                            </Button>
                          ) : null,
                      },
                    ]}
                  />
                ),
              },
              {
                key: 'followups',
                label: `回访（${c.followups.length}）`,
                children: (
                  <Table
                    size="small"
                    rowKey="id"
                    pagination={false}
                    dataSource={c.followups}
                    columns={[
                      {
                        title: '类型',
                        dataIndex: 'kind',
                        width: 80,
                        render: (_: string, row) => followupKindText(row),
                      },
                      { title: '计划时间', dataIndex: 'dueAt', width: 170 },
                      {
                        title: '情况',
                        dataIndex: 'content',
                        render: (v: string | null, row) =>
                          row.doneAt ? (
                            v
                          ) : row.overdue ? (
                            <Typography.Text type="danger">已逾期</Typography.Text>
                          ) : (
                            '待回访'
                          ),
                      },
                      {
                        title: '操作',
                        key: 'op',
                        width: 90,
                        render: (_: unknown, row) =>
                          !row.doneAt && can('crisis:followup:add') ? (
                            <Button type="link" size="small" onClick={() => setFollowup(row.id)}>
                              填写回访
                            </Button>
                          ) : null,
                      },
                    ]}
                  />
                ),
              },
            ]}
          />
        </Space>
      )}
      {id && <TransitionModal caseId={id} action={step} {...closeAll} />}
      <ScheduleInterviewModal caseId={form === 'schedule' ? id : null} {...closeAll} />
      <AddRecordModal caseId={form === 'record' ? id : null} notes={may('writeNotes')} {...closeAll} />
      <BreakGlassModal caseId={form === 'breakGlass' ? id : null} {...closeAll} />
      <RecordInterviewModal id={interview} notes={c?.compartment === 'full'} {...closeAll} />
      <RecordFollowupModal id={followup} {...closeAll} />
    </Drawer>
  );
}
