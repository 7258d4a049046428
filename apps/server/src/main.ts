import path from 'node:path';
import { buildApp } from './app.ts';
import { cacheFor } from './core/cache.ts';
import { fileStorageFromEnv } from './core/files/from-env.ts';
import { closeWithin } from './core/graceful-shutdown.ts';
import { LISTEN_BACKLOG } from './core/listen-backlog.ts';
import { BASE_PATH } from './core/register-route.ts';
import { REPO_ROOT } from './core/server-root.ts';
import { openDb } from './db/client.ts';
import { migrateDb } from './db/migrate.ts';
import { frameOrigins, parseEnv, seedDemo, trustProxy } from './env.ts';
import { ATTEMPT_PURGE_INTERVAL_MS, purgeStaleAttempts } from './modules/session/lockout.ts';
import { seedIfEmpty } from './seed/index.ts';
import { listAccounts } from './start/accounts.ts';
import { startupLines } from './startup-report.ts';

async function main(): Promise<void> {
  const env = parseEnv();
  const handle = await openDb({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
  });
  await migrateDb(handle);
  const seed = await seedIfEmpty(handle.db, { adminPassword: env.SEED_ADMIN_PASSWORD, demo: seedDemo(env) });
  const cache = cacheFor(env.REDIS_URL, handle.driver);
  const { app, services } = await buildApp({
    db: handle.db,
    cache,
    loginCaptcha: env.LOGIN_CAPTCHA === 'on',
    smsDevLog: env.SMS_DEV_LOG === 'on',
    logger: { level: env.LOG_LEVEL },
    webDist: env.WEB_DIST ?? path.join(REPO_ROOT, 'apps/web/dist'),
    realtime: { redisUrl: env.REDIS_URL },
    rateLimit: { redisUrl: env.REDIS_URL },
    requestDeadlineMs: env.REQUEST_DEADLINE_MS,
    files: fileStorageFromEnv(env),
    trustProxy: trustProxy(env.TRUST_PROXY),
    publicUrl: env.PUBLIC_URL,
    frameOrigins: frameOrigins(env.CONSOLE_FRAME_ORIGINS),
    apiDocs: env.API_DOCS === 'on',
  });

  if (seed.catalogChanged) await services.permissions.invalidateCatalog();

  const purge = setInterval(() => {
    services.sessions.purgeExpired().catch((err: unknown) => app.log.warn({ err }, 'session purge failed'));
  }, 3600_000);
  purge.unref();
  const purgeAttempts = setInterval(() => {
    purgeStaleAttempts(services.db).catch((err: unknown) =>
      app.log.warn({ err }, 'login attempt purge failed'),
    );
  }, ATTEMPT_PURGE_INTERVAL_MS);
  purgeAttempts.unref();
  services.scheduler.start();

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    clearInterval(purge);
    clearInterval(purgeAttempts);
    const clean = await closeWithin(app, env.SHUTDOWN_TIMEOUT_MS);
    if (!clean) process.stderr.write('shutdown: requests still running were cut off\n');
    await cache?.close();
    await handle.close();
    process.exit(clean ? 0 : 1);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  // pino writes stdout asynchronously: Fastify's own "Server listening at" JSON lines landed inside
  // the human start-up block. They are held back during listen and logged after the block instead.
  app.log.level = 'silent';
  const address = await app.listen({ port: env.PORT, host: env.HOST, backlog: LISTEN_BACKLOG });
  app.log.level = env.LOG_LEVEL;
  const lines = startupLines({
    url: `http://localhost:${env.PORT}`,
    apiPath: BASE_PATH,
    driver: handle.driver,
    redis: env.REDIS_URL !== undefined,
    env,
    seed,
    accounts: seed.demo ? await listAccounts(handle.db) : undefined,
  });
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
  app.log.info(`Server listening at ${address}`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
