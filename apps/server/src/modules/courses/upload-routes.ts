import { courseRoutes } from '@xinmiao/shared';
import { ok } from '../../core/envelope.ts';
import type { FileStorage } from '../../core/files/file-storage.ts';
import type { Registrar } from '../../core/register-route.ts';
import { ChunkedUploads } from './chunked-upload.ts';

/** Resumable lesson-media uploads: begin, ask where to resume, send the next chunk. */
export function registerUploadRoutes(r: Registrar, storage: FileStorage): void {
  const uploads = new ChunkedUploads(storage);
  r.route(courseRoutes.uploadBegin, async (ctx, { body }) => ok(await uploads.begin(ctx, body)));
  r.route(courseRoutes.uploadState, async (ctx, { query }) => ok(await uploads.state(ctx, query.id)));
  r.route(courseRoutes.uploadChunk, async (ctx, { query, body }) => {
    const chunk = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
    return ok(await uploads.chunk(ctx, query.id, query.index, chunk));
  });
}
