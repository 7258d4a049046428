import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BOOKING_KINDS,
  BOOKING_MESSAGES,
  BOOKING_STEPS,
  type BookingKind,
  bookingRoutes,
  CONSULT_MODES,
  type ConsultMode,
  counsellingRoutes,
  NOTE_STATUSES,
  noteRoutes,
  type Slot,
} from '@xinmiao/shared';
import { App, Button, Card, Empty, List, Segmented, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { queryClient } from '../../../api/query-client.ts';
import { usePageQuery } from '../../../hooks/use-page-query.ts';
import { BookingStatusTag } from '../../counselling/common/StatusTag.tsx';
import { errorText, mobileApi } from '../mobile-session.ts';
import { BookSheet } from './BookSheet.tsx';

const DAYS = 14;
const MINE_KEY = ['m', 'counselling', 'mine'];

/** The H5 page stands outside the console shell, which otherwise provides the query client. */
export function MobileCounsellingPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <StudentBooking />
    </QueryClientProvider>
  );
}

/** What each kind is for, as the student chooses before any slot. */
const KIND_HINTS: Record<BookingKind, string> = {
  psych: '情绪、压力、人际关系等困扰，和心理中心的咨询师聊聊',
  career: '选专业、考研就业、职业方向，和生涯导师一起规划',
};

/**
 * 咨询预约 (student H5): the student first chooses 心理咨询 or 生涯咨询, then books an open slot of
 * that kind in the next two weeks with its consent; my bookings, with a signed 生涯咨询 note to read.
 */
function StudentBooking() {
  const from = dayjs().format('YYYY-MM-DD');
  const to = dayjs()
    .add(DAYS - 1, 'day')
    .format('YYYY-MM-DD');
  // A link that already says which (the mood page's 预约心理咨询) skips the choice.
  const [params] = usePageQuery();
  const asked = params.get('kind');
  const [kind, setKind] = useState<BookingKind | null>(
    asked === 'psych' || asked === 'career' ? asked : null,
  );
  const slots = useQuery({
    queryKey: ['m', 'slots', from, kind],
    queryFn: () => mobileApi(counsellingRoutes.slots, { query: { from, to, kind: kind ?? 'psych' } }),
    enabled: kind !== null,
  });
  const mine = useQuery({ queryKey: MINE_KEY, queryFn: () => mobileApi(bookingRoutes.mine) });
  const [tab, setTab] = useState<'book' | 'mine'>('book');
  const [day, setDay] = useState(from);
  const [picked, setPicked] = useState<Slot | null>(null);
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['m'] });
  const open = (slots.data ?? []).filter((s) => s.start.startsWith(day) && dayjs(s.start).isAfter(dayjs()));
  const days = Array.from({ length: DAYS }, (_, i) => dayjs().add(i, 'day'));

  const showNote = (bookingId: string) =>
    mobileApi(noteRoutes.mine, { query: { bookingId } })
      .then((note) => {
        modal.info({
          title: '生涯咨询记录',
          content: note ? (
            <div style={{ whiteSpace: 'pre-wrap' }}>
              {note.content}
              <div style={{ color: '#888', marginTop: 8 }}>
                {note.signedBy} {note.signedTime}
              </div>
            </div>
          ) : (
            '生涯导师还没有完成这次咨询的记录'
          ),
          okText: '知道了',
        });
      })
      .catch((error: unknown) => message.error(errorText(error)));

  const cancel = (id: string) =>
    modal.confirm({
      title: '确定取消这次预约吗？',
      okText: '取消预约',
      cancelText: '再想想',
      onOk: () =>
        mobileApi(bookingRoutes.cancelMine, { body: { id, reason: '学生本人取消' } })
          .then(() => {
            message.success(BOOKING_MESSAGES.cancelled);
            return refresh();
          })
          .catch((error: unknown) => message.error(errorText(error))),
    });

  return (
    <div style={{ maxWidth: 560, margin: '0 auto', padding: 12, minHeight: '100vh', background: '#f5f7fa' }}>
      <Button type="link" style={{ paddingInline: 0 }} onClick={() => navigate('/m')}>
        ‹ 我的测评
      </Button>
      <Typography.Title level={4} style={{ margin: '0 0 12px' }}>
        咨询预约
      </Typography.Title>
      <Segmented
        block
        value={tab}
        onChange={(v) => setTab(v as 'book' | 'mine')}
        options={[
          { value: 'book', label: '预约咨询' },
          { value: 'mine', label: '我的预约' },
        ]}
        style={{ marginBottom: 12 }}
      />
      {tab === 'book' && kind === null ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          {(Object.keys(BOOKING_KINDS) as BookingKind[]).map((k) => (
            <Card key={k} size="small" hoverable onClick={() => setKind(k)}>
              <Space direction="vertical" size={2}>
                <strong>{BOOKING_KINDS[k]}</strong>
                <span style={{ color: '#888' }}>{KIND_HINTS[k]}</span>
              </Space>
            </Card>
          ))}
        </Space>
      ) : tab === 'book' ? (
        <>
          <Space style={{ justifyContent: 'space-between', width: '100%', marginBottom: 8 }}>
            <Tag color="blue">{BOOKING_KINDS[kind ?? 'psych']}</Tag>
            <Button type="link" size="small" onClick={() => setKind(null)}>
              更换咨询类型
            </Button>
          </Space>
          <div style={{ display: 'flex', gap: 6, overflowX: 'auto', paddingBottom: 8 }}>
            {days.map((d) => {
              const key = d.format('YYYY-MM-DD');
              return (
                <Button
                  key={key}
                  type={key === day ? 'primary' : 'default'}
                  onClick={() => setDay(key)}
                  style={{ flex: 'none' }}
                >
                  {d.format('MM-DD')} {['日', '一', '二', '三', '四', '五', '六'][d.day()]}
                </Button>
              );
            })}
          </div>
          {open.length === 0 ? (
            <Card>
              <Empty description="当天没有可预约的时段" />
            </Card>
          ) : (
            <List
              dataSource={open}
              renderItem={(s) => (
                <Card size="small" style={{ marginBottom: 8 }}>
                  <Space direction="vertical" size={2} style={{ width: '100%' }}>
                    <Space style={{ justifyContent: 'space-between', width: '100%' }}>
                      <strong>
                        {s.start.slice(11, 16)}–{s.end.slice(11, 16)} {s.counsellorName}
                      </strong>
                      <Button type="primary" size="small" disabled={s.taken} onClick={() => setPicked(s)}>
                        {s.taken ? '已约满' : '预约'}
                      </Button>
                    </Space>
                    <span>
                      <Tag>{CONSULT_MODES[s.mode as ConsultMode] ?? s.mode}</Tag>
                      {s.roomName ?? ''}
                      {s.seats > 1 && ` · 团体辅导 余 ${s.seats - s.booked} 席`}
                    </span>
                    {s.specialties && <span style={{ color: '#888' }}>擅长：{s.specialties}</span>}
                  </Space>
                </Card>
              )}
            />
          )}
        </>
      ) : (
        <List
          locale={{ emptyText: '还没有预约' }}
          dataSource={mine.data ?? []}
          renderItem={(b) => (
            <Card size="small" style={{ marginBottom: 8 }}>
              <Space direction="vertical" size={2} style={{ width: '100%' }}>
                <Space style={{ justifyContent: 'space-between', width: '100%' }}>
                  <strong>{b.slotStart.slice(0, 16)}</strong>
                  <BookingStatusTag status={b.status} />
                </Space>
                <span>
                  <Tag>{BOOKING_KINDS[b.kind as BookingKind] ?? b.kind}</Tag>
                  {b.counsellorName} · {b.roomName ?? '线上'} · {b.topic}
                </span>
                {b.meetingUrl && b.status === 'confirmed' && (
                  <a href={b.meetingUrl} target="_blank" rel="noreferrer">
                    进入视频咨询
                  </a>
                )}
                {b.kind === 'career' && (NOTE_STATUSES as readonly string[]).includes(b.status) && (
                  <Button size="small" onClick={() => showNote(b.id)}>
                    查看咨询记录
                  </Button>
                )}
                {(BOOKING_STEPS.studentCancel.from as readonly string[]).includes(b.status) && (
                  <Button size="small" danger onClick={() => cancel(b.id)}>
                    取消预约
                  </Button>
                )}
              </Space>
            </Card>
          )}
        />
      )}
      <BookSheet
        slot={picked}
        onClose={() => setPicked(null)}
        onBooked={() => {
          setPicked(null);
          setTab('mine');
          void refresh();
        }}
        onTaken={() => void refresh()}
      />
    </div>
  );
}
