import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live. Keys are `<tenantId>/<biz>/<random>.<ext>`, built by the files module from
 * checked parts only; implementations still refuse any key that could leave their root.
 */
export type FileStorage = {
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Stores `size` bytes read from `data` (a large file never held in memory at once). */
  putStream(key: string, data: Readable, size: number, contentType: string): Promise<void>;
  /** The stored size in bytes, or null when nothing is stored under the key. */
  sizeOf(key: string): Promise<number | null>;
  /** Bytes `start` to `end` (inclusive) of a stored file, as a stream. */
  readRange(key: string, start: number, end: number): Promise<Readable>;
};

const SAFE_KEY = /^[0-9]{1,10}\/[A-Za-z0-9_-]{1,32}\/[0-9a-f]{32}\.[a-z0-9]{1,5}$/;

/** Every storage checks the key again: a bug upstream must not become a path traversal. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key refused: ${JSON.stringify(key.slice(0, 80))}`);
}
