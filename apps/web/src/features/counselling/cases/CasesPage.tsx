import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CASE_ACTION_LABELS,
  COUNSELLING_CASE_ACTIONS,
  type CounsellingCase,
  type CounsellingCaseAction,
  noteRoutes,
} from '@xinmiao/shared';
import { App, Button, Card, Form, Input, InputNumber, Modal, Radio, Table } from 'antd';
import { useState } from 'react';
import { policyOf } from '../../../access/record-policy.ts';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../api/error-display.ts';
import { CASES_KEY } from '../common/queries.ts';
import { CaseStatusTag } from '../common/StatusTag.tsx';
import { ClinicalGrantsCard } from './ClinicalGrantsCard.tsx';

type ActionName = CounsellingCaseAction['action'];
type Values = { action: ActionName; plan?: string; plannedSessions?: number; closingReport?: string };

/** 咨询个案: the caller's cases (all of them for the centre director) and their steps. */
export function CasesPage() {
  const cases = useQuery({ queryKey: CASES_KEY, queryFn: () => api(noteRoutes.cases) });
  const [editing, setEditing] = useState<CounsellingCase | null>(null);
  const [form] = Form.useForm<Values>();
  const action = Form.useWatch('action', form);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const steps: ActionName[] = COUNSELLING_CASE_ACTIONS.filter(policyOf(editing));
  const submit = (values: Values) =>
    api(noteRoutes.caseAction, { body: { ...values, id: editing?.id ?? '' } as CounsellingCaseAction })
      .then((reply) => {
        message.success(typeof reply === 'string' ? reply : '已更新');
        setEditing(null);
        return queryClient.invalidateQueries({ queryKey: CASES_KEY });
      })
      .catch(reportError);
  return (
    <>
      <ClinicalGrantsCard />
      <Card variant="borderless">
        <Table
          rowKey="id"
          loading={cases.isLoading}
          dataSource={cases.data ?? []}
          pagination={{ pageSize: 20 }}
          scroll={{ x: 1000 }}
          columns={[
            { title: '学生', dataIndex: 'studentName', width: 110 },
            { title: '咨询师', dataIndex: 'counsellorName', width: 110 },
            {
              title: '状态',
              dataIndex: 'status',
              width: 100,
              render: (s: string) => <CaseStatusTag status={s} />,
            },
            {
              title: '已咨询',
              key: 'sessions',
              width: 120,
              render: (_v, r) => `${r.sessions} / ${r.plannedSessions ?? '—'} 次`,
            },
            { title: '咨询计划', dataIndex: 'plan', ellipsis: true },
            { title: '建档时间', dataIndex: 'createTime', width: 170 },
            {
              title: '操作',
              key: 'action',
              width: 100,
              fixed: 'right',
              render: (_v, row) =>
                COUNSELLING_CASE_ACTIONS.some(policyOf(row)) ? (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => {
                      setEditing(row);
                      form.setFieldsValue({
                        action: COUNSELLING_CASE_ACTIONS.find(policyOf(row)),
                        plan: row.plan ?? '',
                        plannedSessions: row.plannedSessions ?? 6,
                      });
                    }}
                  >
                    流转
                  </Button>
                ) : null,
            },
          ]}
        />
        <Modal
          title="个案流转"
          open={editing !== null}
          onCancel={() => setEditing(null)}
          onOk={() => form.submit()}
          okText="确定"
          cancelText="关闭"
          forceRender
        >
          <Form form={form} labelCol={{ span: 5 }} onFinish={submit}>
            <Form.Item name="action" label="操作">
              <Radio.Group options={steps.map((s) => ({ value: s, label: CASE_ACTION_LABELS[s] }))} />
            </Form.Item>
            {action === 'plan' && (
              <>
                <Form.Item
                  name="plan"
                  label="咨询计划"
                  rules={[{ required: true, whitespace: true, message: '请输入咨询计划' }]}
                >
                  <Input.TextArea rows={4} maxLength={2000} />
                </Form.Item>
                <Form.Item
                  name="plannedSessions"
                  label="计划次数"
                  rules={[{ required: true, message: '请输入计划次数' }]}
                >
                  <InputNumber min={1} max={50} precision={0} />
                </Form.Item>
              </>
            )}
            {action === 'closingReport' && (
              <Form.Item
                name="closingReport"
                label="结案报告"
                rules={[{ required: true, whitespace: true, message: '请输入结案报告' }]}
              >
                <Input.TextArea rows={6} maxLength={5000} placeholder="问题类型、咨询次数、自评效果" />
              </Form.Item>
            )}
          </Form>
        </Modal>
      </Card>
    </>
  );
}
