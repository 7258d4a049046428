import { useQueryClient } from '@tanstack/react-query';
import {
  BOOKING_KINDS,
  BOOKING_STATUSES,
  bookingRoutes,
  type CentreBooking,
  counsellingRoutes,
} from '@xinmiao/shared';
import { Card, Form, Input, Select, Table } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { BOOKINGS_KEY, useCounsellors } from '../common/queries.ts';
import { NoteDrawer } from '../notes/NoteDrawer.tsx';
import { bookingColumns } from './columns.tsx';
import { HistoryDrawer } from './HistoryDrawer.tsx';
import { StepModal } from './StepModal.tsx';

/** 预约管理: every booking in reach, paged and filtered by the server, each moved through the state machine. */
export function BookingsPage() {
  const list = useListPage(bookingRoutes.page, {
    queryKey: [...BOOKINGS_KEY, 'page'],
    search: { keyWord: 'exact', counsellorId: 'exact', status: 'exact', kind: 'exact' },
    range: 'slotStart',
    defaultSort: { column: 'slotStart', order: 'desc' },
  });
  const counsellors = useCounsellors();
  const { can } = useAccess();
  const [stepping, setStepping] = useState<CentreBooking | null>(null);
  const [notesOf, setNotesOf] = useState<CentreBooking | null>(null);
  const [historyOf, setHistoryOf] = useState<CentreBooking | null>(null);
  const queryClient = useQueryClient();
  return (
    <Card variant="borderless">
      <ListSearchForm list={list} range="slotStart">
        <Form.Item name="keyWord" label="学生">
          <Input allowClear placeholder="姓名或学号" maxLength={50} />
        </Form.Item>
        {can(counsellingRoutes.counsellors.access) && (
          <Form.Item name="counsellorId" label="咨询师">
            <Select
              allowClear
              style={{ width: 160 }}
              placeholder="全部咨询师"
              options={(counsellors.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            />
          </Form.Item>
        )}
        <Form.Item name="kind" label="类型">
          <Select
            allowClear
            style={{ width: 120 }}
            placeholder="全部类型"
            options={Object.entries(BOOKING_KINDS).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select
            allowClear
            style={{ width: 140 }}
            placeholder="全部状态"
            options={Object.entries(BOOKING_STATUSES).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
      </ListSearchForm>
      <Table
        {...list.tableProps}
        columns={bookingColumns({
          step: setStepping,
          notes: setNotesOf,
          history: setHistoryOf,
          sortOrder: list.sortOrder,
        })}
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
