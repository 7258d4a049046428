import type { NoticeSocketMessage, VxeServerMessage } from '@xinmiao/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeEvent, SessionEndReason } from './events.ts';
import { LocalHub, type NoticeTarget } from './local-hub.ts';
import { RedisFanout } from './redis-fanout.ts';
import { SocketClose } from './socket-identity.ts';
import { DEFAULT_SOCKET_LIMITS, type SocketLimits } from './socket-limits.ts';
import { VxeHub } from './vxe-socket-hub.ts';

export type RealtimeOptions = {
  /** Redis for fan-out between instances; without it notices reach this instance's sockets only. */
  redisUrl?: string | undefined;
  /** Goes before the installation's namespace on the channel (tests keep their runs apart with it). */
  channelPrefix?: string | undefined;
  /** How often the server pings each socket; one that has not answered the previous ping is dropped. */
  pingIntervalMs?: number | undefined;
  /** Socket caps, message rates and the grid fan-out budget (`DEFAULT_SOCKET_LIMITS` by default). */
  limits?: Partial<SocketLimits> | undefined;
};

/** Whether a user holds a permission code in a tenant (the permission service, cached). */
export type PermissionCheck = (userId: string, tenantId: number, code: string) => Promise<boolean>;

/**
 * Sends notices to signed-in users and closes the sockets of ended sessions: on this instance's
 * sockets, and through Redis on every other instance of the installation.
 */
export class Notifier {
  private constructor(
    readonly hub: LocalHub,
    readonly vxeHub: VxeHub,
    private readonly holds: PermissionCheck,
    private readonly log: FastifyBaseLogger,
    private fanout: RedisFanout | null = null,
  ) {}

  /** `namespace` is the installation's: instances of another installation on the same Redis never hear these. */
  static async create(
    options: RealtimeOptions,
    namespace: string,
    log: FastifyBaseLogger,
    holds: PermissionCheck,
  ): Promise<Notifier> {
    const limits = { ...DEFAULT_SOCKET_LIMITS, ...options.limits };
    const notifier = new Notifier(new LocalHub(limits), new VxeHub(limits), holds, log);
    if (options.redisUrl) {
      const channelPrefix = `${options.channelPrefix ?? ''}${namespace}:`;
      notifier.fanout = await RedisFanout.connect(options.redisUrl, channelPrefix, log, (event) =>
        notifier.apply(event),
      );
    }
    return notifier;
  }

  /** Never throws: a notice is a hint to reload, the announcement itself is already stored. */
  async publish(target: NoticeTarget, message: NoticeSocketMessage): Promise<void> {
    await this.emit({ kind: 'user', tenantId: target.tenantId, userId: target.userId, message });
  }

  /** To everybody signed in to the tenant who holds `code` there (crisis alerts). */
  async toPermission(tenantId: number, code: string, message: NoticeSocketMessage): Promise<void> {
    await this.emit({ kind: 'permission', tenantId, permission: code, message });
  }

  /**
   * A grid's changed row to every grid socket open on the page in the tenant, on every instance.
   * False when the school's fan-out budget here is spent: nothing is sent or passed on.
   */
  async toGridPage(tenantId: number, pageId: string, message: VxeServerMessage): Promise<boolean> {
    if (this.vxeHub.deliver(tenantId, pageId, message) === null) return false;
    await this.passOn({ kind: 'vxe', tenantId, pageId, message });
    return true;
  }

  /** Closes the sockets opened with these sessions, on every instance. */
  async closeSessions(tokenHashes: string[], reason: SessionEndReason): Promise<void> {
    if (tokenHashes.length) await this.emit({ kind: 'close', tokenHashes, reason });
  }

  private async emit(event: RealtimeEvent): Promise<void> {
    await this.apply(event);
    await this.passOn(event);
  }

  /** To the other instances through Redis. */
  private async passOn(event: RealtimeEvent): Promise<void> {
    try {
      await this.fanout?.publish(event);
    } catch (err) {
      this.log.warn({ err }, 'realtime fan-out to redis failed');
    }
  }

  private async apply(event: RealtimeEvent): Promise<void> {
    try {
      if (event.kind === 'user') this.hub.deliver(event, event.message);
      // From another instance: over this instance's budget for the school, the row is dropped here.
      else if (event.kind === 'vxe') this.vxeHub.deliver(event.tenantId, event.pageId, event.message);
      else if (event.kind === 'close') {
        // A switched session's token still works: its console reconnects into the new tenant.
        const code = event.reason === 'switched' ? SocketClose.sessionChanged : SocketClose.unauthorized;
        this.hub.closeSessions(event.tokenHashes, code, event.reason);
        this.vxeHub.closeSessions(event.tokenHashes, code, event.reason);
      } else {
        const users = this.hub.usersIn(event.tenantId);
        const holding = await Promise.all(users.map((u) => this.holds(u, event.tenantId, event.permission)));
        for (const [i, userId] of users.entries()) {
          if (holding[i]) this.hub.deliver({ tenantId: event.tenantId, userId }, event.message);
        }
      }
    } catch (err) {
      this.log.warn({ err }, 'realtime event not applied');
    }
  }

  async close(): Promise<void> {
    await this.fanout?.close();
  }
}
