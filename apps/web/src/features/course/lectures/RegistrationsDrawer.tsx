import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type LectureRecord,
  type LectureRegistration,
  lectureRoutes,
  SATISFACTION_LABELS,
} from '@xinmiao/shared';
import { App, Button, Drawer, Space, Statistic, Table, type TableColumnsType, Tag } from 'antd';
import dayjs from 'dayjs';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';

const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '');

/** 报名与签到: a lecture's guardians (numbers masked), who came, and what they said. */
export function RegistrationsDrawer({
  lecture,
  onClose,
}: {
  lecture: LectureRecord | null;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const { can } = useAccess();
  const client = useQueryClient();
  const rows = useQuery({
    queryKey: ['lectures', 'registrations', lecture?.id],
    queryFn: () => api(lectureRoutes.registrations, { query: { id: lecture?.id ?? '' } }),
    enabled: lecture !== null,
  });
  const checkIn = useMutation({
    mutationFn: (id: string) => api(lectureRoutes.checkIn, { body: { id } }),
    onSuccess: (text) => {
      message.success(String(text));
      void client.invalidateQueries({ queryKey: ['lectures'] });
    },
  });
  const data = rows.data ?? [];
  const columns: TableColumnsType<LectureRegistration> = [
    { title: '家长', dataIndex: 'guardianName', width: 150 },
    { title: '手机号', dataIndex: 'mobile', width: 130, render: (v: string | null) => v ?? '已清除' },
    { title: '孩子年级', dataIndex: 'gradeName', width: 160 },
    {
      title: '验证',
      dataIndex: 'verifiedBy',
      width: 90,
      render: (v: string) => (v === 'sms' ? '短信' : '签到码'),
    },
    { title: '报名时间', dataIndex: 'createTime', width: 150, render: time },
    {
      title: '签到',
      dataIndex: 'checkedInAt',
      width: 170,
      render: (v: string | null, row) =>
        v ? (
          <Tag color="green">{time(v)}</Tag>
        ) : can('course:lecture:edit') ? (
          <Button size="small" loading={checkIn.isPending} onClick={() => checkIn.mutate(row.id)}>
            登记签到
          </Button>
        ) : (
          <Tag>未签到</Tag>
        ),
    },
    {
      title: '满意度',
      dataIndex: 'satisfaction',
      width: 110,
      render: (v: number | null) => (v === null ? '' : SATISFACTION_LABELS[v]),
    },
    { title: '意见建议', dataIndex: 'comment', ellipsis: true },
  ];
  return (
    <Drawer
      open={lecture !== null}
      onClose={onClose}
      width={1100}
      title={`报名与签到 · ${lecture?.title ?? ''}`}
      destroyOnHidden
    >
      <Space size={48} style={{ marginBottom: 16 }}>
        <Statistic title="报名" value={data.length} suffix={`/ ${lecture?.capacity ?? 0}`} />
        <Statistic title="签到" value={data.filter((r) => r.checkedInAt).length} />
        <Statistic title="反馈" value={data.filter((r) => r.satisfaction !== null).length} />
        <Statistic
          title="平均满意度"
          value={lecture?.satisfaction ?? '—'}
          suffix={lecture?.satisfaction ? '/ 5' : ''}
        />
      </Space>
      <Table
        rowKey="id"
        size="small"
        loading={rows.isLoading}
        dataSource={data}
        columns={columns}
        pagination={{ pageSize: 20 }}
        scroll={{ x: 1000 }}
      />
    </Drawer>
  );
}
