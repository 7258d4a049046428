import { FILE_MESSAGES, ResultCode } from '@xinmiao/shared';
import type { FastifyReply } from 'fastify';
import { fail } from './envelope.ts';

/**
 * A file a handler answers instead of the JSON envelope (downloads). `data: null` is an HTTP 404 for a
 * file that is not there (or not the caller's), with an error envelope as the body.
 */
export class FileReply {
  constructor(
    readonly data: Buffer | null,
    readonly contentType = 'application/octet-stream',
    readonly fileName = '',
    readonly disposition: 'inline' | 'attachment' = 'attachment',
  ) {}

  static notFound(): FileReply {
    return new FileReply(null);
  }
}

/** `filename` for old clients (ASCII only) plus the exact name as RFC 5987 `filename*`. */
export function contentDisposition(disposition: 'inline' | 'attachment', fileName: string): string {
  if (!fileName) return disposition;
  const ascii = fileName.replace(/[^\w.-]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function sendFile(reply: FastifyReply, file: FileReply): FastifyReply {
  if (!file.data) return reply.status(404).send(fail(FILE_MESSAGES.notFound, ResultCode.NOT_FOUND));
  return (
    reply
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition(file.disposition, file.fileName))
      .header('cache-control', 'private, no-store')
      // An uploaded file opened by the browser runs as a unique origin without scripts, forms or popups.
      .header('content-security-policy', 'sandbox')
      .send(file.data)
  );
}
