import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { bookingRoutes, counsellingRoutes, type MyBooking, noteRoutes, type Slot } from '@xinmiao/shared';
import dayjs from 'dayjs';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { MobileCounsellingPage } from './MobileCounsellingPage.tsx';

afterEach(cleanup);

const tomorrow = dayjs().add(1, 'day');
const slot: Slot = {
  counsellorId: 'm1',
  counsellorName: '周两校',
  start: `${tomorrow.format('YYYY-MM-DD')} 14:00:00`,
  end: `${tomorrow.format('YYYY-MM-DD')} 14:30:00`,
  mode: 'offline',
  roomId: 'r1',
  roomName: '主校区 求真楼 302',
  specialties: '考研与就业',
  targetGroups: null,
  seats: 1,
  booked: 0,
  taken: false,
  kind: 'career',
};
const signed: MyBooking = {
  id: 'b9',
  studentId: 's1',
  studentName: '王小明',
  counsellorId: 'm1',
  counsellorName: '周两校',
  roomId: 'r1',
  roomName: '主校区 求真楼 302',
  meetingUrl: null,
  caseId: null,
  slotStart: '2026-11-20 14:00:00',
  slotEnd: '2026-11-20 14:30:00',
  mode: 'offline',
  kind: 'career',
  status: 'note_signed',
  topic: '考研还是就业',
  intake: null,
  cancelReason: null,
  rescheduleCount: 0,
  createTime: '2026-11-18 10:00:00',
};

function open() {
  return fakeApi().on(counsellingRoutes.slots, [slot]).on(bookingRoutes.mine, [signed]).on(noteRoutes.mine, {
    bookingId: 'b9',
    content: '建议先做两份实习再定方向',
    signedBy: '周两校',
    signedTime: '2026-11-20 15:00:00',
  });
}

describe('MobileCounsellingPage (咨询预约)', () => {
  it('has the student choose the kind first, then shows only that kind’s slots and its own form', async () => {
    const fake = open();
    renderInApp(
      <MemoryRouter initialEntries={['/m/counselling']}>
        <MobileCounsellingPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('心理咨询')).toBeTruthy();
    expect(fake.calls(counsellingRoutes.slots)).toHaveLength(0);
    fireEvent.click(screen.getByText('生涯咨询'));
    await waitFor(() =>
      expect(fake.calls(counsellingRoutes.slots)[0]?.query).toMatchObject({ kind: 'career' }),
    );
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${tomorrow.format('MM-DD')}`) }));
    expect(await screen.findByText(/周两校/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '预约' }));
    expect(await screen.findByText(/生涯咨询须知/)).toBeTruthy();
    expect(screen.queryByLabelText('简单描述你的情况（选填）')).toBeNull();
  });

  it('skips the choice when the link names the kind (the mood page’s 预约心理咨询)', async () => {
    const fake = open();
    renderInApp(
      <MemoryRouter initialEntries={['/m/counselling?kind=psych']}>
        <MobileCounsellingPage />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('button', { name: '更换咨询类型' })).toBeTruthy();
    await waitFor(() =>
      expect(fake.calls(counsellingRoutes.slots)[0]?.query).toMatchObject({ kind: 'psych' }),
    );
  });

  it('lets the student read the signed note of their 生涯咨询', async () => {
    const fake = open();
    renderInApp(
      <MemoryRouter initialEntries={['/m/counselling']}>
        <MobileCounsellingPage />
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByText('我的预约'));
    fireEvent.click(await screen.findByRole('button', { name: '查看咨询记录' }));
    expect(await screen.findByText('建议先做两份实习再定方向')).toBeTruthy();
    expect(fake.calls(noteRoutes.mine)[0]?.query).toEqual({ bookingId: 'b9' });
  });
});
