import { randomUUID } from 'node:crypto';
import { noticeSocketMessageSchema } from '@xinmiao/shared';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { z } from 'zod';
import type { NoticeTarget } from './local-hub.ts';

/** JeecgBoot's cluster channel name; a prefix keeps test runs (or deployments) apart. */
export const FANOUT_CHANNEL = 'socketHandler';

const wireSchema = z.object({
  origin: z.string(),
  tenantId: z.number().int(),
  userId: z.string().nullable(),
  message: noticeSocketMessageSchema,
});
type Wire = z.infer<typeof wireSchema>;

export type FanoutHandler = (target: NoticeTarget, message: Wire['message']) => void;

/**
 * Redis pub/sub between instances. Each instance delivers its own publishes locally at once and
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
    onMessage: FanoutHandler,
  ): Promise<RedisFanout> {
    const options = { maxRetriesPerRequest: 2 };
    const fanout = new RedisFanout(new Redis(url, options), new Redis(url, options), channelPrefix, log);
    fanout.sub.on('message', (channel: string, raw: string) => {
      if (channel === fanout.channel) fanout.receive(raw, onMessage);
    });
    await fanout.sub.subscribe(fanout.channel);
    return fanout;
  }

  private receive(raw: string, onMessage: FanoutHandler): void {
    let parsed: ReturnType<typeof wireSchema.safeParse>;
    try {
      parsed = wireSchema.safeParse(JSON.parse(raw));
    } catch {
      this.log.warn('ignored an unparseable notice from redis');
      return;
    }
    if (!parsed.success) {
      this.log.warn('ignored a malformed notice from redis');
      return;
    }
    if (parsed.data.origin === this.origin) return;
    onMessage({ tenantId: parsed.data.tenantId, userId: parsed.data.userId }, parsed.data.message);
  }

  async publish(target: NoticeTarget, message: Wire['message']): Promise<void> {
    const wire: Wire = { origin: this.origin, tenantId: target.tenantId, userId: target.userId, message };
    await this.pub.publish(this.channel, JSON.stringify(wire));
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.sub.quit(), this.pub.quit()]);
  }
}
