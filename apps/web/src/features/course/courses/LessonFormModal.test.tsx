import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { courseRoutes } from '@xinmiao/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { LessonFormModal } from './LessonFormModal.tsx';

afterEach(cleanup);

describe('LessonFormModal', () => {
  it('adds a rich-text lesson to the chapter without a file', async () => {
    const fake = fakeApi().on(courseRoutes.lessonAdd, 'lesson-1');
    const onSaved = vi.fn();
    renderInApp(
      <LessonFormModal dialog={{ chapterId: 'ch-1', lesson: null }} onClose={() => {}} onSaved={onSaved} />,
    );
    fireEvent.change(screen.getByPlaceholderText('请输入课时名称'), { target: { value: '认识情绪' } });
    fireEvent.change(await screen.findByPlaceholderText('<p>正文</p>'), {
      target: { value: '<p>情绪是信号</p>' },
    });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fake.calls(courseRoutes.lessonAdd)[0]?.body).toMatchObject({
      chapterId: 'ch-1',
      title: '认识情绪',
      kind: 'text',
      content: '<p>情绪是信号</p>',
      fileId: null,
    });
  });

  it('asks for the file of a video lesson before sending', async () => {
    const fake = fakeApi().on(courseRoutes.lessonAdd, 'lesson-1');
    renderInApp(
      <LessonFormModal dialog={{ chapterId: 'ch-1', lesson: null }} onClose={() => {}} onSaved={() => {}} />,
    );
    fireEvent.change(screen.getByPlaceholderText('请输入课时名称'), { target: { value: '放松训练' } });
    fireEvent.click(screen.getByLabelText('视频'));
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请先上传该课时的文件')).toBeTruthy();
    expect(fake.calls(courseRoutes.lessonAdd)).toHaveLength(0);
  });
});
