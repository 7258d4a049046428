import {
  BOOKING_KINDS,
  type BookingKind,
  CENTRE_STEPS,
  type CentreBooking,
  CONSULT_MODES,
  type ConsultMode,
} from '@xinmiao/shared';
import type { TableColumnsType } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { policyOf } from '../../../access/record-policy.ts';
import { LevelTag } from '../../../components/levels/LevelTag.tsx';
import { rowActionsColumns } from '../../../components/list/row-actions-column.tsx';
import { BookingStatusTag } from '../common/StatusTag.tsx';

export type BookingActions = {
  step: (row: CentreBooking) => void;
  notes: (row: CentreBooking) => void;
  history: (row: CentreBooking) => void;
  /** Controlled order of a sortable column (the list's). */
  sortOrder: (column: string) => SortOrder;
};

/** Columns of 预约管理. */
export function bookingColumns(actions: BookingActions): TableColumnsType<CentreBooking> {
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
    {
      title: '类型',
      dataIndex: 'kind',
      width: 90,
      render: (k: string) => BOOKING_KINDS[k as BookingKind] ?? k,
    },
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
      render: (r: number | null) => (r === null ? '—' : <LevelTag level={r} fit />),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 110,
      render: (s: string) => <BookingStatusTag status={s} />,
    },
    ...rowActionsColumns<CentreBooking>(
      (row) => {
        const may = policyOf(row);
        return [
          ...(CENTRE_STEPS.some(may)
            ? [{ key: 'step', label: '流转', onClick: () => actions.step(row) }]
            : []),
          { key: 'history', label: '流转记录', onClick: () => actions.history(row) },
          ...(may('readNote') || may('writeNote')
            ? [{ key: 'notes', label: '咨询记录', onClick: () => actions.notes(row) }]
            : []),
        ];
      },
      { width: 200 },
    ),
  ];
}
