import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { screeningTaskRoutes, toPage } from '@xinmiao/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { accessStore, emptyAccess } from '../../../access/access-store.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import type { ReviewRow } from './columns.tsx';
import { ReviewQueuePage } from './ReviewQueuePage.tsx';

const sheet: ReviewRow = {
  id: 'r1',
  studentId: 's1',
  studentNo: '20230201',
  studentName: '王小明',
  orgCode: 'A01',
  scaleCode: 'PHQ9',
  scaleVersion: '1',
  total: 9,
  band: null,
  level: 0,
  valid: false,
  reviewStatus: 'pending',
  rules: ['作答时间过短'],
  createTime: '2026-11-27 10:00:00',
  taskName: '2026年秋季普查',
  reviewNote: null,
};

function renderPage() {
  accessStore.set({
    ...emptyAccess,
    auth: [{ action: 'screening:result:review', type: '1', describe: '审核' }],
  });
  const fake = fakeApi()
    .on(screeningTaskRoutes.reviewQueue, toPage([sheet], 23, 1, 10))
    .on(screeningTaskRoutes.review, '审核完成');
  renderInApp(
    <MemoryRouter initialEntries={['/screening/review']}>
      <ReviewQueuePage />
    </MemoryRouter>,
  );
  return fake;
}

const queueCalls = (fake: ReturnType<typeof renderPage>) =>
  fake.calls(screeningTaskRoutes.reviewQueue).map((call) => new URLSearchParams(call.query));

afterEach(() => {
  cleanup();
  accessStore.set(emptyAccess);
});

describe('ReviewQueuePage', { timeout: 30_000 }, () => {
  it('asks the server for one page of the pending tab, and a tab switch starts again at page 1', async () => {
    const fake = renderPage();
    expect(await screen.findByText('王小明')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '测评任务' })).toBeTruthy();
    expect(screen.getByText(/共 23 条/)).toBeTruthy();
    expect(queueCalls(fake)[0]?.get('reviewStatus')).toBe('pending');
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(queueCalls(fake).at(-1)?.get('pageNo')).toBe('3'));
    fireEvent.click(screen.getByText('确认作废', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(queueCalls(fake).at(-1)?.get('reviewStatus')).toBe('invalid'));
    expect(queueCalls(fake).at(-1)?.get('pageNo')).toBe('1');
  });

  it('sends the note typed under the question with the decision', async () => {
    const fake = renderPage();
    await screen.findByText('王小明');
    fireEvent.click(screen.getByRole('button', { name: '确认作废' }));
    const input = (await screen.findByText('确认作废这份答卷？'))
      .closest('.ant-popover')
      ?.querySelector('input') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '作答过快' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s?定|OK/ }));
    await waitFor(() =>
      expect(fake.calls(screeningTaskRoutes.review)[0]?.body).toEqual({
        id: 'r1',
        decision: 'invalid',
        note: '作答过快',
      }),
    );
  });
});
