import fastifyRateLimit from '@fastify/rate-limit';
import { Msg, sessionRoutes } from '@xinmiao/shared';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import { MemoryRateStore } from './rate-limit-store.ts';
import { BASE_PATH } from './register-route.ts';

export type Limit = { perIp: number; overall: number };

/**
 * Requests per minute on the anonymous sign-in flow, per client address and across all addresses.
 * Per address stops one client's spray (300 random-username logins once slowed real logins from
 * 0.2 s to 5.7 s); the overall cap bounds what many addresses can make the server hash and store.
 */
export const SIGN_IN_LIMITS: Readonly<Record<string, Limit>> = {
  [sessionRoutes.login.path]: { perIp: 30, overall: 600 },
  [sessionRoutes.captcha.path]: { perIp: 60, overall: 1200 },
  [sessionRoutes.sms.path]: { perIp: 5, overall: 120 },
  [sessionRoutes.phoneLogin.path]: { perIp: 20, overall: 600 },
};

const WINDOW_MS = 60_000;

type LimiterFactory = FastifyInstance['rateLimit'];

async function limiterFactory(
  app: FastifyInstance,
  redis: Redis | null,
  kind: string,
): Promise<LimiterFactory> {
  let factory: LimiterFactory | undefined;
  await app.register(async (scope) => {
    await scope.register(fastifyRateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: `xm:rl:${kind}:` } : { store: MemoryRateStore }),
      errorResponseBuilder: () => tooMany(),
    });
    factory = scope.rateLimit.bind(scope);
  });
  if (!factory) throw new Error('rate-limit plugin did not load');
  return factory;
}

function tooMany(): Error {
  return Object.assign(new Error(Msg.tooManyRequests), { statusCode: 429 });
}

/**
 * Rate limits of the sign-in routes, counted in Redis when `redisUrl` is set (shared by every
 * instance) and in memory otherwise. Refusals go through the error handler: HTTP 429, envelope
 * code 429, a Chinese message, before any password or database work.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  options: { redisUrl?: string | undefined; limits?: Readonly<Record<string, Limit>> } = {},
): Promise<void> {
  const redis = options.redisUrl ? new Redis(options.redisUrl, { maxRetriesPerRequest: 2 }) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  const limits = options.limits ?? SIGN_IN_LIMITS;
  // The plugin runs one limiter per request and plugin instance, so each key kind gets its own.
  const perIp = await limiterFactory(app, redis, 'ip');
  const overall = await limiterFactory(app, redis, 'all');
  const hooks = new Map<string, onRequestHookHandler[]>();
  for (const [path, limit] of Object.entries(limits)) {
    // Keys name the route: the limiters of every route share one store (and Redis namespace).
    hooks.set(`${BASE_PATH}${path}`, [
      perIp({ max: limit.perIp, timeWindow: WINDOW_MS, keyGenerator: (req) => `${path}|${req.ip}` }),
      overall({ max: limit.overall, timeWindow: WINDOW_MS, keyGenerator: () => path }),
    ]);
  }
  app.addHook('onRoute', (route) => {
    const limiters = hooks.get(route.url);
    if (!limiters) return;
    const own = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [...limiters, ...own];
  });
}
