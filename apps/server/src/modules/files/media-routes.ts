import { FILE_MESSAGES, filesRoutes, MEDIA_LINK_BIZ, ResultCode, STORED_KEY_PATTERN } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { fail, ok } from '../../core/envelope.ts';
import { FileReply } from '../../core/file-reply.ts';
import type { FileStorage } from '../../core/files/file-storage.ts';
import type { MediaLinks } from '../../core/files/media-links.ts';
import type { Registrar } from '../../core/register-route.ts';
import { sysFile } from '../../db/schema.ts';
import { INLINE_IMAGE_TYPES } from './static-routes.ts';

/** What a media element plays or shows: the uploadable images, and audio and video of any kind. */
function isMedia(contentType: string): boolean {
  return (
    INLINE_IMAGE_TYPES.has(contentType) ||
    contentType.startsWith('audio/') ||
    contentType.startsWith('video/')
  );
}

const TENANT_ID = /^[0-9]{1,10}$/;
const UNIX_SECONDS = /^[0-9]{1,12}$/;

/**
 * `GET /sys/common/mediaLink?path=<stored key>`: a media link for a stored image, audio or video of
 * the caller's school that the caller may read: one in a shared folder (`MEDIA_LINK_BIZ`), or one
 * they uploaded. `GET /sys/common/media/<tenant>/<file>?expires=&signature=`: the file a valid link
 * names, with no session; any fault (signature, expiry, a missing file) is the same 404.
 * `GET /sys/common/static/pub/<tenant>.<file>.<signature>.<ext>`: a shared image by its lasting
 * capability name (what the upload answers JeecgBoot's consoles), with no session.
 */
export function registerMediaRoutes(r: Registrar, storage: FileStorage, links: MediaLinks): void {
  r.route(filesRoutes.mediaLink, async (ctx, { query }) => {
    const key = query.path.replace(/,+$/, '');
    const row = STORED_KEY_PATTERN.test(key)
      ? await ctx.db.first(sysFile, eq(sysFile.storageKey, key))
      : undefined;
    const readable = row && (MEDIA_LINK_BIZ.includes(row.biz) || row.ownerId === ctx.userId);
    if (!row || !readable || !isMedia(row.contentType))
      return fail(FILE_MESSAGES.notFound, ResultCode.NOT_FOUND);
    return ok(links.issue(ctx.tenantId, row.id));
  });

  r.route(filesRoutes.imageCapability, async (_ctx, { params }) => {
    const opened = links.openImage(`pub/${params.name}`);
    if (!opened) return FileReply.notFound();
    const row = await opened.db.byId(sysFile, opened.fileId);
    if (!row || !MEDIA_LINK_BIZ.includes(row.biz) || !INLINE_IMAGE_TYPES.has(row.contentType)) {
      return FileReply.notFound();
    }
    const data = await storage.get(`${opened.db.tenantId}/${row.storageKey}`);
    if (!data) return FileReply.notFound();
    return new FileReply(data, row.contentType, row.originalName, 'inline', 'cross-origin');
  });

  r.route(filesRoutes.media, async (_ctx, { params, query }) => {
    const { expires, signature } = query;
    if (!TENANT_ID.test(params.tenantId) || !expires || !UNIX_SECONDS.test(expires) || !signature) {
      return FileReply.notFound();
    }
    const db = links.open({
      tenantId: Number(params.tenantId),
      fileId: params.fileId,
      expires: Number(expires),
      signature,
    });
    if (!db) return FileReply.notFound();
    const row = await db.byId(sysFile, params.fileId);
    if (!row) return FileReply.notFound();
    const key = `${db.tenantId}/${row.storageKey}`;
    const size = await storage.sizeOf(key);
    if (size === null) return FileReply.notFound();
    return new FileReply(
      { size, read: (start, end) => storage.readRange(key, start, end) },
      row.contentType,
      row.originalName,
      isMedia(row.contentType) ? 'inline' : 'attachment',
    );
  });
}
