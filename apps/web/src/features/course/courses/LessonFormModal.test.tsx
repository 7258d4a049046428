import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { courseRoutes } from '@xinmiao/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { LessonFormModal } from './LessonFormModal.tsx';

afterEach(cleanup);

// The editor is a lazy chunk (Tiptap): load it before the dialogs render, so a slow first import
// on a busy machine fails here with its own error instead of as a missing text.
beforeAll(() => import('../../../components/rich-text/RichTextEditor.tsx'), 60_000);

describe('LessonFormModal', () => {
  it('edits a rich-text lesson, keeping its content and sending no file', async () => {
    const fake = fakeApi().on(courseRoutes.lessonEdit, '编辑成功!');
    const onSaved = vi.fn();
    const lesson = {
      id: 'l-1',
      chapterId: 'ch-1',
      title: '认识情绪',
      kind: 'text',
      content: '<p>情绪是信号</p>',
      fileId: null,
      fileName: null,
      transcript: '',
      durationSeconds: 0,
      sortNo: 1,
    };
    renderInApp(
      <LessonFormModal dialog={{ chapterId: 'ch-1', lesson }} onClose={() => {}} onSaved={onSaved} />,
    );
    await screen.findByText('情绪是信号');
    const title = screen.getByDisplayValue('认识情绪');
    fireEvent.change(title, { target: { value: '认识我的情绪' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), { timeout: 10_000 });
    expect(fake.calls(courseRoutes.lessonEdit)[0]?.body).toEqual({
      id: 'l-1',
      title: '认识我的情绪',
      kind: 'text',
      content: '<p>情绪是信号</p>',
      transcript: '',
      fileId: null,
      sortNo: 1,
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
