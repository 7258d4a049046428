import { Button, Card, Empty, Radio, Select, Space } from 'antd';
import { useState } from 'react';
import { useBookings, useCounsellors, useRooms } from '../common/queries.ts';
import { isoDay, mondayOf, today } from '../common/week.ts';
import { ForecastCard } from '../forecast/ForecastCard.tsx';
import { WeekGrid } from './WeekGrid.tsx';

type By = 'counsellor' | 'room';

/** 咨询日历: a day or a week of bookings, per counsellor or per room. */
export function CalendarPage() {
  const [span, setSpan] = useState<'day' | 'week'>('week');
  const [start, setStart] = useState(() => mondayOf(today()));
  const [by, setBy] = useState<By>('counsellor');
  const [who, setWho] = useState<string | undefined>();
  const counsellors = useCounsellors();
  const rooms = useRooms();
  const days = span === 'week' ? 7 : 1;
  const bookings = useBookings({
    from: isoDay(start),
    to: isoDay(start.add(days - 1, 'day')),
    ...(who ? (by === 'counsellor' ? { counsellorId: who } : { roomId: who }) : {}),
  });
  const options =
    by === 'counsellor'
      ? (counsellors.data ?? []).map((c) => ({ value: c.id, label: c.name }))
      : (rooms.data ?? []).map((r) => ({ value: r.id, label: `${r.building} ${r.name}` }));
  return (
    <>
      <Card variant="borderless">
        <Space wrap style={{ marginBottom: 16 }}>
          <Radio.Group
            value={span}
            onChange={(e) => {
              setSpan(e.target.value);
              setStart(e.target.value === 'week' ? mondayOf(start) : today());
            }}
            options={[
              { value: 'day', label: '日' },
              { value: 'week', label: '周' },
            ]}
            optionType="button"
          />
          <Button onClick={() => setStart(start.subtract(days, 'day'))}>
            上一{span === 'week' ? '周' : '天'}
          </Button>
          <Button onClick={() => setStart(span === 'week' ? mondayOf(today()) : today())}>今天</Button>
          <Button onClick={() => setStart(start.add(days, 'day'))}>
            下一{span === 'week' ? '周' : '天'}
          </Button>
          <Radio.Group
            value={by}
            onChange={(e) => {
              setBy(e.target.value);
              setWho(undefined);
            }}
            options={[
              { value: 'counsellor', label: '按咨询师' },
              { value: 'room', label: '按咨询室' },
            ]}
          />
          <Select
            allowClear
            style={{ width: 200 }}
            placeholder={by === 'counsellor' ? '全部咨询师' : '全部咨询室'}
            value={who}
            onChange={setWho}
            options={options}
          />
        </Space>
        {bookings.isError ? (
          <Empty description="无法读取预约" />
        ) : (
          <WeekGrid start={start} days={days} bookings={bookings.data ?? []} />
        )}
      </Card>
      <ForecastCard />
    </>
  );
}
