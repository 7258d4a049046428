import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { type LectureRecord, lectureRoutes } from '@xinmiao/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { LectureFormModal } from './LectureFormModal.tsx';

afterEach(cleanup);

const lecture: LectureRecord = {
  id: 'lec-1',
  title: '亲子沟通讲座',
  mode: 'onsite',
  speaker: '王老师',
  place: '报告厅',
  summary: '',
  startTime: '2026-11-20T11:00:00.000Z',
  endTime: '2026-11-20T12:30:00.000Z',
  capacity: 100,
  gradeIds: ['g-1'],
  gradeNames: ['七年级'],
  status: '2',
  registered: 3,
  attended: 2,
  feedbacks: 1,
  satisfaction: 4,
  checkInCode: '123456',
  replayFileId: 'f-1',
  replayFileName: '讲座回放.mp4',
  transcript: '各位家长好',
  createTime: '2026-11-01T00:00:00.000Z',
};

describe('LectureFormModal', () => {
  it('edits the replay transcript the captions are made from', async () => {
    const fake = fakeApi()
      .on(lectureRoutes.grades, [{ id: 'g-1', name: '七年级' }])
      .on(lectureRoutes.edit, '编辑成功!');
    const onSaved = vi.fn();
    renderInApp(<LectureFormModal open editing={lecture} onClose={() => {}} onSaved={onSaved} />);
    const field = await screen.findByLabelText('回放文字稿');
    expect((field as HTMLTextAreaElement).value).toBe('各位家长好');
    expect(screen.getByText('每行一句，播放回放时作为字幕，家长也可以直接阅读。')).toBeTruthy();
    fireEvent.change(field, { target: { value: '各位家长好\n今天聊聊亲子沟通' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), { timeout: 10_000 });
    expect(fake.calls(lectureRoutes.edit)[0]?.body).toMatchObject({
      id: 'lec-1',
      replayFileId: 'f-1',
      transcript: '各位家长好\n今天聊聊亲子沟通',
    });
  });

  it('starts a new lecture with an empty transcript, which is not required', async () => {
    const fake = fakeApi()
      .on(lectureRoutes.grades, [{ id: 'g-1', name: '七年级' }])
      .on(lectureRoutes.add, 'lec-2');
    renderInApp(<LectureFormModal open editing={null} onClose={() => {}} onSaved={() => {}} />);
    expect(((await screen.findByLabelText('回放文字稿')) as HTMLTextAreaElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    // Nothing is sent while the required fields are empty; the transcript is not one of them.
    expect(await screen.findByText('请输入讲座主题')).toBeTruthy();
    expect(screen.queryByText('请输入回放文字稿')).toBeNull();
    expect(fake.calls(lectureRoutes.add)).toHaveLength(0);
  });
});
