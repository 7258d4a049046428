import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { courseRoutes, type UploadState } from '@xinmiao/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { LessonFileField } from './LessonFileField.tsx';

afterEach(cleanup);

const state = (received: number, fileId: string | null = null): UploadState => ({
  id: 'up-1',
  chunkSize: 4 * 1024 * 1024,
  totalChunks: 1,
  receivedChunks: received,
  fileId,
});

describe('LessonFileField', () => {
  it('stops after the line keeps failing and 继续上传 sends the rest of the same upload', async () => {
    let lineDown = true;
    const fake = fakeApi()
      .on(courseRoutes.uploadBegin, state(0))
      .on(courseRoutes.uploadState, state(0))
      .on(courseRoutes.uploadChunk, () => (lineDown ? { refuse: '网络中断' } : state(1, 'file-9')));
    const onChange = vi.fn();
    renderInApp(<LessonFileField onChange={onChange} />);
    const file = new File([new Uint8Array([1, 2, 3])], 'intro.mp3', { type: 'audio/mpeg' });
    fireEvent.change(screen.getByLabelText('课时文件'), { target: { files: [file] } });

    const resume = await screen.findByRole('button', { name: '继续上传' });
    expect(screen.getByText('网络中断')).toBeTruthy();
    expect(fake.calls(courseRoutes.uploadBegin)[0]?.body).toMatchObject({ fileName: 'intro.mp3', size: 3 });
    expect(fake.calls(courseRoutes.uploadChunk).map((c) => c.query)).toEqual(
      Array(4).fill({ id: 'up-1', index: '0' }),
    );

    lineDown = false;
    fireEvent.click(resume);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('file-9'));
    expect(fake.calls(courseRoutes.uploadBegin)).toHaveLength(1);
    expect(fake.calls(courseRoutes.uploadState).at(-1)?.query).toEqual({ id: 'up-1' });
  });
});
