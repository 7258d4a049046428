import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  COURSE_MEDIA_TYPES,
  COURSE_MESSAGES,
  type CourseMediaExtension,
  type UploadState,
} from '@xinmiao/shared';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import type { FileStorage } from '../../core/files/file-storage.ts';
import { allOf } from '../../core/query.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { courseUpload, sysFile } from '../../db/schema.ts';
import { mediaMatches } from './media-sniff.ts';

type UploadRow = typeof courseUpload.$inferSelect;
type Caller = { db: TenantDb; tenantId: number; userId: string };

export const COURSE_FILE_BIZ = 'course';

function isMediaExtension(value: string): value is CourseMediaExtension {
  return Object.hasOwn(COURSE_MEDIA_TYPES, value);
}

/** The client's name reduced to its last segment and printable characters. */
function displayName(fileName: string): string {
  const base = path.posix.basename(fileName.replaceAll('\\', '/'));
  const printable = [...base].filter((c) => c.charCodeAt(0) >= 0x20 && c !== '\u007f' && c !== '"');
  return printable.join('').slice(0, 200) || 'file';
}

const totalChunks = (row: UploadRow): number => Math.ceil(row.size / row.chunkSize);

function stateOf(row: UploadRow): UploadState {
  return {
    id: row.id,
    chunkSize: row.chunkSize,
    totalChunks: totalChunks(row),
    receivedChunks: row.receivedChunks,
    fileId: row.fileId,
  };
}

/** Where chunk `index` of an upload waits: a name derived from the upload's secret seed. */
function chunkKey(tenantId: number, row: UploadRow, index: number): string {
  const name = createHash('sha256').update(`${row.chunkSeed}:${index}`).digest('hex').slice(0, 32);
  return `${tenantId}/course-chunk/${name}.part`;
}

function expectedLength(row: UploadRow, index: number): number {
  const last = totalChunks(row) - 1;
  return index < last ? row.chunkSize : row.size - row.chunkSize * last;
}

/**
 * Resumable uploads of lesson media (up to 2 GB) through `FileStorage`: chunks of a size fixed at the
 * start arrive in order, each stored as its own object; the first is checked against the extension's
 * magic bytes; the last joins them, streaming, into one `sys_file` (biz `course`). A chunk cut off by a
 * lost connection is never stored, so `receivedChunks` is always where the client resumes.
 */
export class ChunkedUploads {
  constructor(private readonly storage: FileStorage) {}

  async begin(caller: Caller, input: { fileName: string; size: number; chunkSize: number }) {
    const name = displayName(input.fileName);
    const extension = path.extname(name).slice(1).toLowerCase();
    if (!isMediaExtension(extension)) throw new AppError(COURSE_MESSAGES.badType);
    const [id = ''] = await caller.db.insert(courseUpload, {
      ownerId: caller.userId,
      fileName: name,
      extension,
      size: input.size,
      chunkSize: input.chunkSize,
      chunkSeed: randomBytes(16).toString('hex'),
    });
    return stateOf(await this.owned(caller, id));
  }

  async state(caller: Caller, id: string): Promise<UploadState> {
    return stateOf(await this.owned(caller, id));
  }

  async chunk(caller: Caller, id: string, index: number, data: Buffer): Promise<UploadState> {
    const row = await this.owned(caller, id);
    if (row.state !== 'uploading') throw new AppError(COURSE_MESSAGES.uploadDone);
    if (index !== row.receivedChunks) throw new AppError(COURSE_MESSAGES.wrongChunk);
    if (data.byteLength !== expectedLength(row, index)) throw new AppError(COURSE_MESSAGES.chunkSize);
    if (index === 0 && !mediaMatches(row.extension as CourseMediaExtension, data)) {
      await caller.db.delete(courseUpload, eq(courseUpload.id, row.id));
      throw new AppError(COURSE_MESSAGES.contentMismatch);
    }
    const key = chunkKey(caller.tenantId, row, index);
    // A chunk stored by an attempt whose answer never arrived is replaced, not kept.
    await this.storage.delete(key);
    await this.storage.put(key, data, 'application/octet-stream');
    const advanced = await caller.db.update(
      courseUpload,
      { receivedChunks: index + 1, updateTime: new Date() },
      allOf(eq(courseUpload.id, row.id), eq(courseUpload.receivedChunks, index)),
    );
    if (advanced === 0) throw new AppError(COURSE_MESSAGES.wrongChunk);
    const next = { ...row, receivedChunks: index + 1 };
    if (next.receivedChunks < totalChunks(next)) return stateOf(next);
    return stateOf(await this.join(caller, next));
  }

  private async owned(caller: Caller, id: string): Promise<UploadRow> {
    const row = await caller.db.first(
      courseUpload,
      and(eq(courseUpload.id, id), eq(courseUpload.ownerId, caller.userId)),
    );
    if (!row) throw new AppError(COURSE_MESSAGES.notFound);
    return row;
  }

  /** Streams the chunks into one stored file, hashing on the way, then drops the chunks. */
  private async join(caller: Caller, row: UploadRow): Promise<UploadRow> {
    const storage = this.storage;
    const hash = createHash('sha256');
    const chunks = Array.from({ length: totalChunks(row) }, (_, i) => chunkKey(caller.tenantId, row, i));
    async function* bytes() {
      for (const key of chunks) {
        const data = await storage.get(key);
        if (!data) throw new Error(`upload chunk missing: ${key}`);
        hash.update(data);
        yield data;
      }
    }
    const extension = row.extension as CourseMediaExtension;
    const contentType = COURSE_MEDIA_TYPES[extension];
    const storageKey = `${COURSE_FILE_BIZ}/${randomBytes(16).toString('hex')}.${extension}`;
    await storage.putStream(
      `${caller.tenantId}/${storageKey}`,
      Readable.from(bytes()),
      row.size,
      contentType,
    );
    const done = await caller.db.transaction(async (tdb) => {
      const [fileId = ''] = await tdb.insert(sysFile, {
        storageKey,
        biz: COURSE_FILE_BIZ,
        originalName: row.fileName,
        contentType,
        size: row.size,
        sha256: hash.digest('hex'),
        ownerId: caller.userId,
      });
      await tdb.update(
        courseUpload,
        { state: 'done', fileId, updateTime: new Date() },
        eq(courseUpload.id, row.id),
      );
      return { ...row, state: 'done', fileId };
    });
    for (const key of chunks) await storage.delete(key);
    return done;
  }
}
