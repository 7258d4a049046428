import fastifyRateLimit from '@fastify/rate-limit';
import {
  Msg,
  oidcRoutes,
  parentLectureRoutes,
  recoveryRoutes,
  registerRoutes,
  sessionRoutes,
} from '@xinmiao/shared';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import { addressKey } from './address-key.ts';
import { MemoryRateStore, RedisRateStore } from './rate-limit-store.ts';
import { watchRedis } from './redis-watch.ts';
import { BASE_PATH } from './register-route.ts';
import { cleanAddress, knownAddress } from './sign-in-pressure.ts';

export type Limit = { perIp: number; overall: number };

/**
 * Requests per minute on the anonymous sign-in flow, per client address (IPv6: per /64,
 * `addressKey`) and across all addresses.
 * Per address stops one client's spray (300 random-username logins once slowed real logins from
 * 0.2 s to 5.7 s); the overall cap bounds what many addresses can make the server hash and store.
 * The overall cap cannot starve legitimate users (`overallKey`): addresses with a recent wrong
 * password share one budget and all others another, and an address that signed someone in lately
 * (`knownAddress`) is under its per-address limit only.
 */
export const SIGN_IN_LIMITS: Readonly<Record<string, Limit>> = {
  [sessionRoutes.login.path]: { perIp: 30, overall: 600 },
  [sessionRoutes.loginUserDeparts.path]: { perIp: 30, overall: 600 },
  [sessionRoutes.captcha.path]: { perIp: 60, overall: 1200 },
  [sessionRoutes.checkCaptcha.path]: { perIp: 60, overall: 1200 },
  [sessionRoutes.sms.path]: { perIp: 5, overall: 120 },
  [sessionRoutes.phoneLogin.path]: { perIp: 20, overall: 600 },
  [recoveryRoutes.sms.path]: { perIp: 5, overall: 120 },
  [recoveryRoutes.password.path]: { perIp: 20, overall: 600 },
  // 统一身份认证: each start asks the school's provider (discovery) and stores a flow.
  [oidcRoutes.start.path]: { perIp: 30, overall: 600 },
  [oidcRoutes.callback.path]: { perIp: 30, overall: 600 },
  [oidcRoutes.bindSms.path]: { perIp: 5, overall: 120 },
  [oidcRoutes.bind.path]: { perIp: 20, overall: 600 },
  [oidcRoutes.casValidate.path]: { perIp: 30, overall: 600 },
};

/**
 * Requests per minute on the other public pages (a guardian's lecture registration, 自助注册): SMS codes as
 * strictly as the sign-in's, the check-in code (six digits) so a ticket holder cannot try them all.
 */
export const PUBLIC_FORM_LIMITS: Readonly<Record<string, Limit>> = {
  [parentLectureRoutes.info.path]: { perIp: 60, overall: 3000 },
  [parentLectureRoutes.sms.path]: { perIp: 5, overall: 120 },
  [parentLectureRoutes.register.path]: { perIp: 20, overall: 1200 },
  [parentLectureRoutes.mine.path]: { perIp: 60, overall: 3000 },
  [parentLectureRoutes.checkIn.path]: { perIp: 10, overall: 1200 },
  [parentLectureRoutes.feedback.path]: { perIp: 20, overall: 1200 },
  [parentLectureRoutes.replay.path]: { perIp: 30, overall: 1200 },
  // 自助注册: each application hashes a password, so as strictly as a sign-in.
  [registerRoutes.school.path]: { perIp: 60, overall: 3000 },
  // A school's sign-in link names its school: one lookup by number, as 自助注册's.
  [oidcRoutes.schoolName.path]: { perIp: 60, overall: 3000 },
  [registerRoutes.sms.path]: { perIp: 5, overall: 120 },
  [registerRoutes.submit.path]: { perIp: 10, overall: 300 },
};

const WINDOW_MS = 60_000;

/**
 * The overall budget a request draws on: a spray's addresses fail, so after their first guess they
 * draw on the `failing` budget and leave the `clean` one to people who have not failed lately.
 */
function overallKey(path: string, request: FastifyRequest): string {
  return `${path}|${cleanAddress(addressKey(request.ip)) ? 'clean' : 'failing'}`;
}

/**
 * Password checks one address may have running at once on an instance. The per-minute limit still
 * lets 30 scrypt checks of one spray queue ahead of a real user; with at most two in flight the rest
 * of a burst is refused at once and a real login waits for two checks at most.
 */
export const SIGN_IN_IN_FLIGHT = 2;

export type RateLimitOptions = {
  redisUrl?: string | undefined;
  /** Per-minute limits by route path (default: sign-in and public forms); `{}` turns them off (tests). */
  limits?: Readonly<Record<string, Limit>>;
  /** Concurrent logins per address and instance; 0 turns the guard off (tests). */
  inFlight?: number;
};

/** Counts running logins per address; the hooks go first and last on the login route. */
function inFlightGuard(max: number) {
  const running = new Map<string, number>();
  const counted = new WeakSet<FastifyRequest>();
  const release = async (request: FastifyRequest) => {
    if (!counted.delete(request)) return;
    const key = addressKey(request.ip);
    const left = (running.get(key) ?? 1) - 1;
    if (left > 0) running.set(key, left);
    else running.delete(key);
  };
  const enter = async (request: FastifyRequest) => {
    const key = addressKey(request.ip);
    const now = running.get(key) ?? 0;
    if (now >= max) throw tooMany();
    running.set(key, now + 1);
    counted.add(request);
  };
  return { enter, release };
}

type LimiterFactory = FastifyInstance['rateLimit'];

async function limiterFactory(
  app: FastifyInstance,
  redis: Redis | null,
  nameSpace: string,
): Promise<LimiterFactory> {
  let factory: LimiterFactory | undefined;
  await app.register(async (scope) => {
    await scope.register(fastifyRateLimit, {
      global: false,
      store: redis ? RedisRateStore.on(redis, nameSpace) : MemoryRateStore,
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
 * instance; in this instance's memory while Redis cannot answer, `RedisRateStore`) and in memory
 * otherwise. Refusals go through the error handler: HTTP 429, envelope code 429, a Chinese
 * message, before any password or database work.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  namespace: string,
  options: RateLimitOptions = {},
): Promise<void> {
  const redis = options.redisUrl
    ? watchRedis(
        // A count that cannot be made at once is made in memory (RedisRateStore): no retries, and
        // a hung Redis given a second at most.
        new Redis(options.redisUrl, { maxRetriesPerRequest: 0, commandTimeout: 1000 }),
        () => {},
      )
    : null;
  if (redis) {
    app.addHook('onClose', async () => {
      // QUIT would wait for a connection that may never come back.
      if (redis.status === 'ready') await redis.quit();
      else redis.disconnect();
    });
  }
  const limits = options.limits ?? { ...SIGN_IN_LIMITS, ...PUBLIC_FORM_LIMITS };
  // The plugin runs one limiter per request and plugin instance, so each key kind gets its own.
  const perIp = await limiterFactory(app, redis, `${namespace}:rl:ip:`);
  const overall = await limiterFactory(app, redis, `${namespace}:rl:all:`);
  const inFlight = options.inFlight ?? SIGN_IN_IN_FLIGHT;
  const guard = inFlight > 0 ? inFlightGuard(inFlight) : null;
  // Both check a password (scrypt), so both count against the in-flight guard.
  const passwordUrls = [sessionRoutes.login.path, sessionRoutes.loginUserDeparts.path].map(
    (path) => `${BASE_PATH}${path}`,
  );
  const hooks = new Map<string, onRequestHookHandler[]>();
  for (const [path, limit] of Object.entries(limits)) {
    // Keys name the route: the limiters of every route share one store (and Redis namespace).
    hooks.set(`${BASE_PATH}${path}`, [
      perIp({
        max: limit.perIp,
        timeWindow: WINDOW_MS,
        keyGenerator: (req) => `${path}|${addressKey(req.ip)}`,
      }),
      overall({
        max: limit.overall,
        timeWindow: WINDOW_MS,
        keyGenerator: (req) => overallKey(path, req),
        allowList: (req) => knownAddress(addressKey(req.ip)),
      }),
    ]);
  }
  app.addHook('onRoute', (route) => {
    const limiters = hooks.get(route.url) ?? [];
    const guarded = guard && passwordUrls.includes(route.url);
    if (limiters.length === 0 && !guarded) return;
    const own = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [...limiters, ...(guarded ? [guard.enter] : []), ...own];
    if (!guarded) return;
    route.onResponse = [...(route.onResponse ? [route.onResponse].flat() : []), guard.release];
    route.onRequestAbort = [...(route.onRequestAbort ? [route.onRequestAbort].flat() : []), guard.release];
  });
}
