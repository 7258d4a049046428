import type { UploadState } from '@xinmiao/shared';

/** What the upload needs from the server: the three chunked-upload routes. */
export type UploadTransport = {
  begin: (input: { fileName: string; size: number; chunkSize: number }) => Promise<UploadState>;
  state: (uploadId: string) => Promise<UploadState>;
  chunk: (uploadId: string, index: number, bytes: Blob) => Promise<UploadState>;
};

export type UploadOptions = {
  chunkSize: number;
  /** An upload begun earlier (its id): continue where the server says it stopped. */
  resumeId?: string;
  /** Failed chunks in a row before giving up; each failure first asks the server where it stands. */
  retries?: number;
  onProgress?: (state: UploadState) => void;
};

/** An upload that stopped: `uploadId` lets the next try resume instead of starting again. */
export class UploadInterrupted extends Error {
  constructor(
    readonly uploadId: string,
    cause: unknown,
  ) {
    super(cause instanceof Error && cause.message ? cause.message : '上传中断', { cause });
  }
}

/**
 * Sends a file chunk by chunk and returns the stored file's id. After a failed chunk it asks the
 * server how many chunks it holds and goes on from there (a cut connection may or may not have
 * stored the chunk); after `retries` failures in a row it throws `UploadInterrupted` to resume later.
 */
export async function uploadInChunks(
  file: File,
  transport: UploadTransport,
  { chunkSize, resumeId, retries = 3, onProgress }: UploadOptions,
): Promise<string> {
  let state = resumeId
    ? await transport.state(resumeId)
    : await transport.begin({ fileName: file.name, size: file.size, chunkSize });
  onProgress?.(state);
  let failures = 0;
  while (!state.fileId) {
    const index = state.receivedChunks;
    if (index >= state.totalChunks) throw new UploadInterrupted(state.id, new Error('上传状态不正确'));
    const start = index * state.chunkSize;
    try {
      state = await transport.chunk(state.id, index, file.slice(start, start + state.chunkSize));
      failures = 0;
    } catch (error) {
      failures += 1;
      if (failures > retries) throw new UploadInterrupted(state.id, error);
      try {
        state = await transport.state(state.id);
      } catch {
        // The server is out of reach too: the next try asks again.
      }
    }
    onProgress?.(state);
  }
  return state.fileId;
}

/** Share of the file stored, 0–100. */
export function uploadPercent(state: UploadState): number {
  if (state.fileId) return 100;
  return state.totalChunks ? Math.floor((state.receivedChunks / state.totalChunks) * 100) : 0;
}
