import type { FastifyInstance, InjectOptions } from 'fastify';
import { type AppDeps, buildApp } from '../app.ts';
import type { Cache } from '../core/cache.ts';
import type { Registrar } from '../core/register-route.ts';
import type { Services } from '../core/services.ts';
import type { SmsProvider } from '../core/sms.ts';
import type { Db } from '../db/types.ts';
import { createTestDb, TEST_PASSWORD, type TestDb } from './test-db.ts';

export { TEST_PASSWORD } from './test-db.ts';

export type Body = {
  success: boolean;
  message: string;
  code: number;
  result: unknown;
  timestamp: number;
  errors?: Record<string, string>;
};

export type TestApp = {
  app: FastifyInstance;
  registrar: Registrar;
  services: Services;
  db: Db;
  testDb: TestDb;
  /** `app.inject` returning status and parsed envelope. */
  call: (options: InjectOptions) => Promise<{ status: number; body: Body }>;
  /** POST /sys/login with `payload` as given; the reply as it comes. */
  postLogin: (payload: Record<string, string>) => Promise<{ status: number; body: Body }>;
  /** Logs in (captcha off) and returns the token. */
  login: (username: string, password?: string) => Promise<string>;
  close: () => Promise<void>;
};

export type TestAppOptions = {
  loginCaptcha?: boolean;
  cache?: Cache | null;
  sms?: SmsProvider;
  smsEndpoints?: AppDeps['smsEndpoints'];
  chatAppEndpoints?: AppDeps['chatAppEndpoints'];
  /** Registers extra routes (test-only modules) before the app is ready. */
  extend?: (registrar: Registrar, services: Services) => void;
  /** Reuse a database (a second instance, or a restart). */
  testDb?: TestDb;
  logger?: AppDeps['logger'];
  /** Sign-in rate limits; off unless given (like the captcha), `{}` for the production limits. */
  rateLimit?: AppDeps['rateLimit'];
  trustProxy?: AppDeps['trustProxy'];
  publicUrl?: string;
  oidcAllowHttp?: boolean;
  frameOrigins?: readonly string[];
};

export async function inject(app: FastifyInstance, options: InjectOptions) {
  const res = await app.inject(options);
  return { status: res.statusCode, headers: res.headers, body: res.json() as Body };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const testDb = options.testDb ?? (await createTestDb());
  const { app, services, registrar } = await buildApp({
    db: testDb.db,
    cache: options.cache ?? null,
    loginCaptcha: options.loginCaptcha ?? false,
    ...(options.sms ? { sms: options.sms } : {}),
    ...(options.smsEndpoints ? { smsEndpoints: options.smsEndpoints } : {}),
    ...(options.chatAppEndpoints ? { chatAppEndpoints: options.chatAppEndpoints } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    rateLimit: options.rateLimit ?? { limits: {}, inFlight: 0 },
    trustProxy: options.trustProxy,
    publicUrl: options.publicUrl,
    ...(options.oidcAllowHttp ? { oidcAllowHttp: true } : {}),
    ...(options.frameOrigins ? { frameOrigins: options.frameOrigins } : {}),
  });
  options.extend?.(registrar, services);
  await app.ready();
  const call = (opts: InjectOptions) => inject(app, opts);
  const postLogin = (payload: Record<string, string>) =>
    call({ method: 'POST', url: '/jeecg-boot/sys/login', payload });
  return {
    app,
    registrar,
    services,
    db: testDb.db,
    testDb,
    call,
    postLogin,
    async login(username, password = TEST_PASSWORD) {
      const { body } = await postLogin({ username, password });
      const result = body.result as { token?: string } | null;
      if (!body.success || !result?.token) throw new Error(`login ${username} failed: ${body.message}`);
      return result.token;
    },
    async close() {
      await app.close();
      if (!options.testDb) await testDb.drop();
    },
  };
}

export function auth(token: string, extra: Record<string, string> = {}): Record<string, string> {
  return { 'x-access-token': token, ...extra };
}
