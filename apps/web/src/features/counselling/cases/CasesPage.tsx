import { useQueryClient } from '@tanstack/react-query';
import {
  CASE_ACTION_LABELS,
  CASE_STATUSES,
  COUNSELLING_CASE_ACTIONS,
  type CounsellingCase,
  type CounsellingCaseAction,
  noteRoutes,
} from '@xinmiao/shared';
import { App, Card, Form, Input, InputNumber, Modal, Radio, Select, Table } from 'antd';
import { useState } from 'react';
import { policyOf } from '../../../access/record-policy.ts';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../api/error-display.ts';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import { rowActionsColumns } from '../../../components/list/row-actions-column.tsx';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { CASES_KEY } from '../common/queries.ts';
import { CaseStatusTag } from '../common/StatusTag.tsx';
import { ClinicalGrantsCard } from './ClinicalGrantsCard.tsx';

type ActionName = CounsellingCaseAction['action'];
type Values = { action: ActionName; plan?: string; plannedSessions?: number; closingReport?: string };

/** 咨询个案: the caller's cases (all of them for the centre director) and their steps. */
export function CasesPage() {
  const list = useListPage(noteRoutes.cases, {
    queryKey: CASES_KEY,
    search: { keyWord: 'exact', status: 'exact' },
  });
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
  const open = (row: CounsellingCase) => {
    setEditing(row);
    form.setFieldsValue({
      action: COUNSELLING_CASE_ACTIONS.find(policyOf(row)),
      plan: row.plan ?? '',
      plannedSessions: row.plannedSessions ?? 6,
    });
  };
  return (
    <>
      <ClinicalGrantsCard />
      <Card variant="borderless">
        <ListSearchForm list={list}>
          <Form.Item name="keyWord" label="学生">
            <Input allowClear placeholder="姓名或学号" maxLength={50} />
          </Form.Item>
          <Form.Item name="status" label="状态">
            <Select
              allowClear
              style={{ width: 140 }}
              placeholder="全部状态"
              options={Object.entries(CASE_STATUSES).map(([value, label]) => ({ value, label }))}
            />
          </Form.Item>
        </ListSearchForm>
        <Table
          {...list.tableProps}
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
            ...rowActionsColumns<CounsellingCase>(
              (row) =>
                COUNSELLING_CASE_ACTIONS.some(policyOf(row))
                  ? [{ key: 'step', label: '流转', onClick: () => open(row) }]
                  : [],
              { width: 90 },
            ),
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
