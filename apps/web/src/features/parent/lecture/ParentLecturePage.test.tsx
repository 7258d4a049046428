import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type MyRegistration, type PublicLecture, parentLectureRoutes } from '@xinmiao/shared';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppConfigProvider } from '../../../app/AppConfigProvider.tsx';
import { fakeApi } from '../../../testing/fake-api.ts';
import { ParentLecturePage } from './ParentLecturePage.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

const LINK = `1000.123.${'a'.repeat(43)}`;
const TICKET = `1000.456.${'b'.repeat(43)}`;
const lecture: PublicLecture = {
  title: '读懂青春期',
  mode: 'onsite',
  speaker: '王老师',
  place: '报告厅',
  summary: '',
  startTime: '2026-12-01T07:00:00.000Z',
  endTime: '2026-12-01T08:30:00.000Z',
  capacity: 80,
  registered: 3,
  status: '1',
  grades: [{ id: 'g1', name: '2024级' }],
  smsRequired: false,
};
const mine = (checkedIn: boolean): MyRegistration => ({
  lecture,
  guardianName: '李家长',
  checkedIn,
  satisfaction: null,
  comment: '',
  hasReplay: false,
});

/** As a guardian's browser opens it: outside the console layout, with no query client around it. */
function open() {
  render(
    <AppConfigProvider primaryColor="#1890FF">
      <MemoryRouter initialEntries={[`/parent/lecture?t=${LINK}`]}>
        <Routes>
          <Route path="/parent/lecture" element={<ParentLecturePage />} />
        </Routes>
      </MemoryRouter>
    </AppConfigProvider>,
  );
}

describe('家长学堂报名 page', () => {
  it('registers without an SMS gateway, keeps the ticket and checks in with the code', async () => {
    let checkedIn = false;
    const api = fakeApi()
      .on(parentLectureRoutes.info, lecture)
      .on(parentLectureRoutes.register, { ticket: TICKET })
      .on(parentLectureRoutes.mine, () => mine(checkedIn))
      .on(parentLectureRoutes.checkIn, () => {
        checkedIn = true;
        return '签到成功';
      });
    open();
    expect(await screen.findByText('读懂青春期')).toBeTruthy();
    expect(screen.queryByText('短信验证码')).toBeNull();
    fireEvent.change(screen.getByLabelText('家长姓名'), { target: { value: '李家长' } });
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800001111' } });
    fireEvent.mouseDown(screen.getByLabelText('孩子所在年级'));
    fireEvent.click(await screen.findByTitle('2024级'));
    fireEvent.click(screen.getByRole('button', { name: '提交报名' }));
    expect(await screen.findByText('李家长，您已报名本讲座')).toBeTruthy();
    expect(api.calls(parentLectureRoutes.register)[0]?.body).toMatchObject({
      t: LINK,
      guardianName: '李家长',
      mobile: '13800001111',
      gradeId: 'g1',
    });
    expect(localStorage.getItem(`xinmiao.lecture.${LINK}`)).toBe(TICKET);
    fireEvent.change(screen.getByPlaceholderText('现场公布的签到码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '签到' }));
    expect(await screen.findByText('讲座反馈')).toBeTruthy();
    await waitFor(() =>
      expect(api.calls(parentLectureRoutes.checkIn)[0]?.body).toEqual({ ticket: TICKET, code: '123456' }),
    );
  });

  it('plays the replay with a captions track made from its transcript, and the transcript as text', async () => {
    const made: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      if (blob instanceof Blob) made.push(blob);
      return 'blob:captions';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    localStorage.setItem(`xinmiao.lecture.${LINK}`, TICKET);
    const api = fakeApi()
      .on(parentLectureRoutes.mine, { ...mine(true), hasReplay: true })
      .on(parentLectureRoutes.replay, {
        path: '/sys/common/media/1000/9?expires=1&signature=s',
        expiresAt: '2026-12-01T14:00:00.000Z',
        transcript: '各位家长好\n今天聊聊青春期',
      });
    open();
    fireEvent.click(await screen.findByRole('button', { name: '观看回放' }));
    expect(await screen.findByText(/今天聊聊青春期/)).toBeTruthy();
    const track = document.querySelector('video track[kind="captions"]');
    await waitFor(() => expect(track?.getAttribute('src')).toBe('blob:captions'));
    expect(made[0]?.type).toBe('text/vtt');
    expect(await made[0]?.text()).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:05.000\n各位家长好\n\n00:00:05.000 --> 00:00:10.000\n今天聊聊青春期\n',
    );
    expect(api.calls(parentLectureRoutes.replay)[0]?.query).toEqual({ ticket: TICKET });
  });

  it('says so when the link is refused', async () => {
    fakeApi().on(parentLectureRoutes.info, { refuse: '链接无效或已失效，请向学校索取新的报名链接' });
    open();
    expect(await screen.findByText('链接无效或已失效，请向学校索取新的报名链接')).toBeTruthy();
  });
});
