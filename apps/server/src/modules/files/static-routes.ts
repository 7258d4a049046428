import { filesRoutes, STORED_KEY_PATTERN } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { FileReply } from '../../core/file-reply.ts';
import type { FileStorage } from '../../core/files/file-storage.ts';
import type { Registrar } from '../../core/register-route.ts';
import { sysFile } from '../../db/schema.ts';

/**
 * Shown in the page where they are linked. A PDF is not: the magic-byte check says nothing of its
 * scripts, forms and links, so the static route hands it over as a download and only the preview
 * route (`pdfPreviewIframe`) shows it inline, sandboxed like every file reply (`sendFile`).
 */
export const INLINE_IMAGE_TYPES: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/bmp',
]);

/**
 * A file of the caller's tenant by its stored key. The key must have the exact shape the upload makes
 * (JeecgBoot's clients append a `,` to lists of paths, which is trimmed); anything else, a key of
 * another tenant or a missing file is the same 404.
 */
async function load(
  ctx: AuthCtx,
  storage: FileStorage,
  raw: string,
  disposition?: 'inline',
): Promise<FileReply> {
  const key = raw.replace(/,+$/, '');
  if (!STORED_KEY_PATTERN.test(key)) return FileReply.notFound();
  const row = await ctx.db.first(sysFile, eq(sysFile.storageKey, key));
  if (!row) return FileReply.notFound();
  const data = await storage.get(`${ctx.tenantId}/${key}`);
  if (!data) return FileReply.notFound();
  const inline = disposition === 'inline' || INLINE_IMAGE_TYPES.has(row.contentType);
  return new FileReply(data, row.contentType, row.originalName, inline ? 'inline' : 'attachment');
}

/** `GET /sys/common/static/<biz>/<name>` and the PDF preview (the browser's own viewer, in an iframe). */
export function registerStaticRoutes(r: Registrar, storage: FileStorage): void {
  r.route(filesRoutes.static, async (ctx, { params }) => load(ctx, storage, `${params.biz}/${params.name}`));
  r.route(filesRoutes.pdfPreview, async (ctx, { query }) =>
    query.path.toLowerCase().endsWith('.pdf')
      ? load(ctx, storage, query.path, 'inline')
      : FileReply.notFound(),
  );
}
