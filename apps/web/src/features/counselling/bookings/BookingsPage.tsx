import { useQueryClient } from '@tanstack/react-query';
import { BOOKING_STATUSES, type CentreBooking } from '@xinmiao/shared';
import { Card, DatePicker, Select, Space, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { BOOKINGS_KEY, useBookings, useCounsellors } from '../common/queries.ts';
import { isoDay, mondayOf, today } from '../common/week.ts';
import { NoteDrawer } from '../notes/NoteDrawer.tsx';
import { bookingColumns } from './columns.tsx';
import { HistoryDrawer } from './HistoryDrawer.tsx';
import { StepModal } from './StepModal.tsx';

/** 预约管理: bookings of a date range, each moved through the state machine. */
export function BookingsPage() {
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [
    mondayOf(today()),
    mondayOf(today()).add(13, 'day'),
  ]);
  const [counsellorId, setCounsellorId] = useState<string | undefined>();
  const [status, setStatus] = useState<string | undefined>();
  const bookings = useBookings({
    from: isoDay(range[0]),
    to: isoDay(range[1]),
    ...(counsellorId ? { counsellorId } : {}),
  });
  const counsellors = useCounsellors();
  const [stepping, setStepping] = useState<CentreBooking | null>(null);
  const [notesOf, setNotesOf] = useState<CentreBooking | null>(null);
  const [historyOf, setHistoryOf] = useState<CentreBooking | null>(null);
  const queryClient = useQueryClient();
  const rows = (bookings.data ?? []).filter((b) => !status || b.status === status);
  return (
    <Card variant="borderless">
      <Space wrap style={{ marginBottom: 16 }}>
        <DatePicker.RangePicker
          value={range}
          allowClear={false}
          onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
        />
        <Select
          allowClear
          style={{ width: 160 }}
          placeholder="全部咨询师"
          value={counsellorId}
          onChange={setCounsellorId}
          options={(counsellors.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        />
        <Select
          allowClear
          style={{ width: 140 }}
          placeholder="全部状态"
          value={status}
          onChange={setStatus}
          options={Object.entries(BOOKING_STATUSES).map(([value, label]) => ({ value, label }))}
        />
      </Space>
      <Table
        rowKey="id"
        loading={bookings.isLoading}
        dataSource={rows}
        columns={bookingColumns({ step: setStepping, notes: setNotesOf, history: setHistoryOf })}
        pagination={{ pageSize: 20, showTotal: (n, [a, b]) => `${a}-${b} 共 ${n} 条` }}
        scroll={{ x: 1300 }}
      />
      <StepModal
        booking={stepping}
        onClose={() => setStepping(null)}
        onDone={() => {
          setStepping(null);
          void queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY });
        }}
      />
      <NoteDrawer booking={notesOf} onClose={() => setNotesOf(null)} />
      <HistoryDrawer booking={historyOf} onClose={() => setHistoryOf(null)} />
    </Card>
  );
}
