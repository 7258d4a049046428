import { type Booking, WEEKDAYS } from '@xinmiao/shared';
import { Tooltip } from 'antd';
import type { Dayjs } from 'dayjs';
import { BookingStatusTag } from '../common/StatusTag.tsx';
import { isoDay } from '../common/week.ts';

/** Columns of days; in each, the day's bookings in time order (time, student, counsellor, room). */
export function WeekGrid({
  start,
  days,
  bookings,
}: {
  start: Dayjs;
  days: number;
  bookings: readonly Booking[];
}) {
  const columns = Array.from({ length: days }, (_, i) => start.add(i, 'day'));
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${days}, minmax(140px, 1fr))`,
        gap: 8,
        overflowX: 'auto',
      }}
    >
      {columns.map((day) => {
        const key = isoDay(day);
        const ofDay = bookings.filter((b) => b.slotStart.startsWith(key));
        return (
          <div key={key} style={{ border: '1px solid #f0f0f0', borderRadius: 6, minHeight: 240 }}>
            <div style={{ padding: '6px 8px', background: '#fafafa', fontWeight: 500 }}>
              {WEEKDAYS[(day.day() + 6) % 7]} {day.format('MM-DD')}
            </div>
            {ofDay.map((b) => (
              <Tooltip key={b.id} title={`${b.topic}${b.roomName ? ` · ${b.roomName}` : ''}`}>
                <div
                  style={{
                    margin: 6,
                    padding: 6,
                    borderLeft: '3px solid #1677ff',
                    background: '#f5f9ff',
                    fontSize: 12,
                  }}
                >
                  <div>
                    {b.slotStart.slice(11, 16)}–{b.slotEnd.slice(11, 16)}{' '}
                    <BookingStatusTag status={b.status} />
                  </div>
                  <div>
                    {b.studentName} · {b.counsellorName}
                  </div>
                  <div style={{ color: '#888' }}>{b.roomName ?? '线上'}</div>
                </div>
              </Tooltip>
            ))}
          </div>
        );
      })}
    </div>
  );
}
