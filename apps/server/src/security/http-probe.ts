import http from 'node:http';
import type { FastifyInstance } from 'fastify';

export type RawReply = { status: number; contentType: string; body: string; ms: number };

export async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP port');
  return address.port;
}

/**
 * Sends the request target byte for byte over a socket: `app.inject` and `fetch` normalise `..`,
 * `//` and some encodings away, an attacker's client does not. No keep-alive: Node closes a
 * connection after a malformed target, which must not fail the next probe.
 */
export function rawRequest(
  port: number,
  method: string,
  target: string,
  options: { headers?: Record<string, string>; body?: string } = {},
): Promise<RawReply> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path: target, headers: options.headers ?? {}, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
