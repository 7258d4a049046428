import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { bookingRoutes, type CentreBooking, counsellingRoutes, sessionRoutes, toPage } from '@xinmiao/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { accessStore, emptyAccess } from '../../../access/access-store.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { BookingsPage } from './BookingsPage.tsx';

const booking: CentreBooking = {
  id: 'b1',
  studentId: 's1',
  studentName: '王小明',
  studentNo: '20230201',
  counsellorId: 'u1',
  counsellorName: '李心理',
  roomId: null,
  roomName: null,
  meetingUrl: null,
  caseId: null,
  slotStart: '2026-11-30 09:00:00',
  slotEnd: '2026-11-30 09:50:00',
  mode: 'offline',
  kind: 'psych',
  status: 'requested',
  topic: '学业压力',
  intake: null,
  riskLevel: null,
  prescreenNote: null,
  cancelReason: null,
  rescheduleCount: 0,
  createTime: '2026-11-27 10:00:00',
  abilities: {
    prescreen: true,
    assign: false,
    confirm: false,
    checkIn: false,
    start: false,
    complete: false,
    noShow: false,
    cancel: true,
    reschedule: false,
    readIntake: true,
    readNote: false,
    writeNote: false,
  },
};

function renderPage(codes = ['counselling:booking:list', 'counselling:booking:edit']) {
  accessStore.set({
    ...emptyAccess,
    auth: codes.map((action) => ({
      action,
      type: '1',
      describe: action,
    })),
  });
  const fake = fakeApi()
    .on(counsellingRoutes.counsellors, [{ id: 'u1', name: '李心理' }])
    .on(counsellingRoutes.rooms, [])
    // The step dialog names risk levels in the school's words (数据字典 预警等级): defaults here.
    .on(sessionRoutes.dictItems, [])
    // 45 bookings in all: the table shows page 1 of 5 at the default size.
    .on(bookingRoutes.page, toPage([booking], 45, 1, 10));
  renderInApp(
    <MemoryRouter initialEntries={['/counselling/bookings']}>
      <BookingsPage />
    </MemoryRouter>,
  );
  return fake;
}

const pageCalls = (fake: ReturnType<typeof renderPage>) =>
  fake.calls(bookingRoutes.page).map((call) => new URLSearchParams(call.query));

afterEach(() => {
  cleanup();
  accessStore.set(emptyAccess);
});

// antd tables under happy-dom take seconds on a busy 2-core machine; the default 5 s is too tight.
describe('BookingsPage', { timeout: 30_000 }, () => {
  it('asks the server for one page, latest slot first, and pages through the server total', async () => {
    const fake = renderPage();
    expect(await screen.findByText('王小明（20230201）')).toBeTruthy();
    expect(screen.getByText(/共 45 条/)).toBeTruthy();
    const [first] = pageCalls(fake);
    expect([first?.get('pageNo'), first?.get('pageSize'), first?.get('column'), first?.get('order')]).toEqual(
      ['1', '10', 'slotStart', 'desc'],
    );
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(pageCalls(fake).at(-1)?.get('pageNo')).toBe('2'));
  });

  it('sends the kind filter to the server', async () => {
    const fake = renderPage();
    await screen.findByText('王小明（20230201）');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '类型' }));
    fireEvent.click((await screen.findAllByTitle('生涯咨询')).at(-1) as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: /查\s?询/ }));
    await waitFor(() => expect(pageCalls(fake).at(-1)?.get('kind')).toBe('career'));
  });

  it('sends the student, counsellor and status filters to the server and starts again at page 1', async () => {
    const fake = renderPage();
    await screen.findByText('王小明（20230201）');
    fireEvent.change(screen.getByPlaceholderText('姓名或学号'), { target: { value: ' 2023 ' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '状态' }));
    fireEvent.click((await screen.findAllByTitle('已申请')).at(-1) as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: /查\s?询/ }));
    await waitFor(() => expect(pageCalls(fake).at(-1)?.get('status')).toBe('requested'));
    const last = pageCalls(fake).at(-1);
    expect([last?.get('keyWord'), last?.get('pageNo'), last?.has('counsellorId')]).toEqual([
      '2023',
      '1',
      false,
    ]);
  });

  it("never asks a 辅导员 for the rota's counsellors or the rooms they may not read", async () => {
    // The demo 辅导员 lists and adds bookings; 咨询师排班 and 咨询地址 are the centre's.
    const fake = renderPage(['counselling:booking:list', 'counselling:booking:add']);
    await screen.findByText('王小明（20230201）');
    expect(screen.queryByRole('combobox', { name: '咨询师' })).toBeNull();
    expect(fake.calls(counsellingRoutes.counsellors)).toHaveLength(0);
    expect(fake.calls(counsellingRoutes.rooms)).toHaveLength(0);
  });

  it('offers the counsellor filter to the centre, who may read the rota', async () => {
    const fake = renderPage(['counselling:booking:list', 'counselling:rota:list', 'counselling:room:list']);
    await screen.findByText('王小明（20230201）');
    expect(screen.getByRole('combobox', { name: '咨询师' })).toBeTruthy();
    await waitFor(() => expect(fake.calls(counsellingRoutes.counsellors).length).toBeGreaterThan(0));
  });
});
