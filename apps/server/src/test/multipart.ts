import { randomBytes } from 'node:crypto';

export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; data: Uint8Array; type?: string };

/** A multipart/form-data body as a browser sends it, for `app.inject`. */
export function multipart(parts: readonly Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----xm${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}`
        : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push('filename' in part ? Buffer.from(part.data) : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
