import { type Booking, CONSULT_MODES, type ConsultMode, NOTE_STATUSES } from '@xinmiao/shared';
import { Button, Space, type TableColumnsType } from 'antd';
import { LevelTag } from '../../../components/levels/LevelTag.tsx';
import { BookingStatusTag } from '../common/StatusTag.tsx';

export type BookingActions = {
  can: (code: string) => boolean;
  step: (row: Booking) => void;
  notes: (row: Booking) => void;
  history: (row: Booking) => void;
};

/** Columns of 预约管理. */
export function bookingColumns(actions: BookingActions): TableColumnsType<Booking> {
  return [
    {
      title: '时间',
      key: 'slot',
      width: 170,
      render: (_v, r) => `${r.slotStart.slice(0, 16)}–${r.slotEnd.slice(11, 16)}`,
    },
    { title: '学生', key: 'student', width: 150, render: (_v, r) => `${r.studentName}（${r.studentNo}）` },
    { title: '咨询师', dataIndex: 'counsellorName', width: 100 },
    {
      title: '方式',
      dataIndex: 'mode',
      width: 90,
      render: (m: string) => CONSULT_MODES[m as ConsultMode] ?? m,
    },
    { title: '地点', dataIndex: 'roomName', width: 190, render: (n: string | null) => n ?? '—' },
    { title: '主题', dataIndex: 'topic', width: 140, ellipsis: true },
    {
      title: '预检风险',
      dataIndex: 'riskLevel',
      width: 110,
      render: (r: number | null) => (r === null ? '—' : <LevelTag level={r} />),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 110,
      render: (s: string) => <BookingStatusTag status={s} />,
    },
    {
      title: '操作',
      key: 'action',
      width: 220,
      fixed: 'right',
      render: (_v, row) => (
        <Space size={4}>
          {actions.can('appointment:booking:edit') && (
            <Button type="link" size="small" onClick={() => actions.step(row)}>
              流转
            </Button>
          )}
          <Button type="link" size="small" onClick={() => actions.history(row)}>
            流转记录
          </Button>
          {(NOTE_STATUSES as readonly string[]).includes(row.status) && (
            <Button type="link" size="small" onClick={() => actions.notes(row)}>
              咨询记录
            </Button>
          )}
        </Space>
      ),
    },
  ];
}
