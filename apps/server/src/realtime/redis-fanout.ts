import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { watchRedis } from '../core/redis-watch.ts';
import { type RealtimeEvent, realtimeEventSchema } from './events.ts';

/** JeecgBoot's cluster channel name; the installation's namespace (and a test's prefix) goes before it. */
export const FANOUT_CHANNEL = 'socketHandler';

const wireSchema = z.object({ origin: z.string(), event: realtimeEventSchema });
type Wire = z.infer<typeof wireSchema>;

export type FanoutHandler = (event: RealtimeEvent) => void;

/**
 * Redis pub/sub between instances. Each instance applies its own events locally at once and
 * skips their echo from Redis (matched by `origin`), so a socket never gets a notice twice.
 */
export class RedisFanout {
  private readonly origin = randomUUID();
  private readonly channel: string;

  private constructor(
    private readonly pub: Redis,
    private readonly sub: Redis,
    channelPrefix: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.channel = `${channelPrefix}${FANOUT_CHANNEL}`;
  }

  static async connect(
    url: string,
    channelPrefix: string,
    log: FastifyBaseLogger,
    onEvent: FanoutHandler,
  ): Promise<RedisFanout> {
    const options = { maxRetriesPerRequest: 2 };
    const report = (message: string) => log.warn(message);
    const fanout = new RedisFanout(
      watchRedis(new Redis(url, options), report),
      watchRedis(new Redis(url, options), report),
      channelPrefix,
      log,
    );
    fanout.sub.on('message', (channel: string, raw: string) => {
      if (channel === fanout.channel) fanout.receive(raw, onEvent);
    });
    await fanout.sub.subscribe(fanout.channel);
    return fanout;
  }

  private receive(raw: string, onEvent: FanoutHandler): void {
    let parsed: ReturnType<typeof wireSchema.safeParse>;
    try {
      parsed = wireSchema.safeParse(JSON.parse(raw));
    } catch {
      this.log.warn('ignored an unparseable realtime event from redis');
      return;
    }
    if (!parsed.success) {
      this.log.warn('ignored a malformed realtime event from redis');
      return;
    }
    if (parsed.data.origin === this.origin) return;
    onEvent(parsed.data.event);
  }

  async publish(event: RealtimeEvent): Promise<void> {
    const wire: Wire = { origin: this.origin, event };
    await this.pub.publish(this.channel, JSON.stringify(wire));
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.sub.quit(), this.pub.quit()]);
  }
}
