import { CONSULT_MODES, type ConsultMode, type RotaLine, WEEKDAYS } from '@xinmiao/shared';
import type { TableColumnsType } from 'antd';
import { editDeleteColumn } from '../../../components/list/edit-delete-column.tsx';

export type RotaActions = {
  can: (code: string) => boolean;
  edit: (row: RotaLine) => void;
  remove: (row: RotaLine) => void;
};

/** Columns of 排班管理: one weekly template line per row. */
export function rotaColumns(actions: RotaActions): TableColumnsType<RotaLine> {
  return [
    { title: '咨询师', dataIndex: 'counsellorName', width: 120 },
    { title: '星期', dataIndex: 'weekday', width: 80, render: (d: number) => WEEKDAYS[d - 1] },
    { title: '时间', key: 'time', width: 130, render: (_v, r) => `${r.startTime}–${r.endTime}` },
    { title: '时段长度', dataIndex: 'slotMinutes', width: 100, render: (m: number) => `${m} 分钟` },
    {
      title: '名额',
      dataIndex: 'seats',
      width: 90,
      render: (n: number) => (n > 1 ? `团体 ${n} 人` : '个体'),
    },
    {
      title: '方式',
      dataIndex: 'mode',
      width: 100,
      render: (m: string) => CONSULT_MODES[m as ConsultMode] ?? m,
    },
    { title: '咨询室', dataIndex: 'roomName', width: 200, render: (n: string | null) => n ?? '—' },
    { title: '擅长领域', dataIndex: 'specialties', width: 160 },
    { title: '服务对象', dataIndex: 'targetGroups', width: 140 },
    ...editDeleteColumn('counselling:rota', actions),
  ];
}
