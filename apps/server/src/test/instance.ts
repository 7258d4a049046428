import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app.ts';
import { type Cache, redisCache } from '../core/cache.ts';
import type { Services } from '../core/services.ts';
import type { Db } from '../db/types.ts';
import type { SocketLimits } from '../realtime/socket-limits.ts';
import { TEST_REDIS_URL, testRedisPrefix } from './redis.ts';
import { auth, inject, TEST_PASSWORD } from './test-app.ts';

/** A listening server instance, for tests with websockets or several instances on shared Redis. */
export type Instance = {
  app: FastifyInstance;
  services: Services;
  port: number;
  call: (options: InjectOptions) => ReturnType<typeof inject>;
  /** Signs in (captcha off); the token and the user id. */
  login: (username: string, password?: string) => Promise<{ token: string; userId: string }>;
  /** GET of a signed-in route with the token; the HTTP status (401 once the session is gone). */
  status: (token: string) => Promise<number>;
  close: () => Promise<void>;
};

export type InstanceOptions = {
  /** Session/permission cache and websocket fan-out on Redis under this prefix (as `xm:` in production). */
  redisPrefix?: string;
  /** The Redis those are on (default: the run's, `TEST_REDIS_URL`). */
  redisUrl?: string;
  pingIntervalMs?: number;
  socketLimits?: Partial<SocketLimits>;
  requestDeadlineMs?: number;
};

/** Two instances of one installation sharing Redis (cache and fan-out), as in production. */
export async function startPair(db: Db): Promise<[Instance, Instance]> {
  const redisPrefix = testRedisPrefix();
  return [await startInstance(db, { redisPrefix }), await startInstance(db, { redisPrefix })];
}

export async function startInstance(db: Db, options: InstanceOptions = {}): Promise<Instance> {
  const redisUrl = options.redisUrl ?? TEST_REDIS_URL;
  const cache: Cache | null = options.redisPrefix ? redisCache(redisUrl, options.redisPrefix) : null;
  const { app, services } = await buildApp({
    db,
    cache,
    loginCaptcha: false,
    ...(options.requestDeadlineMs ? { requestDeadlineMs: options.requestDeadlineMs } : {}),
    realtime: {
      redisUrl: options.redisPrefix ? redisUrl : undefined,
      channelPrefix: options.redisPrefix,
      pingIntervalMs: options.pingIntervalMs,
      limits: options.socketLimits,
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const call = (opts: InjectOptions) => inject(app, opts);
  return {
    app,
    services,
    port,
    call,
    async login(username, password = TEST_PASSWORD) {
      const { body } = await call({
        method: 'POST',
        url: '/jeecg-boot/sys/login',
        payload: { username, password },
      });
      const result = body.result as { token: string; userInfo: { id: string } } | null;
      if (!body.success || !result) throw new Error(`login ${username} failed: ${body.message}`);
      return { token: result.token, userId: result.userInfo.id };
    },
    async status(token) {
      const reply = await call({
        method: 'GET',
        url: '/jeecg-boot/sys/user/getCurrentUserDeparts',
        headers: auth(token),
      });
      return reply.status;
    },
    async close() {
      await app.close();
      await cache?.close();
    },
  };
}
