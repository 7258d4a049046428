import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { type CounsellingCase, clinicalGrantRoutes, noteRoutes, toPage } from '@xinmiao/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { accessStore, emptyAccess } from '../../../access/access-store.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { CasesPage } from './CasesPage.tsx';

const openCase: CounsellingCase = {
  id: 'c1',
  studentId: 's1',
  studentName: '王小明',
  counsellorId: 'u1',
  counsellorName: '李心理',
  status: 'open',
  plan: null,
  plannedSessions: null,
  closingReport: null,
  sessions: 1,
  createTime: '2026-11-27 10:00:00',
  abilities: {
    plan: true,
    refer: false,
    supervise: false,
    resume: false,
    closingReport: false,
    close: false,
    followUp: false,
  },
};

function renderPage() {
  accessStore.set({
    ...emptyAccess,
    auth: ['counselling:case:list', 'counselling:case:edit'].map((action) => ({
      action,
      type: '1',
      describe: action,
    })),
  });
  const fake = fakeApi()
    .on(noteRoutes.cases, toPage([openCase], 31, 1, 10))
    .on(clinicalGrantRoutes.list, []);
  renderInApp(
    <MemoryRouter initialEntries={['/counselling/cases']}>
      <CasesPage />
    </MemoryRouter>,
  );
  return fake;
}

const pageCalls = (fake: ReturnType<typeof renderPage>) =>
  fake.calls(noteRoutes.cases).map((call) => new URLSearchParams(call.query));

afterEach(() => {
  cleanup();
  accessStore.set(emptyAccess);
});

describe('CasesPage', { timeout: 30_000 }, () => {
  it('pages through the server, newest first, and searches by student and status from page 1', async () => {
    const fake = renderPage();
    expect(await screen.findByText('王小明')).toBeTruthy();
    expect(screen.getByText(/共 31 条/)).toBeTruthy();
    expect([pageCalls(fake)[0]?.get('column'), pageCalls(fake)[0]?.get('order')]).toEqual([
      'createTime',
      'desc',
    ]);
    fireEvent.click(screen.getByTitle('4'));
    await waitFor(() => expect(pageCalls(fake).at(-1)?.get('pageNo')).toBe('4'));
    fireEvent.change(screen.getByPlaceholderText('姓名或学号'), { target: { value: '王' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '状态' }));
    fireEvent.click((await screen.findAllByTitle('咨询中')).at(-1) as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: /查\s?询/ }));
    await waitFor(() => expect(pageCalls(fake).at(-1)?.get('status')).toBe('active'), { timeout: 5000 });
    const last = pageCalls(fake).at(-1);
    expect([last?.get('keyWord'), last?.get('pageNo')]).toEqual(['王', '1']);
  });

  it('offers 流转 on a case that has a next step', async () => {
    renderPage();
    await screen.findByText('王小明');
    fireEvent.click(screen.getByRole('button', { name: '流转' }));
    expect(await screen.findByText('个案流转')).toBeTruthy();
  });
});
