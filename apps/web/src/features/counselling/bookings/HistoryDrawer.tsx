import { useQuery } from '@tanstack/react-query';
import {
  BOOKING_ACTION_LABELS,
  BOOKING_STATUSES,
  type Booking,
  type BookingStatus,
  bookingRoutes,
} from '@xinmiao/shared';
import { Drawer, Empty, Timeline } from 'antd';
import { api } from '../../../api/client.ts';

const statusLabel = (s: string) => BOOKING_STATUSES[s as BookingStatus] ?? s;
const stepLabel = (s: string) =>
  s === 'book' ? '学生预约' : (BOOKING_ACTION_LABELS[s as keyof typeof BOOKING_ACTION_LABELS] ?? s);

/** 流转记录: every step of a booking, with what a reschedule replaced. */
export function HistoryDrawer({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  const history = useQuery({
    queryKey: ['counselling-booking-history', booking?.id],
    queryFn: () => api(bookingRoutes.history, { query: { id: booking?.id ?? '' } }),
    enabled: booking !== null,
  });
  const events = history.data ?? [];
  return (
    <Drawer title="流转记录" open={booking !== null} onClose={onClose} size="default" destroyOnHidden>
      {events.length === 0 ? (
        <Empty />
      ) : (
        <Timeline
          items={events.map((e) => ({
            key: e.id,
            children: (
              <>
                <div>
                  {e.createTime.slice(0, 16)} {stepLabel(e.step)} → {statusLabel(e.toStatus)}（{e.actor}）
                </div>
                {e.oldSlotStart && (
                  <div style={{ color: '#888' }}>
                    原：{e.oldSlotStart.slice(0, 16)} · {e.oldCounsellorName ?? ''} ·{' '}
                    {e.oldRoomName ?? '线上'}
                  </div>
                )}
                {e.note && <div style={{ color: '#888' }}>{e.note}</div>}
              </>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}
