import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  DEFAULT_UPLOAD_BIZ,
  FILE_MESSAGES,
  filesRoutes,
  MEDIA_LINK_BIZ,
  ResultCode,
  UPLOAD_FILE_MAX_BYTES,
  UPLOAD_TYPES,
  type UploadExtension,
} from '@xinmiao/shared';
import { fail, type Reply } from '../../core/envelope.ts';
import type { FileStorage } from '../../core/files/file-storage.ts';
import type { MediaLinks } from '../../core/files/media-links.ts';
import type { Registrar } from '../../core/register-route.ts';
import { sysFile } from '../../db/schema.ts';
import { contentMatches } from './sniff.ts';
import { INLINE_IMAGE_TYPES } from './static-routes.ts';

function isUploadExtension(value: string): value is UploadExtension {
  return Object.hasOwn(UPLOAD_TYPES, value);
}

/** The client's name, reduced to its last segment and printable characters, for the download name. */
function displayName(filename: string): string {
  const base = path.posix.basename(filename.replaceAll('\\', '/'));
  const printable = [...base].filter(
    (char) => char.charCodeAt(0) >= 0x20 && char !== '\u007f' && char !== '"',
  );
  return printable.join('').slice(0, 200) || 'file';
}

/** JeecgBoot's upload reply: success, code 0, the stored path as `message`, no result. */
function stored(key: string): Reply<null> {
  return { success: true, message: key, code: ResultCode.OK_PLAIN, result: null, timestamp: Date.now() };
}

/**
 * `POST /sys/common/upload`: whitelisted extension whose bytes match it, within the size limit, stored
 * under a random name in the caller's tenant. Nothing of the client's name reaches the storage key.
 * A JeecgBoot console uploading an image to a shared folder gets the image's capability name.
 */
export function registerUploadRoute(r: Registrar, storage: FileStorage, links: MediaLinks): void {
  r.route(filesRoutes.upload, async (ctx, { body }) => {
    const { file } = body;
    const name = displayName(file.filename);
    const extension = path.extname(name).slice(1).toLowerCase();
    if (!isUploadExtension(extension)) return fail(FILE_MESSAGES.badType);
    if (file.data.byteLength === 0) return fail(FILE_MESSAGES.empty);
    if (file.data.byteLength > UPLOAD_FILE_MAX_BYTES) return fail(FILE_MESSAGES.tooLarge);
    if (!contentMatches(extension, file.data)) return fail(FILE_MESSAGES.contentMismatch);
    const biz = body.biz || DEFAULT_UPLOAD_BIZ;
    const key = `${biz}/${randomBytes(16).toString('hex')}.${extension}`;
    const data = Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength);
    const contentType = UPLOAD_TYPES[extension];
    await storage.put(`${ctx.tenantId}/${key}`, data, contentType);
    const [fileId] = await ctx.db.insert(sysFile, {
      storageKey: key,
      biz,
      originalName: name,
      contentType,
      size: data.byteLength,
      sha256: createHash('sha256').update(data).digest('hex'),
      ownerId: ctx.userId,
    });
    // JeecgBoot's consoles store this answer (an avatar) and show it in an <img>, which carries no
    // token: a shared image gets its capability name, served without a session.
    const shared = MEDIA_LINK_BIZ.includes(biz) && INLINE_IMAGE_TYPES.has(contentType);
    if (ctx.console !== 'xinmiao' && shared && fileId)
      return stored(links.imagePath(ctx.tenantId, fileId, extension));
    return stored(key);
  });
}
