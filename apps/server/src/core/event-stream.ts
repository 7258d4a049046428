import type { FastifyReply, FastifyRequest } from 'fastify';

export type StreamEvent = { event: string; data: unknown };

/**
 * A reply a handler streams as server-sent events instead of the JSON envelope (the AI assistant).
 * `events` gets a signal that aborts when the client goes away, so upstream work (a model's stream)
 * stops with it.
 */
export class EventStreamReply {
  constructor(readonly events: (signal: AbortSignal) => AsyncIterable<StreamEvent>) {}
}

/** Writes each event as it comes (`event:` and one JSON `data:` line), then ends the response. */
export async function sendEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  stream: EventStreamReply,
): Promise<void> {
  const gone = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableEnded) gone.abort();
  });
  reply.hijack();
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store',
    'x-accel-buffering': 'no',
  });
  try {
    for await (const { event, data } of stream.events(gone.signal)) {
      if (gone.signal.aborted) break;
      reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    }
  } catch (error) {
    request.log.error(error);
    if (!gone.signal.aborted)
      reply.raw.write(`event: error\ndata: ${JSON.stringify({ message: '服务暂时不可用，请稍后再试' })}\n\n`);
  } finally {
    reply.raw.end();
  }
}
