import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, type FileStorage } from './file-storage.ts';

function isMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}

/** Files under one directory on local disk (`<DATA_DIR>/files` by default). */
export function localFileStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const fileOf = (key: string): string => {
    assertSafeKey(key);
    const file = path.resolve(base, ...key.split('/'));
    if (!file.startsWith(`${base}${path.sep}`)) throw new Error('storage key leaves the storage root');
    return file;
  };
  return {
    kind: 'local',
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // `wx`: a key is random and written once; an existing file is never overwritten.
      await writeFile(file, data, { flag: 'wx', mode: 0o640 });
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async putStream(key, data, size) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await pipeline(data, createWriteStream(file, { flags: 'wx', mode: 0o640 }));
      const written = (await stat(file)).size;
      if (written !== size) {
        await rm(file, { force: true });
        throw new Error(`stored ${written} bytes where ${size} were announced`);
      }
    },
    async sizeOf(key) {
      try {
        return (await stat(fileOf(key))).size;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async readRange(key, start, end) {
      return createReadStream(fileOf(key), { start, end });
    },
  };
}
