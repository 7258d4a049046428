import type { NoticeSocketMessage } from '@xinmiao/shared';
import type { FastifyBaseLogger } from 'fastify';
import { LocalHub, type NoticeTarget } from './local-hub.ts';
import { RedisFanout } from './redis-fanout.ts';

export type RealtimeOptions = {
  /** Redis for fan-out between instances; without it notices reach this instance's sockets only. */
  redisUrl?: string | undefined;
  channelPrefix?: string | undefined;
};

/** Sends notices to signed-in users: this instance's sockets, and through Redis every other instance's. */
export class Notifier {
  private constructor(
    readonly hub: LocalHub,
    private readonly fanout: RedisFanout | null,
    private readonly log: FastifyBaseLogger,
  ) {}

  static async create(options: RealtimeOptions, log: FastifyBaseLogger): Promise<Notifier> {
    const hub = new LocalHub();
    const fanout = options.redisUrl
      ? await RedisFanout.connect(options.redisUrl, options.channelPrefix ?? '', log, (target, message) =>
          hub.deliver(target, message),
        )
      : null;
    return new Notifier(hub, fanout, log);
  }

  /** Never throws: a notice is a hint to reload, the announcement itself is already stored. */
  async publish(target: NoticeTarget, message: NoticeSocketMessage): Promise<void> {
    this.hub.deliver(target, message);
    try {
      await this.fanout?.publish(target, message);
    } catch (err) {
      this.log.warn({ err }, 'notice fan-out to redis failed');
    }
  }

  async close(): Promise<void> {
    await this.fanout?.close();
  }
}
