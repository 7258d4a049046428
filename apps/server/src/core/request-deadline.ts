import { Msg, ResultCode } from '@xinmiao/shared';
import type { FastifyInstance } from 'fastify';
import { fail } from './envelope.ts';
import { OVERLOAD_RETRY_AFTER_SECONDS } from './errors.ts';

/** Below nginx's default 60 s `proxy_read_timeout`: the client reads our sentence, not the proxy's. */
export const DEFAULT_REQUEST_DEADLINE_MS = 55_000;

/**
 * A request still unanswered after `deadlineMs` (queued for the pool several times, say) is
 * answered 系统繁忙 with 503 + Retry-After. Streams and sockets, whose headers are already out, are
 * left alone; the handler's late answer is dropped by Fastify.
 */
export function registerRequestDeadline(app: FastifyInstance, deadlineMs: number): void {
  app.addHook('onRequest', (request, reply, done) => {
    const timer = setTimeout(() => {
      if (reply.sent || reply.raw.headersSent) return;
      request.log.warn({ deadlineMs }, 'request deadline passed');
      reply
        .status(503)
        .header('retry-after', String(OVERLOAD_RETRY_AFTER_SECONDS))
        .send(fail(Msg.systemBusy, ResultCode.SERVICE_UNAVAILABLE));
    }, deadlineMs);
    timer.unref();
    reply.raw.once('close', () => clearTimeout(timer));
    done();
  });
}
