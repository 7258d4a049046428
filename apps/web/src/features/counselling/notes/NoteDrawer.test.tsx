import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Booking, noteRoutes } from '@xinmiao/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { NoteDrawer } from './NoteDrawer.tsx';

const booking: Booking = {
  id: 'b1',
  studentId: 's1',
  studentName: '刘思远',
  studentNo: '20230103',
  counsellorId: 'u1',
  counsellorName: '林心怡',
  roomId: null,
  roomName: null,
  meetingUrl: null,
  caseId: null,
  slotStart: '2026-11-27 10:00:00',
  slotEnd: '2026-11-27 10:50:00',
  mode: 'offline',
  kind: 'psych',
  status: 'completed',
  topic: '学业压力',
  intake: null,
  riskLevel: null,
  prescreenNote: null,
  cancelReason: null,
  rescheduleCount: 0,
  createTime: '2026-11-20 09:00:00',
};

const draft = {
  id: 'n1',
  bookingId: 'b1',
  version: 1,
  content: '初访：学业压力',
  amendReason: null,
  signedBy: null,
  signedTime: null,
  createTime: '2026-11-27 11:00:00',
};

/** The confirm dialog (its title is also read out to screen readers, hence the first match). */
async function question(): Promise<HTMLElement> {
  const [title] = await screen.findAllByText('签署这份咨询记录？');
  return title?.closest('.ant-modal') as HTMLElement;
}

afterEach(cleanup);

describe('NoteDrawer', () => {
  it('asks before signing, saves what was typed since, then signs', async () => {
    const fake = fakeApi()
      .on(noteRoutes.versions, { bookingId: 'b1', canWrite: true, versions: [draft] })
      .on(noteRoutes.save, '咨询记录已保存')
      .on(noteRoutes.sign, '已签署');
    renderInApp(<NoteDrawer booking={booking} onClose={() => undefined} />);
    const editor = await screen.findByLabelText('记录内容');
    await waitFor(() => expect((editor as HTMLTextAreaElement).value).toBe('初访：学业压力'));
    fireEvent.change(editor, { target: { value: '初访：学业压力，睡眠欠佳' } });
    fireEvent.click(screen.getByRole('button', { name: '签署' }));
    const dialog = await question();
    expect(within(dialog).getByText(/签署后本版记录锁定/)).toBeTruthy();
    expect(fake.calls(noteRoutes.sign)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '签署' }));
    await waitFor(() => expect(fake.calls(noteRoutes.sign)).toHaveLength(1));
    expect(fake.calls(noteRoutes.save)[0]?.body).toEqual({
      bookingId: 'b1',
      content: '初访：学业压力，睡眠欠佳',
    });
  });

  it('cancelling the question signs nothing', async () => {
    const fake = fakeApi().on(noteRoutes.versions, { bookingId: 'b1', canWrite: true, versions: [draft] });
    renderInApp(<NoteDrawer booking={booking} onClose={() => undefined} />);
    await screen.findByDisplayValue('初访：学业压力');
    fireEvent.click(screen.getByRole('button', { name: '签署' }));
    const dialog = await question();
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(fake.calls(noteRoutes.sign)).toHaveLength(0);
    expect(fake.calls(noteRoutes.save)).toHaveLength(0);
  });
});
