import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { counsellingRoutes, type RotaLine, toPage } from '@xinmiao/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { accessStore, emptyAccess } from '../../../access/access-store.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { RotaPage } from './RotaPage.tsx';

const line: RotaLine = {
  id: 'l1',
  counsellorId: 'u1',
  counsellorName: '李心理',
  weekday: 1,
  startTime: '09:00',
  endTime: '11:00',
  slotMinutes: 50,
  seats: 1,
  mode: 'offline',
  roomId: null,
  roomName: null,
  specialties: '学业压力',
  targetGroups: null,
  kind: 'psych',
};

function renderPage() {
  accessStore.set({
    ...emptyAccess,
    auth: [{ action: 'counselling:rota:list', type: '1', describe: '排班' }],
  });
  const fake = fakeApi()
    .on(counsellingRoutes.counsellors, [{ id: 'u1', name: '李心理' }])
    .on(counsellingRoutes.exceptions, [])
    .on(counsellingRoutes.rooms, [])
    .on(counsellingRoutes.sessionWindow, { beforeStart: 30, afterEnd: 120 })
    .on(counsellingRoutes.rota, toPage([line], 12, 1, 10));
  renderInApp(
    <MemoryRouter initialEntries={['/counselling/rota']}>
      <RotaPage />
    </MemoryRouter>,
  );
  return fake;
}

const rotaCalls = (fake: ReturnType<typeof renderPage>) =>
  fake.calls(counsellingRoutes.rota).map((call) => new URLSearchParams(call.query));

afterEach(() => {
  cleanup();
  accessStore.set(emptyAccess);
});

describe('RotaPage', { timeout: 30_000 }, () => {
  it('pages the rota through the server in its weekly order and filters by counsellor', async () => {
    const fake = renderPage();
    expect(await screen.findByText('学业压力')).toBeTruthy();
    expect(screen.getByText(/共 12 条/)).toBeTruthy();
    expect(rotaCalls(fake)[0]?.has('column')).toBe(false);
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(rotaCalls(fake).at(-1)?.get('pageNo')).toBe('2'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '咨询师' }));
    fireEvent.click((await screen.findAllByTitle('李心理')).at(-1) as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: /查\s?询/ }));
    await waitFor(() => expect(rotaCalls(fake).at(-1)?.get('counsellorId')).toBe('u1'), { timeout: 5000 });
    expect(rotaCalls(fake).at(-1)?.get('pageNo')).toBe('1');
  });

  it("shows the school's 咨询时段规则 read-only to a viewer who may not edit the rota", async () => {
    const fake = renderPage();
    const before = (await screen.findByLabelText('开始前可签到')) as HTMLInputElement;
    await waitFor(() => expect(before.value).toBe('30'));
    expect(before.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: '保存规则' })).toBeNull();
    expect(fake.calls(counsellingRoutes.saveSessionWindow)).toHaveLength(0);
  });
});
