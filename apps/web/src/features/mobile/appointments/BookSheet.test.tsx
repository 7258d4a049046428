import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Slot } from '@xinmiao/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppConfigProvider } from '../../../app/AppConfigProvider.tsx';
import { BookSheet } from './BookSheet.tsx';

const slot: Slot = {
  counsellorId: 'c1',
  counsellorName: '林心怡',
  start: '2026-11-25 09:00:00',
  end: '2026-11-25 09:50:00',
  mode: 'offline',
  roomId: 'r1',
  roomName: '主校区 求真楼 301 个体咨询室',
  specialties: null,
  targetGroups: null,
  seats: 1,
  booked: 0,
  taken: false,
};

function renderSheet(reply: object) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify({ code: 200, timestamp: 1, ...reply }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const booked = vi.fn();
  const taken = vi.fn();
  render(
    <AppConfigProvider primaryColor="#1890FF">
      <BookSheet slot={slot} onClose={() => {}} onBooked={booked} onTaken={taken} />
    </AppConfigProvider>,
  );
  return { fetchMock, booked, taken };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BookSheet', () => {
  it('asks for the topic and the consent before sending anything', async () => {
    const { fetchMock } = renderSheet({ success: true, message: '', result: { id: 'b1' } });
    fireEvent.click(screen.getByRole('button', { name: '提交预约' }));
    expect(await screen.findByText('请输入咨询主题')).toBeTruthy();
    expect(screen.getByText('请阅读并同意咨询知情同意书')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the slot with consent, and on a lost race refreshes the slots', async () => {
    const { fetchMock, taken, booked } = renderSheet({
      success: false,
      code: 500,
      message: '该时段已被预约，请选择其他时段',
      result: null,
    });
    fireEvent.change(screen.getByLabelText('咨询主题'), { target: { value: '学业压力' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '提交预约' }));
    await waitFor(() => expect(taken).toHaveBeenCalled());
    expect(booked).not.toHaveBeenCalled();
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body).toMatchObject({
      counsellorId: 'c1',
      slotStart: '2026-11-25 09:00',
      topic: '学业压力',
      consent: true,
    });
  });
});
