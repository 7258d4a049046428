import type { Readable } from 'node:stream';
import { FILE_MESSAGES, ResultCode } from '@xinmiao/shared';
import type { FastifyReply } from 'fastify';
import parseRange from 'range-parser';
import { fail } from './envelope.ts';

/** A stored file too large to hold in memory: its size and a reader of byte ranges. */
export type StoredBytes = { size: number; read(start: number, end: number): Promise<Readable> };

/**
 * A file a handler answers instead of the JSON envelope (downloads). `data: null` is an HTTP 404 for a
 * file that is not there (or not the caller's), with an error envelope as the body.
 */
export class FileReply {
  constructor(
    readonly data: Buffer | StoredBytes | null,
    readonly contentType = 'application/octet-stream',
    readonly fileName = '',
    readonly disposition: 'inline' | 'attachment' = 'attachment',
    /**
     * Who may embed it (`Cross-Origin-Resource-Policy`): this origin only, as for every reply, or any
     * origin for a file named by a capability, which holds no credential to guard: a JeecgBoot
     * console on its own origin shows it in an `<img>`.
     */
    readonly embeddedBy: 'same-origin' | 'cross-origin' = 'same-origin',
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

/**
 * The part of a `size`-byte file a `Range` header asks for: one byte range (a media element seeking),
 * `unsatisfiable` (416), or null for the whole file (no header, another unit, a malformed header, or
 * several ranges, which a server may answer whole).
 */
export function requestedPart(
  size: number,
  header: string | undefined,
): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const parsed = parseRange(size, header, { combine: true });
  if (parsed === -1) return size === 0 ? null : 'unsatisfiable';
  if (parsed === -2 || parsed.type !== 'bytes') return null;
  const [only, ...more] = parsed;
  return only && more.length === 0 ? { start: only.start, end: only.end } : null;
}

/**
 * Sends `file`, or the one byte range `range` (the request's `Range` header) asks for with 206.
 * Stored files never change, but no validator is sent, so a conditional range (`If-Range`) is
 * answered whole by the caller passing no range.
 */
export async function sendFile(reply: FastifyReply, file: FileReply, range?: string): Promise<FastifyReply> {
  if (!file.data) return reply.status(404).send(fail(FILE_MESSAGES.notFound, ResultCode.NOT_FOUND));
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.disposition, file.fileName))
    .header('cache-control', 'private, no-store')
    .header('accept-ranges', 'bytes')
    // An uploaded file opened by the browser runs as a unique origin without scripts, forms or popups.
    .header('content-security-policy', 'sandbox')
    .header('cross-origin-resource-policy', file.embeddedBy);
  const data = file.data;
  const size = Buffer.isBuffer(data) ? data.byteLength : data.size;
  const part = requestedPart(size, range);
  if (part === 'unsatisfiable') {
    return reply.status(416).header('content-range', `bytes */${size}`).send(Buffer.alloc(0));
  }
  if (part) reply.status(206).header('content-range', `bytes ${part.start}-${part.end}/${size}`);
  const { start, end } = part ?? { start: 0, end: size - 1 };
  if (Buffer.isBuffer(data)) return reply.send(part ? data.subarray(start, end + 1) : data);
  if (size === 0) return reply.send(Buffer.alloc(0));
  return reply.header('content-length', end - start + 1).send(await data.read(start, end));
}
