import { createHash, randomBytes } from 'node:crypto';
import { staticPath } from '@xinmiao/shared';
import { sysFile } from '../../db/schema.ts';
import type { AuthCtx } from '../context.ts';
import type { FileStorage } from './file-storage.ts';

export type GeneratedFile = {
  /** Folder of the stored key (`UPLOAD_BIZ_PATTERN`). */
  biz: string;
  extension: string;
  fileName: string;
  contentType: string;
  data: Buffer;
};

/**
 * Keeps a file the server made for the caller (an import's error list) like an upload: in the caller's
 * tenant, under a random key, owned by the caller. Answers the path `/sys/common/static/` serves it at,
 * which is how JeecgBoot hands such files to its consoles.
 */
export async function storeGeneratedFile(
  ctx: AuthCtx,
  storage: FileStorage,
  file: GeneratedFile,
): Promise<string> {
  const key = `${file.biz}/${randomBytes(16).toString('hex')}.${file.extension}`;
  await storage.put(`${ctx.tenantId}/${key}`, file.data, file.contentType);
  await ctx.db.insert(sysFile, {
    storageKey: key,
    biz: file.biz,
    originalName: file.fileName,
    contentType: file.contentType,
    size: file.data.byteLength,
    sha256: createHash('sha256').update(file.data).digest('hex'),
    ownerId: ctx.userId,
  });
  return staticPath(key);
}
