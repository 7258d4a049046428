import type { FastifyInstance } from 'fastify';

/** How long a stopping instance waits for its in-flight requests by default (`SHUTDOWN_TIMEOUT_MS`). */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * Stops an instance the way a proxy expects: no new connections (the proxy sends the next request
 * to another instance), a 503 to new requests on kept-alive connections (sent before any handler
 * runs, so the proxy may retry them elsewhere), sockets closed with 1012, the requests in flight
 * finished. Connections still open after `timeoutMs` are cut (and the close hooks get as long again).
 * Resolves true on a clean stop.
 */
export async function closeWithin(app: FastifyInstance, timeoutMs: number): Promise<boolean> {
  const closed = app.close().then(() => true as const);
  const clean = await Promise.race([closed, expiry(timeoutMs)]);
  if (clean) return true;
  app.server.closeAllConnections();
  await Promise.race([closed, expiry(timeoutMs)]);
  return false;
}

function expiry(ms: number): Promise<false> {
  return new Promise((resolve) => setTimeout(() => resolve(false), ms).unref());
}
