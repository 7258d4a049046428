import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { bookingRoutes, type Slot } from '@xinmiao/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppConfigProvider } from '../../../app/AppConfigProvider.tsx';
import { type FakeRefusal, fakeApi } from '../../../testing/fake-api.ts';
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
  kind: 'psych',
};

function renderSheet(reply: { id: string } | FakeRefusal, picked: Slot = slot) {
  const fake = fakeApi().on(bookingRoutes.book, reply);
  const booked = vi.fn();
  const taken = vi.fn();
  render(
    <AppConfigProvider primaryColor="#1890FF">
      <BookSheet slot={picked} onClose={() => {}} onBooked={booked} onTaken={taken} />
    </AppConfigProvider>,
  );
  return { fake, booked, taken };
}

afterEach(cleanup);

describe('BookSheet', () => {
  it('asks for the topic and the consent before sending anything', async () => {
    const { fake } = renderSheet({ id: 'b1' });
    fireEvent.click(screen.getByRole('button', { name: '提交预约' }));
    expect(await screen.findByText('请输入咨询主题')).toBeTruthy();
    expect(screen.getByText('请阅读并同意咨询知情同意书')).toBeTruthy();
    expect(fake.fetch).not.toHaveBeenCalled();
  });

  it('sends the slot with consent, and on a lost race refreshes the slots', async () => {
    const { fake, taken, booked } = renderSheet({ refuse: '该时段已被预约，请选择其他时段' });
    fireEvent.change(screen.getByLabelText('咨询主题'), { target: { value: '学业压力' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '提交预约' }));
    await waitFor(() => expect(taken).toHaveBeenCalled());
    expect(booked).not.toHaveBeenCalled();
    expect(fake.calls(bookingRoutes.book)[0]?.body).toMatchObject({
      kind: 'psych',
      counsellorId: 'c1',
      slotStart: '2026-11-25 09:00',
      topic: '学业压力',
      consent: true,
    });
  });

  it('asks a 生涯咨询 no intake and sends its kind', async () => {
    const { fake, booked } = renderSheet({ id: 'b2' }, { ...slot, counsellorName: '周两校', kind: 'career' });
    expect(screen.queryByLabelText('简单描述你的情况（选填）')).toBeNull();
    expect(screen.getByText(/生涯咨询须知/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('咨询主题'), { target: { value: '考研还是就业' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '提交预约' }));
    await waitFor(() => expect(booked).toHaveBeenCalled());
    const body = fake.calls(bookingRoutes.book)[0]?.body;
    expect(body).toMatchObject({ kind: 'career', topic: '考研还是就业', consent: true });
    expect(body).not.toHaveProperty('intake');
  });
});
