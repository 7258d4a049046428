import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { type MyCourseDetail, myCourseRoutes } from '@xinmiao/shared';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { CoursePlayerPage } from './CoursePlayerPage.tsx';

afterEach(cleanup);

/** A lesson's HTML is read in a sandboxed frame: the frame of that lesson, holding that text. */
async function lessonFrame(title: string, text: string) {
  const frame = await screen.findByTitle(title);
  expect(frame.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox');
  expect(frame.getAttribute('srcdoc')).toContain(text);
  return frame;
}

const lesson = (id: string, title: string, content: string) => ({
  id,
  chapterId: 'ch-1',
  title,
  kind: 'text',
  content,
  fileId: null,
  fileName: null,
  transcript: '',
  durationSeconds: 0,
  sortNo: 0,
});

const COURSE: MyCourseDetail = {
  id: 'c-1',
  title: '情绪管理',
  category: 'mental',
  summary: '',
  status: '1',
  publishTime: null,
  createBy: null,
  createTime: null,
  chapters: [
    {
      id: 'ch-1',
      title: '第一章',
      sortNo: 0,
      lessons: [
        lesson('l-1', '认识情绪', '<p>情绪是信号</p>'),
        lesson('l-2', '接纳情绪', '<p>允许它存在</p>'),
      ],
    },
  ],
  progress: [{ lessonId: 'l-1', positionSeconds: 0, watchedShare: 100, finished: true }],
};

function open(path: string) {
  renderInApp(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/m/course/:courseId" element={<CoursePlayerPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('CoursePlayerPage', () => {
  it('opens the first lesson not finished and saves it as read, then says the course is complete', async () => {
    const fake = fakeApi().on(myCourseRoutes.detail, COURSE).on(myCourseRoutes.progress, true);
    open('/m/course/c-1');
    await lessonFrame('接纳情绪', '允许它存在');
    fireEvent.click(screen.getByRole('button', { name: '我学完了' }));
    expect(await screen.findByText('恭喜，你已学完这门课程！')).toBeTruthy();
    expect(fake.calls(myCourseRoutes.detail)[0]?.query).toEqual({ id: 'c-1' });
    expect(fake.calls(myCourseRoutes.progress)[0]?.body).toEqual({
      lessonId: 'l-2',
      positionSeconds: 0,
      watchedShare: 100,
      finished: true,
    });
    await waitFor(() => expect(screen.getByRole('button', { name: '已学完' })).toBeTruthy());
  });

  it('opens the lesson named in the address and offers the next one', async () => {
    fakeApi().on(myCourseRoutes.detail, COURSE);
    open('/m/course/c-1?lesson=l-1');
    await lessonFrame('认识情绪', '情绪是信号');
    fireEvent.click(screen.getByRole('button', { name: '下一课：接纳情绪' }));
    await lessonFrame('接纳情绪', '允许它存在');
  });
});
