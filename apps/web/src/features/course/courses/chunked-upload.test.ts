import type { UploadState } from '@xinmiao/shared';
import { describe, expect, it } from 'vitest';
import { UploadInterrupted, type UploadTransport, uploadInChunks, uploadPercent } from './chunked-upload.ts';

/**
 * An in-memory stand-in for the server's chunked upload: it keeps the bytes, takes only the next
 * chunk in order, and can be told to drop chunks (after storing them or before) like a cut line.
 */
function memoryServer(chunkSize: number) {
  const stored: Uint8Array[] = [];
  let total = 0;
  const failures: { index: number; storedFirst: boolean }[] = [];
  const sent: number[] = [];
  const snapshot = (): UploadState => ({
    id: 'u1',
    chunkSize,
    totalChunks: total,
    receivedChunks: stored.length,
    fileId: stored.length === total ? 'file-1' : null,
  });
  const transport: UploadTransport = {
    begin: async ({ size }) => {
      total = Math.ceil(size / chunkSize);
      return snapshot();
    },
    state: async () => snapshot(),
    chunk: async (_id, index, bytes) => {
      sent.push(index);
      if (index !== stored.length) throw new Error('分片顺序不对');
      const body = new Uint8Array(await bytes.arrayBuffer());
      const failure = failures.findIndex((f) => f.index === index);
      if (failure >= 0) {
        if (failures.splice(failure, 1)[0]?.storedFirst) stored.push(body);
        throw new Error('网络中断');
      }
      stored.push(body);
      return snapshot();
    },
  };
  const bytes = () => new Uint8Array(stored.flatMap((chunk) => [...chunk]));
  return { transport, failures, sent, bytes };
}

const fileOf = (size: number) =>
  new File([Uint8Array.from({ length: size }, (_, i) => i % 251)], 'lesson.mp4', { type: 'video/mp4' });

describe('uploadInChunks', () => {
  it('sends every chunk in order and returns the stored file', async () => {
    const server = memoryServer(4);
    const file = fileOf(10);
    const seen: number[] = [];
    const fileId = await uploadInChunks(file, server.transport, {
      chunkSize: 4,
      onProgress: (s) => seen.push(uploadPercent(s)),
    });
    expect(fileId).toBe('file-1');
    expect(server.sent).toEqual([0, 1, 2]);
    expect(server.bytes()).toEqual(new Uint8Array(await file.arrayBuffer()));
    expect(seen.at(-1)).toBe(100);
  });

  it('asks where the server stands after a failed chunk, whether or not the chunk arrived', async () => {
    const server = memoryServer(4);
    server.failures.push({ index: 1, storedFirst: true }, { index: 2, storedFirst: false });
    const file = fileOf(14);
    expect(await uploadInChunks(file, server.transport, { chunkSize: 4 })).toBe('file-1');
    // Chunk 1 was stored before the line dropped: it is not sent again; chunk 2 is.
    expect(server.sent).toEqual([0, 1, 2, 2, 3]);
    expect(server.bytes()).toEqual(new Uint8Array(await file.arrayBuffer()));
  });

  it('gives up after the retries with the upload id, and a later try resumes from there', async () => {
    const server = memoryServer(4);
    server.failures.push(
      { index: 1, storedFirst: false },
      { index: 1, storedFirst: false },
      { index: 1, storedFirst: false },
    );
    const file = fileOf(12);
    const stopped = await uploadInChunks(file, server.transport, { chunkSize: 4, retries: 2 }).catch(
      (e: unknown) => e,
    );
    expect(stopped).toBeInstanceOf(UploadInterrupted);
    expect((stopped as UploadInterrupted).uploadId).toBe('u1');
    const resumed = await uploadInChunks(file, server.transport, { chunkSize: 4, resumeId: 'u1' });
    expect(resumed).toBe('file-1');
    expect(server.sent).toEqual([0, 1, 1, 1, 1, 2]);
    expect(server.bytes()).toEqual(new Uint8Array(await file.arrayBuffer()));
  });
});
