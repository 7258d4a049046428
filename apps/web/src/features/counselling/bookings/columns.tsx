import { type Booking, CONSULT_MODES, type ConsultMode, NOTE_STATUSES } from '@xinmiao/shared';
import type { TableColumnsType } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { rowActionsColumns } from '../../../components/list/row-actions-column.tsx';
import { BookingStatusTag } from '../common/StatusTag.tsx';

export type BookingActions = {
  can: (code: string) => boolean;
  step: (row: Booking) => void;
  notes: (row: Booking) => void;
  history: (row: Booking) => void;
  /** Controlled order of a sortable column (the list's). */
  sortOrder: (column: string) => SortOrder;
};

const RISK = ['无', '低', '中', '高'];

/** Columns of 预约管理. */
export function bookingColumns(actions: BookingActions): TableColumnsType<Booking> {
  return [
    {
      title: '时间',
      dataIndex: 'slotStart',
      width: 170,
      sorter: true,
      sortOrder: actions.sortOrder('slotStart'),
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
      width: 90,
      render: (r: number | null) => (r === null ? '—' : RISK[r]),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 110,
      render: (s: string) => <BookingStatusTag status={s} />,
    },
    ...rowActionsColumns<Booking>(
      (row) => [
        ...(actions.can('counselling:booking:edit')
          ? [{ key: 'step', label: '流转', onClick: () => actions.step(row) }]
          : []),
        { key: 'history', label: '流转记录', onClick: () => actions.history(row) },
        ...((NOTE_STATUSES as readonly string[]).includes(row.status)
          ? [{ key: 'notes', label: '咨询记录', onClick: () => actions.notes(row) }]
          : []),
      ],
      { width: 200 },
    ),
  ];
}
