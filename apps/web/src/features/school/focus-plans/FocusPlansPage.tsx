import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  FOCUS_BASIS,
  FOCUS_STATUS,
  type FocusPlan,
  type FocusPlanRecord,
  focusPlanRoutes,
} from '@xinmiao/shared';
import { Button, Card, Form, Input, Select, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { FocusPlanDrawer } from './FocusPlanDrawer.tsx';
import { FocusPlanFormModal } from './FocusPlanFormModal.tsx';
import { FOCUS_KEY } from './keys.ts';

const options = (table: Record<string, string>) => [
  { value: '', label: '全部' },
  ...Object.entries(table).map(([value, label]) => ({ value, label })),
];

/**
 * 一生一策: the plans of students in focus the reader may see — every plan for the centre, the plans
 * naming them for a 辅导员, 班主任 or 咨询师. The centre opens plans; each list and open is audited.
 */
export function FocusPlansPage() {
  const list = useListPage(focusPlanRoutes.list, {
    queryKey: FOCUS_KEY,
    search: { studentNo: 'exact', basis: 'exact', status: 'exact' },
  });
  const { can } = useAccess();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<{ editing: FocusPlan | null } | null>(null);
  const [planId, setPlanId] = useState<string | null>(null);
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const columns: TableColumnsType<FocusPlanRecord> = [
    { title: '学号', dataIndex: 'studentNo', width: 110 },
    { title: '姓名', dataIndex: 'studentName', width: 100 },
    { title: '建档依据', dataIndex: 'basisText', width: 100 },
    {
      title: '状态',
      dataIndex: 'statusText',
      width: 90,
      render: (text: string, row) => (
        <Tag color={row.status === 'active' ? 'processing' : undefined}>{text}</Tag>
      ),
    },
    {
      title: '措施落实',
      key: 'measures',
      width: 100,
      render: (_: unknown, row) => `${row.measuresDone}/${row.measuresTotal}`,
    },
    {
      title: '负责人',
      key: 'people',
      render: (_: unknown, row) =>
        [
          row.counsellorName && `辅导员 ${row.counsellorName}`,
          row.headTeacherName && `班主任 ${row.headTeacherName}`,
          row.therapistName && `咨询师 ${row.therapistName}`,
        ]
          .filter(Boolean)
          .join('，'),
    },
    {
      title: '下次复盘',
      dataIndex: 'nextReviewDate',
      width: 130,
      sorter: true,
      sortOrder: list.sortOrder('nextReviewDate'),
      render: (day: string, row) =>
        row.status === 'active' && day < today ? (
          <span style={{ color: '#cf1322' }}>{day}（已逾期）</span>
        ) : (
          day
        ),
    },
    {
      title: '创建时间',
      dataIndex: 'createTime',
      width: 170,
      sorter: true,
      sortOrder: list.sortOrder('createTime'),
    },
    {
      title: '操作',
      key: 'action',
      width: 80,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Button type="link" onClick={() => setPlanId(row.id)}>
          查看
        </Button>
      ),
    },
  ];
  return (
    <Card variant="borderless">
      <ListSearchForm list={list}>
        <Form.Item name="studentNo" label="学号">
          <Input allowClear placeholder="请输入学号" />
        </Form.Item>
        <Form.Item name="basis" label="建档依据">
          <Select style={{ width: 120 }} options={options(FOCUS_BASIS)} />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select style={{ width: 120 }} options={options(FOCUS_STATUS)} />
        </Form.Item>
      </ListSearchForm>
      {can('growth:focus:add') && (
        <Space style={{ marginBottom: 16 }}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ editing: null })}>
            新建一生一策
          </Button>
        </Space>
      )}
      <Table {...list.tableProps} rowKey="id" columns={columns} scroll={{ x: 1100 }} />
      <FocusPlanDrawer
        planId={planId}
        onClose={() => setPlanId(null)}
        onEdit={(plan) => setForm({ editing: plan })}
      />
      <FocusPlanFormModal
        open={form !== null}
        editing={form?.editing ?? null}
        onClose={() => setForm(null)}
        onSaved={() => {
          setForm(null);
          void queryClient.invalidateQueries({ queryKey: FOCUS_KEY });
        }}
      />
    </Card>
  );
}
